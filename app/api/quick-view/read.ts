import 'server-only';
import { isUnavailable, type Unavailable } from '@/lib/cache/read';
import type { Product } from '@/lib/catalog/types';
import { representativeVariant } from '@/lib/catalog/variant';
import type { Cents } from '@/lib/money/cents';
import { readPricedProduct } from '@/lib/pricing/priced-product';
import type { Locale, Tenant } from '@/lib/tenant/types';
import type { QuickViewProduct } from '@/components/quickview/types';

/** What the dialog shows, with the price as the store has it: the route converts it for the tenant. */
export type QuickViewRead = Omit<QuickViewProduct, 'price'> & { price: Cents | null };

/** What the dialog shows of a product: its first image, the price of the variant that stands for it (as on cards), the stock of the first variant. */
export function quickViewOf(product: Product): QuickViewRead {
  const shown = representativeVariant(product.variants);
  const first = product.variants[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    image: product.images[0] ?? null,
    price: shown ? shown.price : null,
    stock: first
      ? {
          availableForSale: first.availableForSale,
          quantityAvailable: first.quantityAvailable ?? null,
          currentlyNotInStock: first.currentlyNotInStock === true,
        }
      : null,
  };
}

/**
 * The quick view product for a handle, from the priced-product read the
 * product page makes (the same cached entry, handles resolved the same way:
 * the tenant-prefixed product first, then the bare handle). Null when
 * unknown, UNAVAILABLE when the store could not be reached (logged with
 * context by the read).
 */
export async function readQuickView(tenant: Tenant, locale: Locale, handle: string): Promise<QuickViewRead | null | Unavailable> {
  const priced = await readPricedProduct(tenant, locale, handle);
  return priced === null || isUnavailable(priced) ? priced : quickViewOf(priced.product);
}
