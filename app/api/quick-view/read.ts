import 'server-only';
import { cachedRead, type ReadSpec } from '@/lib/cache/read';
import { productTag } from '@/lib/cache/tags';
import { candidateHandles } from '@/lib/catalog/handles';
import { config } from '@/lib/config';
import { knownHandlePrefixes } from '@/lib/tenant/resolve';
import { representativeVariant } from '@/lib/catalog/variant';
import type { InContext } from '@/lib/shopify/client';
import { inContextFor } from '@/lib/shopify/context';
import type { Cents } from '@/lib/money/cents';
import { mapImage, mapPrice, nodesOf } from '@/lib/shopify/map';
import { readQuickViewProduct } from '@/lib/shopify/quick-view';
import type { Maybe, QuickViewReply } from '@/lib/shopify/types';
import type { Locale, Tenant } from '@/lib/tenant/types';
import type { QuickViewProduct } from '@/components/quickview/types';

/** What the dialog shows, with the price as the store has it: the route converts it for the tenant. */
export type QuickViewRead = Omit<QuickViewProduct, 'price'> & { price: Cents | null };

/** The reply → what the dialog shows; null for a product without id or handle (not found). */
export function mapQuickView(p: Maybe<QuickViewReply>): QuickViewRead | null {
  if (!p?.id || !p.handle) return null;
  const variants = nodesOf(p.variants).filter((v) => typeof v.id === 'string' && v.id !== '');
  const shown = representativeVariant(variants.map((v) => ({ ...v, availableForSale: v.availableForSale === true })));
  const first = variants[0];
  const quantity = first?.quantityAvailable;
  return {
    id: p.id,
    handle: p.handle,
    title: typeof p.title === 'string' ? p.title : '',
    productType: typeof p.productType === 'string' ? p.productType : '',
    image: mapImage(p.featuredImage),
    price: shown ? mapPrice(shown.price) : null,
    stock: first
      ? {
          availableForSale: first.availableForSale === true,
          quantityAvailable: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : null,
          currentlyNotInStock: first.currentlyNotInStock === true,
        }
      : null,
  };
}

async function fetchQuickView(handles: string[], context: InContext): Promise<QuickViewRead | null> {
  return mapQuickView(await readQuickViewProduct(handles, context));
}

/**
 * The quick view product for a handle, through the data cache like the other
 * catalog reads (tenant and product tags, so a product change drops it): the
 * tenant-prefixed product first, then the bare handle. Null when unknown;
 * throws (logged with context) when the store could not be reached.
 */
export function readQuickView(tenant: Tenant, locale: Locale, handle: string): Promise<QuickViewRead | null> {
  const handles = candidateHandles(tenant, handle, knownHandlePrefixes(config()));
  const spec: ReadSpec = {
    name: 'quickview.product',
    tenantKey: tenant.key,
    tags: handles.map(productTag),
    context: { operation: 'QuickViewProduct', locale, handle },
  };
  return cachedRead(spec, fetchQuickView, handles, inContextFor(tenant, locale));
}
