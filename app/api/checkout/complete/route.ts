import { checkoutCompleteContract } from '@/lib/edge/api/contracts/checkout-complete';
import { route } from '@/lib/edge/api/server';
import { confirmationPath } from '@/lib/domain/order/confirmation';
import { CHECKOUT_COMPLETE_KEY } from '@/lib/domain/order/markers';

/**
 * GET /api/checkout/complete (lib/edge/api/contracts/checkout-complete.ts): the
 * platform's "return to store" link after an order sets the
 * checkout-complete marker and sends the shopper to the order confirmation
 * (home when no order is named). The cart is emptied
 * as the next page reads it only when the checkout-started marker is also
 * present (lib/edge/state/cart-persistence.ts), so a stray visit here cannot
 * empty anyone's cart. A plain link from the platform's site, so it is not
 * held to the same-origin rule.
 */
export const GET = route(checkoutCompleteContract, { event: 'checkout.complete' }, async ({ query }) => {
  const headers = new Headers({ Location: confirmationPath(query.order), 'Cache-Control': 'no-store' });
  // Read and cleared by page script, so not httpOnly; it holds no secret.
  headers.append('Set-Cookie', `${CHECKOUT_COMPLETE_KEY}=1; Path=/; Max-Age=86400; SameSite=Lax`);
  return new Response(null, { status: 303, headers });
});
