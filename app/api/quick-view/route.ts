import { quickViewContract } from '@/lib/edge/api/contracts/quick-view';
import { route } from '@/lib/edge/api/server';
import { isUnavailable } from '@/lib/services/cache/read';
import { decimalString } from '@/lib/ground/money/cents';
import { toDisplay } from '@/lib/ground/money/display';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { log } from '@/lib/ground/log';
import { readQuickView } from './read';

const STORE_UNREACHABLE = 'The store could not be reached. Please try again.';

/**
 * GET /api/quick-view?handle=<handle>[&locale=en|fr]: the product the quick
 * view dialog shows, for the tenant of the Host header (resolved
 * like the middleware does). 200 `{ product }`, cached a minute; 400
 * `invalid`, 404 `not_found`, 502 `upstream`, each `{ error, message }`.
 */
export const GET = route(
  quickViewContract,
  { event: 'quickview.route', cacheControl: 'private, max-age=60' },
  async ({ tenant, query: { handle, locale }, ok, fail }) => {
    try {
      const product = await readQuickView(tenant, locale ?? tenant.defaultLocale, handle);
      // Store failures are already logged with context by the cached read.
      if (isUnavailable(product)) return fail(502, 'upstream', STORE_UNREACHABLE);
      if (!product) return fail(404, 'not_found', `No product with handle "${handle}"`);
      // The dialog shows this price as it comes: it leaves here in the tenant's display currency.
      const display = await getDisplayCurrency(tenant);
      const price = product.price === null ? null : { amount: decimalString(toDisplay(product.price, display)), currencyCode: display.currency };
      return ok({ product: { ...product, price } });
    } catch (error) {
      log.error('quickview.route.failed', { handle, error });
      return fail(502, 'upstream', STORE_UNREACHABLE);
    }
  },
);
