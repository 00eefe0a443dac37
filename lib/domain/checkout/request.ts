import type { BodyOf } from '../../edge/api/contract';
import type { checkoutContract } from '../../edge/api/contracts/checkout';
import type { ReturnAddress } from '../cart/order-fields';

/** The checkout as the server works with it: the parsed body of POST /api/checkout (lib/edge/api/contracts/checkout.ts). */
export type CheckoutRequest = BodyOf<typeof checkoutContract>;
export type CheckoutLine = CheckoutRequest['lines'][number];

/** One line of text for the platform's cart attribute. */
export function formatReturnAddress(a: ReturnAddress): string {
  const cityLine = [a.city, a.state, a.zipCode].filter(Boolean).join(', ');
  return [a.companyName, a.addressLine1, a.addressLine2, cityLine, a.country].filter(Boolean).join('\n');
}
