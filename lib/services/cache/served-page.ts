import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the page cache knows of the page a request was answered with: its
 * cache tags (Next keeps them off the response itself) and when it was
 * rendered and for how long, collected while Next reads it from the page
 * cache or writes it there. The front door uses the tags to tell a CDN which
 * webhook tags purge the response, and the whole record to keep the finished
 * response for as long as the page itself is current. One record per
 * request, through the async context the front door opens around Next's
 * handler.
 */
export interface ServedPage {
  tags: Set<string>;
  /** When the page entry was written (ms since the epoch), once a page entry was read or written. */
  writtenAt?: number;
  /** Seconds after `writtenAt` the page is rendered again; false: only a tag expires it. */
  revalidate?: number | false;
}

const served = new AsyncLocalStorage<ServedPage>();

export function servedPage(): ServedPage {
  return { tags: new Set() };
}

/** Runs `run` collecting into `page` what the page cache serves or stores for it. */
export function collectServedPage<T>(page: ServedPage, run: () => T): T {
  return served.run(page, run);
}

/** Called by the page cache with a served or stored page entry's `x-next-cache-tags` and lifetime. */
export function noteServedPage(header: unknown, entry: { writtenAt: number; revalidate?: number | false; softTags?: readonly string[] }): void {
  const page = served.getStore();
  if (!page || typeof header !== 'string') return;
  for (const tag of header.split(',')) if (tag) page.tags.add(tag);
  for (const tag of entry.softTags ?? []) page.tags.add(tag);
  page.writtenAt = entry.writtenAt;
  page.revalidate = entry.revalidate;
}
