import 'server-only';
import { cachedRead, isUnavailable, orFallback, type ReadSpec, type Unavailable } from '@/lib/services/cache/read';
import { productTag } from '@/lib/services/cache/tags';
import type { Product, VariantStock } from '@/lib/domain/catalog/types';
import { representativeVariant } from '@/lib/domain/catalog/variant';
import type { Cents } from '@/lib/ground/money/cents';
import { readPricedProduct } from '@/lib/domain/pricing/priced-product';
import { config } from '@/lib/ground/config';
import { readContextFor } from '@/lib/services/shopify/context';
import { readProductStock } from '@/lib/services/shopify/stock';
import type { Locale, Tenant } from '@/lib/ground/tenant/types';
import type { QuickViewProduct } from '@/components/quickview/types';

/** What the dialog shows, with the price as the store has it: the route converts it for the tenant. */
export type QuickViewRead = Omit<QuickViewProduct, 'price'> & { price: Cents | null };

/** What the dialog shows of a product: its first image, the price of the variant that stands for it (as on cards), and its stock. */
export function quickViewOf(product: Product, stock: VariantStock | null): QuickViewRead {
  const shown = representativeVariant(product.variants);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    image: product.images[0] ?? null,
    price: shown ? shown.price : null,
    stock,
  };
}

/**
 * The first variant's stock through the data cache (the product's tag drops
 * it with the product). A store that will not say (the token lacks the
 * inventory scope, or the store is down) leaves the stepper without a limit
 * rather than the shopper without a quick view: the checkout re-checks
 * availability anyway.
 */
function readStock(tenant: Tenant, locale: Locale, product: Product): Promise<VariantStock | null> {
  const spec: ReadSpec = {
    name: 'quickview.stock',
    tenantKey: tenant.key,
    tags: [productTag(product.handle)],
    context: { operation: 'ProductStock', locale, handle: product.handle },
  };
  return orFallback(spec, cachedRead(spec, readProductStock, product.id, readContextFor(tenant, locale, config())), null);
}

/**
 * The quick view product for a handle, from the priced-product read the
 * product page makes (the same cached entry, handles resolved the same way:
 * the tenant-prefixed product first, then the bare handle), with its stock.
 * Null when unknown, UNAVAILABLE when the store could not be reached
 * (logged with context by the read).
 */
export async function readQuickView(tenant: Tenant, locale: Locale, handle: string): Promise<QuickViewRead | null | Unavailable> {
  const priced = await readPricedProduct(tenant, locale, handle);
  if (priced === null || isUnavailable(priced)) return priced;
  return quickViewOf(priced.product, await readStock(tenant, locale, priced.product));
}
