import type { Tenant } from '../../ground/tenant';
import { isForeignHandle } from './handles';
import { isOptionalExtraProduct } from './optional-extra';

interface Listed {
  handle: string;
  productType?: string | null;
  tags?: readonly string[];
}

/**
 * Whether a tenant lists and sells a product: not an Optional Extra (sold
 * only with a line) and not another tenant's product, whose handle carries
 * that tenant's prefix ("ca-bilingual-product-labels" belongs to the Canada
 * site alone). Every product list a page shows goes through it.
 */
export function sellsHere(tenant: Pick<Tenant, 'handlePrefix'>, product: Listed, knownPrefixes: readonly string[]): boolean {
  if (isForeignHandle(tenant, product.handle, knownPrefixes)) return false;
  return !isOptionalExtraProduct({ productType: product.productType, tags: product.tags ?? [] });
}

export function forSaleHere<T extends Listed>(tenant: Pick<Tenant, 'handlePrefix'>, products: readonly T[], knownPrefixes: readonly string[]): T[] {
  return products.filter((p) => sellsHere(tenant, p, knownPrefixes));
}

/**
 * A collection a shopper can browse: one that lists something for sale here.
 * A collection made only of Optional Extras (or of another site's products)
 * is the platform's grouping, not a page; an empty collection stays a page
 * (it shows its empty state).
 */
export function isShopperCollection(tenant: Pick<Tenant, 'handlePrefix'>, products: readonly Listed[], knownPrefixes: readonly string[]): boolean {
  return products.length === 0 || products.some((p) => sellsHere(tenant, p, knownPrefixes));
}
