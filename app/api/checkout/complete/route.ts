import { z } from 'zod';

/**
 * The platform's "return to store" link after an order (spec §4): sets the
 * checkout-complete marker and sends the shopper home. The cart is emptied
 * on the next page start only when the checkout-started marker is also
 * present (lib/state/checkout-markers.ts), so a stray visit here cannot empty
 * anyone's cart.
 */
const CHECKOUT_COMPLETE_COOKIE = 'checkout_complete';

const Query = z.object({ order: z.string().max(64).regex(/^[#\w-]*$/, 'not an order name').optional() });

export function GET(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = Query.safeParse(params);
  if (!parsed.success) return Response.json({ error: 'invalid', message: 'order must be an order name such as #1001' }, { status: 400 });
  const headers = new Headers({ Location: '/', 'Cache-Control': 'no-store' });
  // Read and cleared by page script, so not httpOnly; it holds no secret.
  headers.append('Set-Cookie', `${CHECKOUT_COMPLETE_COOKIE}=1; Path=/; Max-Age=86400; SameSite=Lax`);
  return new Response(null, { status: 303, headers });
}
