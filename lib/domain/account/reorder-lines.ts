import 'server-only';
import { isUnavailable } from '../../services/cache/read';
import { getDisplayCurrency } from '../../services/shopify/markets';
import type { CartLine } from '../cart/types';
import { splitDescription } from '../catalog/description';
import { config } from '../../ground/config';
import { buildConfiguratorProps } from '../configurator/props';
import { artworkOrigins } from '../../services/designer/artwork-urls';
import { readPricedProducts } from '../pricing/priced-product';
import type { Locale, Tenant } from '../../ground/tenant/types';
import type { ConfiguratorProps } from '../configurator/types';
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
 * A product's pricing file is missing, could not be read or is invalid: the
 * reorder fails as a whole (502, logged by the route) rather than pricing its
 * lines at the variant price without the quantity rules, as the checkout does.
 */
export class ReorderPricingUnavailable extends Error {
  constructor(readonly products: { handle: string; status: 'missing' | 'invalid' }[]) {
    super(`reorder: no usable pricing file for ${products.map((p) => `${p.handle} (${p.status})`).join(', ')}`);
    this.name = 'ReorderPricingUnavailable';
  }
}

export type ReorderOutcome =
  /** The lines that could be rebuilt (gone variants left out); may be empty. */
  | { kind: 'ok'; lines: CartLine[] }
  /**
   * Lines the checkout would refuse (lib/domain/checkout/line-check.ts). Order line
   * items have no id on the Storefront API: `lineItemIds` are their 1-based
   * positions in the order.
   */
  | { kind: 'invalid'; message: string; lineItemIds: string[] };

/**
 * The order's lines as cart lines for this tenant, from the product page's
 * own read (lib/domain/pricing/priced-product.ts: product, pricing file and
 * Optional Extras through the data cache). Lines whose product or variant is
 * gone are left out; a line that fails the line check refuses the reorder
 * (`invalid`); a pricing file that cannot be used throws
 * ReorderPricingUnavailable.
 */
export async function reorderLines(order: OrderDetail, tenant: Tenant, locale: Locale): Promise<ReorderOutcome> {
  const handles = [...new Set(order.lineItems.map((li) => li.variant?.product.handle).filter((h): h is string => Boolean(h)))];
  const cfg = config();
  const propsByHandle = new Map<string, ConfiguratorProps>();
  const [products, display] = await Promise.all([readPricedProducts(tenant, locale, handles), getDisplayCurrency(tenant)]);
  for (const [handle, priced] of products) {
    if (isUnavailable(priced)) throw new ReorderCatalogUnavailable(handle);
    if (!priced) continue;
    const { specs } = splitDescription(priced.product.descriptionHtml);
    propsByHandle.set(handle, buildConfiguratorProps({ priced, specs, tenant, locale, cfg, display }));
  }

  const lines: CartLine[] = [];
  const invalid: { position: string; message: string }[] = [];
  const refused = new Map<string, 'missing' | 'invalid'>();
  const origins = artworkOrigins(cfg);
  order.lineItems.forEach((item, index) => {
    const handle = item.variant?.product.handle;
    const props = handle ? propsByHandle.get(handle) : undefined;
    if (!handle || !props) return;
    const result = reorderLine(item, props, origins);
    if (result.ok) lines.push(result.line);
    else if (result.reason === 'invalid') invalid.push({ position: String(index + 1), message: `Line ${index + 1}: ${result.message}` });
    else if (result.reason === 'pricing') refused.set(handle, result.status);
  });
  if (invalid.length) return { kind: 'invalid', message: invalid[0]!.message, lineItemIds: invalid.map((i) => i.position) };
  if (refused.size) throw new ReorderPricingUnavailable([...refused].map(([handle, status]) => ({ handle, status })));
  return { kind: 'ok', lines };
}
