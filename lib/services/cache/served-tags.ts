import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The cache tags of the page a request was answered with, collected while
 * Next reads it from the page cache or writes it there, so the front door can
 * tell a CDN which webhook tags purge the response (Next keeps them off the
 * response itself). One collection per request, through the async context the
 * front door opens around Next's handler.
 */
const served = new AsyncLocalStorage<Set<string>>();

/** Runs `run` collecting into `tags` the tags of the page it serves. */
export function collectServedTags<T>(tags: Set<string>, run: () => T): T {
  return served.run(tags, run);
}

/** Called by the page cache with a served or stored page's `x-next-cache-tags`. */
export function noteServedTags(header: unknown): void {
  const tags = served.getStore();
  if (!tags || typeof header !== 'string') return;
  for (const tag of header.split(',')) if (tag) tags.add(tag);
}
