import 'server-only';
import { isUnavailable, type Unavailable } from '../../services/cache/read';
import { isOptionalExtraProduct } from '../catalog/optional-extra';
import type { OptionalExtra, Product } from '../catalog/types';
import { getOptionalExtras, getProduct } from '../catalog/storefront';
import type { Locale, Tenant } from '../../ground/tenant/types';
import { offeredExtras, type OfferedExtra } from './extras';
import { getPricing, type ProductToPrice } from './fetch';
import type { PricingState } from './state';

/**
 * A product with everything that prices it: its variants (store cents) and
 * tags, the state of its pricing file, and the extras it offers with their
 * base prices. The product page, quick view, reorder and checkout price
 * from it, so a line costs the same wherever it is priced (and punchout will
 * too).
 *
 * readPricedProduct(s) is the read by handle (or numeric id) through the data
 * cache, for pages, the quick view and reorder. The checkout reads its variants fresh by id
 * and its Optional Extra prices strictly (lib/services/shopify/cart.ts: a failure
 * refuses the sale instead of charging extras at 0), then joins here at
 * pricedProduct.
 */
export interface PricedProduct<P extends ProductToPrice = Product> {
  product: P;
  pricing: PricingState;
  extras: OfferedExtra[];
}

/**
 * A product already read, with its pricing file's state and the extras its
 * tags offer, priced by `optionalExtras` (which may still be on their way:
 * the pricing file is read meanwhile).
 */
export async function pricedProduct<P extends ProductToPrice>(
  tenant: Tenant,
  product: P,
  optionalExtras: readonly OptionalExtra[] | Promise<readonly OptionalExtra[]>,
): Promise<PricedProduct<P>> {
  const [pricing, extras] = await Promise.all([getPricing(tenant, product), optionalExtras]);
  return { product, pricing, extras: offeredExtras(product.tags, extras) };
}

/**
 * The products for these handles (a numeric id works too), priced; the
 * Optional Extras are read once for all of them. Each handle maps to its
 * priced product, null when the store has no such product, or UNAVAILABLE
 * when the store could not be reached for it.
 */
export async function readPricedProducts(
  tenant: Tenant,
  locale: Locale,
  handles: readonly string[],
): Promise<Map<string, PricedProduct | null | Unavailable>> {
  const unique = [...new Set(handles)];
  // Read alongside the products (it never fails: no extras is its fallback).
  const optionalExtras = getOptionalExtras(tenant, locale);
  const priced = await Promise.all(
    unique.map(async (handle) => {
      const product = await getProduct(tenant, locale, handle);
      if (product === null || isUnavailable(product)) return product;
      // An Optional Extra is sold only with a product: it has no page, quick view or reorder of its own.
      return isOptionalExtraProduct(product) ? null : pricedProduct(tenant, product, optionalExtras);
    }),
  );
  return new Map(unique.map((handle, i) => [handle, priced[i]!]));
}

/** One product, priced (see readPricedProducts). */
export async function readPricedProduct(tenant: Tenant, locale: Locale, handle: string): Promise<PricedProduct | null | Unavailable> {
  return (await readPricedProducts(tenant, locale, [handle])).get(handle)!;
}
