import { customerContract } from '@/lib/edge/api/contracts/customer';
import { customerRoute } from '@/lib/edge/account/customer-route';
import { customerAccounts } from '@/lib/domain/account/customer-accounts';

/** GET /api/account/customer: 200 `{ customer: CustomerDetails, expiresAt, can }` for the session's customer; 401 without one. */
export const GET = customerRoute(customerContract, { event: 'account.customer' }, async ({ customer, ok }) =>
  ok({ customer: await customer.customer(), expiresAt: customer.session.expiresAt, can: customerAccounts().can }),
);
