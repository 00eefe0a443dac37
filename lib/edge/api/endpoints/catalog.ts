import { endpoint } from '../endpoint';
import type { collectionContract } from '../contracts/collection';
import type { compareContract } from '../contracts/compare';
import type { quickViewContract } from '../contracts/quick-view';
import type { searchContract } from '../contracts/search';

// The catalog pages' calls: live search, compare, quick view, the collection grid's pages.

/** The header overlay's live matches (reseller hosts). */
export const SEARCH = endpoint<typeof searchContract>('GET', '/api/search');
/** The compare table's sizes, materials and unit prices. */
export const COMPARE = endpoint<typeof compareContract>('GET', '/api/compare');
/** A product card's Quick view (catalog pages). */
export const QUICK_VIEW = endpoint<typeof quickViewContract>('GET', '/api/quick-view');
/** A collection grid's next cards, or its cards in another order (infinite scroll, sort, brand filter). */
export const COLLECTION = endpoint<typeof collectionContract>('GET', '/api/collection');
