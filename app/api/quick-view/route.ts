import { z } from 'zod';
import { config } from '@/lib/config';
import { displayCurrencyOf, moneyInDisplayCurrency } from '@/lib/pricing/display';
import { log } from '@/lib/log';
import { StorefrontError } from '@/lib/shopify/errors';
import { resolveTenant } from '@/lib/tenant/resolve';
import { LOCALES } from '@/lib/tenant/types';
import { readQuickView } from './read';

/** A platform product handle: letters (any script), digits, '-' and '_'. */
const HANDLE = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

const Query = z.object({
  handle: z
    .string({ error: 'handle is required' })
    .trim()
    .min(1, 'handle is required')
    .max(255, 'handle must be at most 255 characters')
    .regex(HANDLE, "handle may only contain letters, digits, '-' and '_'"),
  locale: z.enum(LOCALES, { error: `locale must be one of: ${LOCALES.join(', ')}` }).optional(),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

function problem(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status, headers: NO_STORE });
}

/**
 * GET /api/quick-view?handle=<handle>[&locale=en|fr]: the product the quick
 * view dialog shows (spec §2), for the tenant of the Host header (resolved
 * like the middleware does). 200 `{ product }`; 400 bad input, 404 unknown
 * product, 502 store failure, each `{ error, message }`; never a 500.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = Query.safeParse({ handle: params.get('handle') ?? undefined, locale: params.get('locale') ?? undefined });
  if (!parsed.success) {
    return problem(400, 'Invalid query', parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const { handle } = parsed.data;
  try {
    const cfg = config();
    const tenant = resolveTenant(request.headers.get('host'), cfg);
    const locale = parsed.data.locale ?? tenant.defaultLocale;
    const product = await readQuickView(tenant, locale, handle);
    if (!product) return problem(404, 'Not found', `No product with handle "${handle}"`);
    const price = product.price ? moneyInDisplayCurrency(product.price, displayCurrencyOf(tenant, cfg)) : null;
    return Response.json({ product: { ...product, price } }, { headers: { 'Cache-Control': 'public, max-age=60' } });
  } catch (error) {
    // Store failures are already logged with context by the cached read.
    if (!(error instanceof StorefrontError)) log.error('quickview.route.failed', { handle, error });
    return problem(502, 'Store unavailable', 'The store could not be reached. Please try again.');
  }
}
