import { isUnavailablePage } from './unavailable-page';

/**
 * What Next hands a cache handler, in the shapes this store relies on. Next's
 * own types live under a private `next/dist` path; these are the fields its
 * public cache-handler interface (`get`, `set`, `revalidateTag`) passes.
 */
export interface CacheValue {
  kind: string;
  html?: unknown;
  status?: number;
  headers?: Record<string, unknown>;
  tags?: string[];
  [field: string]: unknown;
}

export interface CacheEntry {
  lastModified: number;
  value: CacheValue | null;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export interface GetContext {
  kind?: string;
  tags?: string[];
  softTags?: string[];
}

export interface SetContext {
  tags?: string[];
  cacheControl?: CacheEntry['cacheControl'];
}

/** The entry kinds that are whole responses (pages, route answers), as opposed to data (FETCH). */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Answers that are not pages are never stored: not-found pages, redirects (an
 * unknown product goes to /pages/404) and errors would fill the cache with
 * one entry per made-up URL, and are cheap to render again. Nor is a page
 * rendered while the store could not be reached: a later visitor must get a
 * fresh render, or the good page still stored.
 */
export function isKeptOut(value: CacheValue | null): boolean {
  if (!value || !RESPONSE_KINDS.has(value.kind)) return false;
  if ((value.status ?? 200) >= 300) return true;
  return value.html != null && isUnavailablePage(String(value.html));
}

/** The tags an entry answers to: a response's `x-next-cache-tags`, data's own tags and those the reader passes. */
export function entryTags(value: CacheValue | null, ctx: GetContext = {}): string[] {
  const tags = new Set<string>([...(ctx.tags ?? []), ...(ctx.softTags ?? [])]);
  const header = value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of value?.tags ?? []) tags.add(tag);
  return [...tags];
}

/**
 * Whether a tag expired after the entry was written (and the expiry has come):
 * the rule Next applies to its own in-process tag manifest.
 */
export function isExpiredByTags(lastModified: number, expiries: Array<number | null>, now: number): boolean {
  return expiries.some((at) => at !== null && at > lastModified && at <= now);
}

// Entries hold Buffers (the RSC payload) and Maps (segment data): kept as tagged JSON in a shared store.
const BUFFER = '__buffer';
const MAP = '__map';

export function encodeEntry(entry: CacheEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] };
    return value;
  });
}

export function decodeEntry(text: string): CacheEntry | null {
  try {
    return JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        if (typeof record[BUFFER] === 'string') return Buffer.from(record[BUFFER], 'base64');
        if (Array.isArray(record[MAP])) return new Map(record[MAP] as Array<[unknown, unknown]>);
      }
      return value;
    }) as CacheEntry;
  } catch {
    return null;
  }
}
