// @ts-check
/**
 * The cache handler Next loads (next.config.ts `cacheHandler`), through its
 * public interface. It only hands each call to the page cache the server
 * installed at start (lib/services/cache/page-cache.ts: in memory for one
 * server, on Redis for several); Next loads this file at run time, outside
 * the bundle, so it stays plain CommonJS. Without an installed cache (the
 * build's prerendering, a bare `next start`) nothing is cached.
 */
const SLOT = Symbol.for('printshop.page-cache');

/** @returns {any} */
const installed = () => /** @type {any} */ (globalThis)[SLOT];

class PageCacheHandler {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    return (await installed()?.get(key, ctx)) ?? null;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    await installed()?.set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await installed()?.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

module.exports = PageCacheHandler;
