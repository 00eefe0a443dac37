import type { SearchSort } from './query';

/**
 * The /search page's address for a query: `q` always, `sort` and `page`
 * only when not the default, so the plain form submission and a link to
 * the same results are one URL. No zod or contract here: the header's
 * live-matches island links with it.
 */
export function searchPath(query: string, { sort, page }: { sort?: SearchSort; page?: number } = {}): string {
  const params = new URLSearchParams({ q: query });
  if (sort && sort !== 'relevance') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
