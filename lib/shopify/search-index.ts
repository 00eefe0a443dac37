import 'server-only';
import { config } from '../config';
import { storefrontQuery } from './client';
import { readContextFor } from './context';
import { SEARCH_INDEX_PRODUCTS } from './documents';
import type { SearchIndexProductsQuery } from './generated/storefront.generated';
import type { Locale } from '../tenant/types';

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
