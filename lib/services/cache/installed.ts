import type { PageCache } from './page-cache';

/**
 * Where the server puts the page cache it installed at start: one global
 * slot, so the handler Next loads, the front door and the routes Next runs
 * (three bundles in one process) reach the same cache.
 */
export const PAGE_CACHE_SLOT = Symbol.for('printshop.page-cache');

/** The page cache this process installed, if any (none during the build's prerendering). */
export function installedPageCache(): PageCache | undefined {
  return (globalThis as { [PAGE_CACHE_SLOT]?: PageCache })[PAGE_CACHE_SLOT];
}
