import type { AppConfig } from '../config';

/**
 * The cacheLife used by every catalog and snippet read: browsers may reuse a
 * page for 5 minutes, the server refreshes in the background after
 * CATALOG_CACHE_SECONDS, and an entry nobody asked for in a day is dropped.
 * Next rejects expire < revalidate, so expire grows with a long setting.
 */
export function catalogCacheLife(cfg: Pick<AppConfig, 'CATALOG_CACHE_SECONDS'>) {
  const revalidate = cfg.CATALOG_CACHE_SECONDS;
  return { stale: Math.min(300, revalidate), revalidate, expire: Math.max(86_400, revalidate) };
}
