import { checkRateLimit } from '@/lib/security/rate-limit';
import { createCheckout } from '@/lib/checkout/create-checkout';
import { CheckoutRequest } from '@/lib/checkout/request';
import { config } from '@/lib/config';
import { readBoundedText } from '@/lib/http/body';
import { isCrossOrigin } from '@/lib/security/origin';
import { readSession } from '@/lib/session/server';
import { resolveTenant } from '@/lib/tenant';

/** Artwork state (customer_canvas_state) can be large; anything beyond this is not a cart. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * POST /api/checkout: checks and re-prices the cart on the server, creates
 * the platform cart and answers with the checkout URL (see
 * lib/checkout/create-checkout.ts): 200 `{ checkoutUrl }`; 409 `{ error:
 * 'unavailable', lineItemIds }` for gone variants; 400 `{ error: 'invalid',
 * message, lineItemIds }` for lines the store does not sell as sent
 * (lib/checkout/line-check.ts); 502 with the spec's checkout error for
 * anything else, a pricing file that cannot be used included.
 */
export async function POST(request: Request) {
  const host = request.headers.get('host');
  // Only our own pages may start a checkout with the shopper's cart.
  if (isCrossOrigin(request)) return json(403, { error: 'forbidden', message: 'Cross-site checkout requests are not allowed.' });

  const read = await readBoundedText(request, MAX_BODY_BYTES);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? json(413, { error: 'invalid', message: 'The cart is too large.' })
      : json(400, { error: 'invalid', message: 'The body could not be read.' });
  }
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return json(400, { error: 'invalid', message: 'The body must be JSON.' });
  }
  const parsed = CheckoutRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return json(400, { error: 'invalid', message: `${where}${issue?.message ?? 'invalid cart'}` });
  }

  // Counted once the cart is well-formed: only those reach the platform.
  const limit = await checkRateLimit(request, 'checkout');
  if (limit.refused) return limit.refused;

  const tenant = resolveTenant(host, config());
  const outcome = await createCheckout(tenant, parsed.data, readSession(request)?.token);
  switch (outcome.kind) {
    case 'ok':
      return json(200, { checkoutUrl: outcome.checkoutUrl });
    case 'unavailable':
      return json(409, {
        error: 'unavailable',
        message: 'Some products in your cart are no longer available, please remove them from your cart before proceeding to checkout.',
        lineItemIds: outcome.lineItemIds,
      });
    case 'invalid':
      // The cart flags these lines (lib/cart/checkout-request.ts): they cannot be bought as they are.
      return json(400, { error: 'invalid', message: outcome.message, lineItemIds: outcome.lineItemIds });
    default:
      return json(502, { error: 'checkout', message: 'There was an error processing checkout. Please try again.' });
  }
}
