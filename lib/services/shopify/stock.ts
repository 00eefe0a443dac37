import 'server-only';
import type { VariantStock } from '../../domain/catalog/types';
import { storefrontQuery, type InContext } from './client';
import { PRODUCT_STOCK } from './documents';

/**
 * The stock of a product's first variant (ProductStock), null when the
 * product has no variant. Throws like every Storefront read, also when the
 * token lacks the inventory scope (the platform refuses the query).
 */
export async function readProductStock(productId: string, context: InContext): Promise<VariantStock | null> {
  const data = await storefrontQuery(PRODUCT_STOCK, { variables: { id: productId }, context });
  const first = data.product?.variants.nodes[0];
  if (!first) return null;
  const quantity = first.quantityAvailable;
  return {
    availableForSale: first.availableForSale === true,
    quantityAvailable: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : null,
    currentlyNotInStock: first.currentlyNotInStock === true,
  };
}
