import { productPath } from '@/lib/domain/catalog/links';
import type { ProductCard } from '@/lib/domain/catalog/types';
import type { Tenant } from '@/lib/ground/tenant/types';

/** Product page paths for client islands, keyed by card id (computed on the server). */
export function productHrefs(tenant: Pick<Tenant, 'handlePrefix'>, cards: readonly Pick<ProductCard, 'id' | 'handle'>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const card of cards) out[card.id] = productPath(tenant, card.handle);
  return out;
}
