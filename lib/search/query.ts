import { SEARCH_QUERY_MAX } from '../api/contracts/search';
import { collapseSpaces } from './live';

/** Spec accounts §7, §9: the search service answers up to 999 products per query. */
export const SEARCH_HITS_MAX = 999;

/** Spec accounts §9: the two search sorts, as the /search page's `sort` parameter spells them. */
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

/** The replica ranked by title, A to Z: the main index's name with `_title_asc`. */
export function titleReplicaOf(index: string): string {
  return `${index}_title_asc`;
}

/** The index that answers a sort: relevance is the main index's own ranking, title its replica's. */
export function indexForSort(sort: SearchSort, index: string): string {
  return sort === 'title' ? titleReplicaOf(index) : index;
}
