import 'server-only';
import { unstable_cache } from 'next/cache';
import { config } from '../../ground/config';
import { log, type LogContext } from '../../ground/log';
import { tenantTag } from './tags';

/**
 * Cached reads of outside data (catalog, snippets) for ISR pages.
 *
 * The app renders pages with ISR (per tenant and locale, `revalidate`), so
 * data goes through Next's data cache (`unstable_cache`): keyed by the
 * reader's name, the tenant and the JSON of its arguments; tagged with
 * `tenant:<key>` plus entity tags; refreshed after CATALOG_CACHE_SECONDS
 * (stale-while-revalidate, and a failed background refresh keeps serving the
 * stale value); dropped at once by `revalidateTag`.
 *
 * Failures are never cached: a read that throws stores nothing. The page-side
 * `orFallback` turns the failure into a fallback value AND shortens the page's
 * own ISR lifetime to DEGRADED_REVALIDATE_SECONDS, so a page rendered during
 * an upstream fault (with empty grids, default content or a 404) is rendered
 * again half a minute later instead of being served for an hour.
 */

export const DEGRADED_REVALIDATE_SECONDS = 30;

export interface ReadSpec {
  /** Unique per reader: it is the fixed part of the cache key and the log event prefix. */
  name: string;
  tenantKey: string;
  /** Entity tags besides `tenant:<key>` (see ./tags.ts). */
  tags: string[];
  /** Logged with a failure: operation, handle, … */
  context: LogContext;
}

/** Errors already logged where they happened, so the page side does not log them twice. */
const reported = new WeakSet<object>();

function report(spec: ReadSpec, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  log.error(`${spec.name}.failed`, { tenantKey: spec.tenantKey, ...spec.context, error });
}

/**
 * Runs `read(...args)` through the data cache. Arguments must be plain JSON
 * values (they form the key). A failure is logged with the spec's context
 * (also when it happens in a background refresh) and rethrown.
 */
export function cachedRead<A extends unknown[], T>(spec: ReadSpec, read: (...args: A) => Promise<T>, ...args: A): Promise<T> {
  const run = unstable_cache(
    async (...a: A) => {
      try {
        return await read(...a);
      } catch (error) {
        report(spec, error);
        throw error;
      }
    },
    [spec.name, spec.tenantKey],
    { tags: [tenantTag(spec.tenantKey), ...spec.tags], revalidate: config().CATALOG_CACHE_SECONDS },
  );
  return run(...args);
}

/**
 * Lowers the ISR lifetime of the page being rendered to
 * DEGRADED_REVALIDATE_SECONDS: a data-cache entry with a shorter revalidate
 * shortens the page's revalidate, which is the documented way a read
 * influences page ISR timing. Harmless outside a render.
 */
export async function markDegraded(): Promise<void> {
  try {
    await unstable_cache(async () => true, ['degraded-render'], { revalidate: DEGRADED_REVALIDATE_SECONDS })();
  } catch {
    // Outside a Next render there is no page to shorten.
  }
}

/**
 * The fallback of a page's own entity (product, collection, content page)
 * when the store could not be reached: the page says "temporarily
 * unavailable" (not indexed, kept 30 s) instead of claiming "not found".
 */
export const UNAVAILABLE: { readonly unavailable: true } = Object.freeze({ unavailable: true });
export type Unavailable = typeof UNAVAILABLE;

export function isUnavailable(value: unknown): value is Unavailable {
  return value === UNAVAILABLE;
}

/** Page side of a read: the value, or `fallback` after a failure (logged once, page marked degraded). */
export async function orFallback<T, F = T>(spec: ReadSpec, read: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read;
  } catch (error) {
    report(spec, error);
    await markDegraded();
    return fallback;
  }
}
