import { reply } from '@/lib/api/server';
import { withCustomer } from '@/lib/session/server';

/** GET /api/account/customer: 200 `{ customer: CustomerDetails }` for the session's customer; 401 without one. */
export function GET(request: Request): Promise<Response> {
  return withCustomer(request, 'account.customer', async ({ customer }) => reply(200, { customer: await customer() }), {
    mutating: false,
  });
}
