import 'server-only';
import type { ProductCard } from '../catalog/types';
import { cardsByHit, productGidOfHit, type SearchHit } from './hit';
import { getProductCardsByIds } from '../catalog/storefront';
import type { Tenant } from '../../ground/tenant/types';

/**
 * The catalog's cards, in `locale`, of the hits a page shows (one result
 * page, or the live matches), by hit id. A hit without one (a failed read, a
 * product gone since the index was built) keeps the index's own text.
 */
export async function catalogCardsOf(tenant: Tenant, locale: string, hits: readonly SearchHit[]): Promise<Map<string, ProductCard>> {
  const ids = hits.flatMap((hit) => productGidOfHit(hit) ?? []);
  if (!ids.length) return new Map();
  return cardsByHit(hits, await getProductCardsByIds(tenant, locale, ids));
}
