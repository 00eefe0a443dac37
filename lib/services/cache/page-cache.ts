import { sharedRedis, type SharedRedis } from '../../ground/kv/redis';
import { log } from '../../ground/log';
import { SizedLru } from '../../ground/lru';
import { PAGE_CACHE_SLOT } from './installed';
import { noteServedPage } from './served-page';
import { decodeEntry, encodeEntry, entryTags, isExpiredByTags, isKeptOut, type CacheEntry, type CacheValue, type GetContext, type SetContext } from './page-entry';

/**
 * Next's page and data cache, behind its public cache-handler interface
 * (`./page-cache-handler.cjs` hands every call to the cache installed here).
 *
 * One server keeps it in memory, bounded by size. Several share it on Redis:
 * entries under the build's id, so two builds never read each other's pages,
 * and tag expiry times in one hash every server checks on read, so the
 * platform's webhook reaching one server refreshes the page on all of them.
 * While Redis is away pages render uncached, and when it comes back every
 * entry written before is treated as expired: a webhook may have been missed.
 */
export interface PageCache {
  get(key: string, ctx?: GetContext): Promise<CacheEntry | null>;
  set(key: string, value: CacheValue | null, ctx?: SetContext): Promise<void>;
  /** Expires every entry carrying one of `tags`, at once or after `durations.expire` seconds. */
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  /**
   * Whether a page written at `writtenAt` with these tags is still current: no
   * tag expired since. False when that cannot be known (the shared store away).
   */
  isCurrent(tags: readonly string[], writtenAt: number): Promise<boolean>;
}

/** A tag every entry carries in the shared store: expiring it expires everything. */
export const EVERYTHING_TAG = '*';

/** How long a shared entry may sit unread before Redis lets it go (its own LRU may go sooner). */
export const SHARED_ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

const list = (tags: string | string[]) => (typeof tags === 'string' ? [tags] : tags);
const expiryOf = (durations: { expire?: number } | undefined, now: number) => now + (durations?.expire ?? 0) * 1000;

export function memoryPageCache({ maxBytes = 256 * 1024 * 1024, now = Date.now } = {}): PageCache {
  const entries = new SizedLru<string, CacheEntry>(maxBytes);
  const tagExpiry = new Map<string, number>();
  return {
    async get(key, ctx) {
      const entry = entries.get(key);
      if (!entry) return null;
      const tags = entryTags(entry.value, ctx);
      if (isExpiredByTags(entry.lastModified, tags.map((t) => tagExpiry.get(t) ?? null), now())) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    async set(key, value, ctx) {
      entries.delete(key);
      if (isKeptOut(value)) return;
      const entry: CacheEntry = { lastModified: now(), value, cacheControl: ctx?.cacheControl };
      entries.set(key, entry, Buffer.byteLength(encodeEntry(entry)));
    },
    async revalidateTag(tags, durations) {
      const at = expiryOf(durations, now());
      for (const tag of list(tags)) tagExpiry.set(tag, at);
    },
    async isCurrent(tags, writtenAt) {
      return !isExpiredByTags(writtenAt, tags.map((t) => tagExpiry.get(t) ?? null), now());
    },
  };
}

const TAGS_KEY = 'page-tags';

export function redisPageCache(redis: SharedRedis, { buildId, now = Date.now }: { buildId: string; now?: () => number }): PageCache {
  const entryKey = (key: string) => `page:${buildId}:${key}`;
  redis.onRecovery(() => {
    redis.run((c) => c.hSet(TAGS_KEY, EVERYTHING_TAG, String(now()))).catch(() => undefined);
  });
  const current = async (tags: readonly string[], writtenAt: number) => {
    const expiries = await redis.run((c) => c.hmGet(TAGS_KEY, [...tags, EVERYTHING_TAG]));
    const times = expiries.map((v) => (v === null || v === undefined ? null : Number(v)));
    return !isExpiredByTags(writtenAt, times, now());
  };
  return {
    async get(key, ctx) {
      try {
        const text = await redis.run((c) => c.get(entryKey(key)));
        const entry = text === null ? null : decodeEntry(text);
        if (!entry) return null;
        return (await current(entryTags(entry.value, ctx), entry.lastModified)) ? entry : null;
      } catch {
        return null; // rendered afresh; the outage itself is logged once by the connection
      }
    },
    async isCurrent(tags, writtenAt) {
      try {
        return await current(tags, writtenAt);
      } catch {
        return false;
      }
    },
    async set(key, value, ctx) {
      if (isKeptOut(value)) return;
      const entry: CacheEntry = { lastModified: now(), value, cacheControl: ctx?.cacheControl };
      await redis.run((c) => c.set(entryKey(key), encodeEntry(entry), { EX: SHARED_ENTRY_TTL_SECONDS })).catch(() => undefined);
    },
    async revalidateTag(tags, durations) {
      const at = String(expiryOf(durations, now()));
      const fields = Object.fromEntries(list(tags).map((tag) => [tag, at]));
      if (Object.keys(fields).length === 0) return;
      try {
        await redis.run((c) => c.hSet(TAGS_KEY, fields));
      } catch (error) {
        // Pages render uncached while Redis is away, and everything cached before counts as expired once it is back.
        log.warn('page_cache.revalidate_unshared', { tags: list(tags), error });
      }
    },
  };
}

/**
 * Makes `cache` the one the handler Next loads uses, for this process, noting
 * the tags and lifetime of every page it serves or stores for the response.
 */
export function installPageCache(cache: PageCache): void {
  const tagsOf = (value: CacheValue | null | undefined) => value?.headers?.['x-next-cache-tags'];
  (globalThis as { [PAGE_CACHE_SLOT]?: PageCache })[PAGE_CACHE_SLOT] = {
    async get(key, ctx) {
      const entry = await cache.get(key, ctx);
      if (entry) noteServedPage(tagsOf(entry.value), { writtenAt: entry.lastModified, revalidate: entry.cacheControl?.revalidate, softTags: ctx?.softTags });
      return entry;
    },
    async set(key, value, ctx) {
      // Taken before the write, so the page counts as written no later than the store says.
      const writtenAt = Date.now();
      if (!isKeptOut(value)) noteServedPage(tagsOf(value), { writtenAt, revalidate: ctx?.cacheControl?.revalidate });
      await cache.set(key, value, ctx);
    },
    revalidateTag: (tags, durations) => cache.revalidateTag(tags, durations),
    isCurrent: (tags, writtenAt) => cache.isCurrent(tags, writtenAt),
  };
}

/** At server start: the shared cache on Redis when REDIS_URL is set (entries under `buildId`), else this process's memory. */
export function startPageCache(buildId: string): PageCache {
  const redis = sharedRedis();
  const cache = redis ? redisPageCache(redis, { buildId }) : memoryPageCache();
  installPageCache(cache);
  return cache;
}
