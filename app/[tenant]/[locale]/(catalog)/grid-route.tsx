import { notFound, redirect } from 'next/navigation';
import type { Collection } from '@/lib/domain/catalog/types';
import { pageCount, pageHref, pageFromSearch, PAGE_PARAM } from '@/lib/domain/catalog/grid-page';

/*
 * The paged grid's route helpers, shared by the collection, category and
 * sidebar pages. Apart from ./collection-page, so a page that uses them ships
 * only the islands it renders itself.
 */

/**
 * The grid page a route's `page` segment names (the middleware moves
 * `?page=N` there: lib/domain/catalog/grid-page.ts `pagedPath`); 1 without
 * one. A segment that is no page of ours is not found.
 */
export function gridPageOf(segment: string | undefined): number {
  if (segment === undefined) return 1;
  const page = pageFromSearch(new URLSearchParams({ [PAGE_PARAM]: segment }));
  if (page === 1) notFound();
  return page;
}

/** Past the collection's last page: its first page, where every product is reachable from. */
export function redirectPastLastPage(collection: Pick<Collection, 'products'>, path: string, page: number): void {
  if (page > pageCount(collection.products.length)) redirect(path);
}

/** The crawlers' "previous" and "next" page hints; React places them in the document head. */
export function PageLinks({ path, page, pages }: { path: string; page: number; pages: number }) {
  return (
    <>
      {page > 1 ? <link rel="prev" href={pageHref(path, page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pageHref(path, page + 1)} /> : null}
    </>
  );
}
