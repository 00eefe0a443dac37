import 'server-only';
import { storefrontQuery, type InContext } from './client';
import { QUICK_VIEW_PRODUCT } from './documents';
import type { QuickViewReply } from './types';

/**
 * The quick view's Storefront read (spec §2 "Quick view", GET /api/quick-view):
 * the product of the first handle the store knows, tried in order (the
 * tenant-prefixed handle, then the bare one); null when none is. A product
 * without id or handle counts as unknown. app/api/quick-view/read.ts caches
 * it and maps it to what the dialog shows.
 */
export async function readQuickViewProduct(handles: readonly string[], context: InContext): Promise<QuickViewReply | null> {
  for (const handle of handles) {
    const data = await storefrontQuery(QUICK_VIEW_PRODUCT, { variables: { handle }, context });
    if (data.product?.id && data.product.handle) return data.product;
  }
  return null;
}
