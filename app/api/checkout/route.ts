import { checkoutContract } from '@/lib/edge/api/contracts/checkout';
import { route } from '@/lib/edge/api/server';
import { clientIp } from '@/lib/ground/client-ip';
import { createCheckout } from '@/lib/domain/checkout/create-checkout';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { platformSession } from '@/lib/edge/session/server';

/** Artwork state (customer_canvas_state) can be large; anything beyond this is not a cart. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** cartCreate INVALID and the variant gone. */
const UNAVAILABLE = 'Some products in your cart are no longer available, please remove them from your cart before proceeding to checkout.';
/** Any other checkout error. */
const CHECKOUT_ERROR = 'There was an error processing checkout. Please try again.';
/** Lines the platform would not take as priced; the cart page words each line's fix in the shopper's language. */
const ADJUST = 'Some items in your cart cannot be ordered as they are: change the marked lines and try again.';
/** The platform's cart or total is not what the cart priced: its checkout could not take the payment. */
const MISMATCH = 'The checkout total did not match the prices in your cart, so checkout was not started. Please try again.';

/**
 * POST /api/checkout (lib/edge/api/contracts/checkout.ts): checks and re-prices
 * the cart on the server, creates the platform cart and answers with the
 * checkout URL (lib/domain/checkout/create-checkout.ts). Only our own pages may
 * start a checkout with the shopper's cart.
 */
export const POST = route(checkoutContract, { event: 'checkout.route', maxBytes: MAX_BODY_BYTES }, async ({ request, tenant, body, ok, fail }) => {
  // Counted once the cart is well-formed: only those reach the platform.
  const limit = await checkRateLimit(request, 'checkout');
  if (limit.refused) return limit.refused;

  const outcome = await createCheckout(tenant, body, (await platformSession(request))?.token, clientIp(request));
  switch (outcome.kind) {
    case 'ok':
      return ok({ checkoutUrl: outcome.checkoutUrl });
    case 'unavailable':
      return fail(409, 'unavailable', UNAVAILABLE, { lineItemIds: outcome.lineItemIds });
    case 'invalid':
      // The cart flags these lines: they cannot be bought as they are.
      return fail(400, 'invalid', outcome.message, { lineItemIds: outcome.lineItemIds });
    case 'adjust':
      return fail(409, 'adjust', ADJUST, { lineItemIds: outcome.issues.map((i) => i.lineItemId), lineIssues: outcome.issues });
    case 'mismatch':
      // Never a checkout URL whose page cannot verify the prices: nothing could be paid there.
      return fail(409, 'total_mismatch', MISMATCH);
    default:
      return fail(502, 'checkout', CHECKOUT_ERROR);
  }
});
