import { collapseSpaces } from './live';

/** The longest query the search field takes: longer text is not a product search. */
export const SEARCH_QUERY_MAX = 100;

/** The search service answers up to 999 products per query. */
export const SEARCH_HITS_MAX = 999;

/** The two search sorts, as the /search page's `sort` parameter spells them. */
export const SEARCH_SORTS = ['relevance', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * What the shopper typed, as it is searched and cached: trimmed, runs of
 * spaces (tabs, newlines) as one space, at most SEARCH_QUERY_MAX characters.
 * "  roll   labels " and "roll labels" are one query. A repeated parameter
 * (`?q=a&q=b`) counts by its first value; anything else is no query ('').
 */
export function normaliseQuery(raw: unknown): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return '';
  // Array.from counts code points, so the cut never splits an emoji into half a surrogate pair.
  const collapsed = collapseSpaces(first);
  return Array.from(collapsed).slice(0, SEARCH_QUERY_MAX).join('').trim();
}

/** The `sort` parameter; anything unknown is the default, relevance. */
export function parseSort(raw: unknown): SearchSort {
  const first = Array.isArray(raw) ? raw[0] : raw;
  return (SEARCH_SORTS as readonly unknown[]).includes(first) ? (first as SearchSort) : 'relevance';
}

/**
 * Records hold each product's title and description in the store's language
 * and in French (`title_fr`, `description_fr`), so a French shopper finds
 * products by their French names too; sorting by title sorts by the title
 * the shopper reads.
 */
export function titleAttributeOf(locale: string): 'title' | 'title_fr' {
  return locale === 'fr' ? 'title_fr' : 'title';
}

/** The replica ranked by a language's title, A to Z: the main index's name with `_title_asc` (`_title_fr_asc` in French). */
export function titleReplicaOf(index: string, locale: string = 'en'): string {
  return locale === 'fr' ? `${index}_title_fr_asc` : `${index}_title_asc`;
}

/** Every title replica of the main index, one per language. */
export function titleReplicasOf(index: string): string[] {
  return [titleReplicaOf(index, 'en'), titleReplicaOf(index, 'fr')];
}

/** The index that answers a sort: relevance is the main index's own ranking, title the replica of the shopper's language. */
export function indexForSort(sort: SearchSort, index: string, locale: string = 'en'): string {
  return sort === 'title' ? titleReplicaOf(index, locale) : index;
}
