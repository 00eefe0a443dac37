import { compareContract, type CompareDetails } from '@/lib/edge/api/contracts/compare';
import { route } from '@/lib/edge/api/server';
import { isUnavailable } from '@/lib/services/cache/read';
import type { Product } from '@/lib/domain/catalog/types';
import { decimalString, thousandthsToCents } from '@/lib/ground/money/cents';
import { toDisplayUnit, type DisplayCurrency } from '@/lib/ground/money/display';
import { firstBreakPrice } from '@/lib/domain/pricing/first-break';
import { readPricedProducts, type PricedProduct } from '@/lib/domain/pricing/priced-product';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { log } from '@/lib/ground/log';

const STORE_UNREACHABLE = 'The store could not be reached. Please try again.';

/** An option's values by its name in any case ('Size', 'size'). */
const valuesOf = (product: Product, name: string): string[] =>
  product.options.find((option) => option.name.trim().toLowerCase() === name)?.values ?? [];

function detailsOf(handle: string, { product, pricing }: PricedProduct, display: DisplayCurrency): CompareDetails {
  const first = firstBreakPrice(product, pricing);
  return {
    handle,
    sizes: valuesOf(product, 'size'),
    materials: valuesOf(product, 'material'),
    // Converted once, here, as a unit price is shown everywhere: to thousandths, written with 2 decimals.
    unitPrice: first
      ? { amount: decimalString(thousandthsToCents(toDisplayUnit(first.unitPrice, display))), currencyCode: display.currency, quantity: first.quantity }
      : null,
  };
}

/**
 * GET /api/compare?handles=a,b[&locale=en|fr]: what the compare table shows
 * beyond the stored snapshot (sizes, materials, price per unit at the first
 * break), from the priced-product read the product page makes, for the
 * tenant of the Host header. 200 `{ products }`, cached a minute; 400
 * `invalid`, 502 `upstream`.
 */
export const GET = route(
  compareContract,
  { event: 'compare.route', cacheControl: 'private, max-age=60' },
  async ({ tenant, query: { handles, locale }, ok, fail }) => {
    try {
      const [priced, display] = await Promise.all([readPricedProducts(tenant, locale ?? tenant.defaultLocale, handles), getDisplayCurrency(tenant)]);
      const products: CompareDetails[] = [];
      for (const handle of new Set(handles)) {
        const found = priced.get(handle);
        // Store failures are already logged with context by the cached read.
        if (found !== undefined && isUnavailable(found)) return fail(502, 'upstream', STORE_UNREACHABLE);
        if (found) products.push(detailsOf(handle, found, display));
      }
      return ok({ products });
    } catch (error) {
      log.error('compare.route.failed', { handles, error });
      return fail(502, 'upstream', STORE_UNREACHABLE);
    }
  },
);
