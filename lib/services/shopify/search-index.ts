import 'server-only';
import { config } from '../../ground/config';
import { storefrontQuery } from './client';
import { readContextFor } from './context';
import { SEARCH_INDEX_COLLECTIONS, SEARCH_INDEX_PRODUCTS } from './documents';
import type { SearchIndexCollectionsQuery, SearchIndexProductsQuery } from './generated/storefront.generated';
import type { Locale } from '../../ground/tenant/types';

/** 250 a page: 400 pages is 100,000 products, far past any catalog of ours; a cursor that never ends stops there. */
const MAX_PAGES = 400;

export type IndexedProductNode = SearchIndexProductsQuery['products']['nodes'][number];

/**
 * Every product of the store for the search index (scripts/search-index.ts),
 * read page by page in the store's own market, so prices are store amounts,
 * and in `language` (the index holds English and French text). `onPage`
 * hears each page's count. Throws like every Storefront read: an index must
 * not be replaced by half a catalog.
 */
export async function readSearchIndexProducts(language: Locale, onPage: (count: number) => void = () => {}): Promise<IndexedProductNode[]> {
  const context = readContextFor(null, language, config());
  const out: IndexedProductNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: SearchIndexProductsQuery = await storefrontQuery(SEARCH_INDEX_PRODUCTS, { variables: { after }, context });
    out.push(...data.products.nodes);
    onPage(data.products.nodes.length);
    const info = data.products.pageInfo;
    if (!info.hasNextPage || !info.endCursor) break;
    after = info.endCursor;
  }
  return out;
}

/**
 * The handles of the collections listing each product (by product GID), read
 * in the store's own market as every host reads its collections. Throws like
 * every Storefront read: records must not lose a reseller to a failed page.
 */
export async function readSearchIndexCollections(): Promise<Map<string, string[]>> {
  const context = readContextFor(null, 'en', config());
  const out = new Map<string, string[]>();
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: SearchIndexCollectionsQuery = await storefrontQuery(SEARCH_INDEX_COLLECTIONS, { variables: { after }, context });
    for (const collection of data.collections.nodes) {
      for (const product of collection.products.nodes) out.set(product.id, [...(out.get(product.id) ?? []), collection.handle]);
    }
    const info = data.collections.pageInfo;
    if (!info.hasNextPage || !info.endCursor) break;
    after = info.endCursor;
  }
  return out;
}
