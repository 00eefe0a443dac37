// @ts-check
/**
 * Next's page and data cache (next.config.ts `cacheHandler`): Next's own
 * file-system cache, except that answers which are not pages are never
 * stored. Not-found pages, redirects (an unknown product goes to /pages/404)
 * and errors would otherwise fill memory and disk with one entry per made-up
 * URL; they are cheap to render again. Nor is a page rendered while the store
 * could not be reached. Plain CommonJS: Next loads it at run
 * time, outside the bundle. A shared store for several servers would extend
 * this same class.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads this file as CommonJS at run time
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** The store-unavailable fallback's meta tag (UNAVAILABLE_PAGE_META in lib/services/cache/unavailable-page.ts). */
const UNAVAILABLE_MARK = 'name="store-unavailable"';

/** @param {any} data a cache value as Next hands it to `set` */
function isKeptOut(data) {
  if (!data || !PAGE_KINDS.has(data.kind)) return false;
  if ((data.status ?? 200) >= 300) return true;
  // A page rendered while the store was down: a later visitor must get a fresh render (or the good page still stored).
  return data.html != null && String(data.html).includes(UNAVAILABLE_MARK);
}

class StorefrontPageCache extends FileSystemCache {
  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (isKeptOut(data)) return;
    return super.set(key, data, ctx);
  }
}

module.exports = StorefrontPageCache;
module.exports.isKeptOut = isKeptOut;
module.exports.UNAVAILABLE_MARK = UNAVAILABLE_MARK;
