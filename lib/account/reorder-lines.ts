import 'server-only';
import { isUnavailable } from '../cache/read';
import type { CartLine } from '../cart/types';
import { splitDescription } from '../catalog/description';
import type { Product } from '../catalog/types';
import { config } from '../config';
import { buildConfiguratorProps, variantPrice } from '../configurator/props';
import { getPricing } from '../pricing/fetch';
import { getOptionalExtras, getProduct } from '../shopify/catalog';
import type { Locale, Tenant } from '../tenant/types';
import { reorderLine } from './reorder';
import type { OrderDetail } from './types';

/** The catalog could not be read: the reorder fails as a whole (502) rather than dropping lines it cannot check. */
export class ReorderCatalogUnavailable extends Error {
  constructor(readonly handle: string) {
    super(`reorder: the product ${handle} could not be loaded`);
    this.name = 'ReorderCatalogUnavailable';
  }
}

/**
 * The order's lines as cart lines for this tenant, loaded the way the product
 * page loads them (product, pricing file and Optional Extras through the
 * data cache). Lines whose product or variant is gone are left out.
 */
export async function reorderLines(order: OrderDetail, tenant: Tenant, locale: Locale): Promise<CartLine[]> {
  const handles = [...new Set(order.lineItems.map((li) => li.variant?.product.handle).filter((h): h is string => Boolean(h)))];
  const [optionalExtras, products] = await Promise.all([
    getOptionalExtras(tenant.key, locale),
    Promise.all(
      handles.map(async (handle) => {
        const product = await getProduct(tenant.key, locale, handle);
        if (isUnavailable(product)) throw new ReorderCatalogUnavailable(handle);
        return [handle, product] as const;
      }),
    ),
  ]);
  const cfg = config();
  const propsByHandle = new Map(
    await Promise.all(
      products
        .filter((entry): entry is readonly [string, Product] => entry[1] !== null)
        .map(async ([handle, product]) => {
          const pricing = await getPricing(tenant.key, {
            tags: product.tags,
            variants: product.variants.map((v) => ({ sku: v.sku, price: variantPrice(v.price.amount) })),
          });
          const { specs } = splitDescription(product.descriptionHtml);
          return [handle, buildConfiguratorProps({ product, specs, pricing, optionalExtras, tenant, locale, cfg })] as const;
        }),
    ),
  );
  return order.lineItems.flatMap((item) => {
    const props = item.variant ? propsByHandle.get(item.variant.product.handle) : undefined;
    const line = props ? reorderLine(item, props) : null;
    return line ? [line] : [];
  });
}
