import { cookieFromHeader } from '../../ground/http/session-cookie';
import { isAccountPath } from '../session/guard';
import { CACHE_BYPASS_COOKIES } from './cache-bypass';

/**
 * What a shared cache (a CDN, nginx's proxy_cache) may do with a response,
 * decided once its headers are known. The rule: a response is public only
 * when it depends on nothing but the host and the URL.
 *
 * - A page answered to a request carrying a cookie that changes the page
 *   (the language chosen by cookie, a punchout session), a page of the
 *   account area (its answer depends on the session cookie), a page that
 *   sets a cookie, and any redirect: `private, no-store`.
 * - Every API answer is one visitor's: `private`, keeping only how long the
 *   visitor's own browser may reuse it.
 * - A public page keeps its lifetime for caches that purge on the platform's
 *   webhook (`Surrogate-Control`, `CDN-Cache-Control`, with its cache tags in
 *   `Cache-Tag` and `Surrogate-Key`), and tells every other shared cache to
 *   keep it at most SHARED_CACHE_SECONDS, since nothing purges those.
 */

/** Longest a shared cache that is not purged by the webhook may serve a page after it changed. */
export const SHARED_CACHE_SECONDS = 60;

export const PRIVATE_NO_STORE = 'private, no-store';

export interface CacheFacts {
  kind: 'page' | 'api' | 'static';
  pathname: string;
  status: number;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** The Cache-Control the app set, if any. */
  cacheControl: string | undefined;
  setsCookie: boolean;
  /** The cache tags of the page served (lib/services/cache/tags.ts), when it came from or went into the page cache. */
  tags: readonly string[];
}

/** Headers to set; a null value removes the header. */
export type CacheHeaders = Record<string, string | null>;

const NO_TAGS: CacheHeaders = { 'Cache-Tag': null, 'Surrogate-Key': null, 'Surrogate-Control': null, 'CDN-Cache-Control': null };

/**
 * Whether the answer to a request for this page may depend on the visitor: it
 * carries a cookie that chooses the page, or the page is behind the sign-in.
 * Such a request is neither answered from a shared cache nor its answer kept.
 */
export function visitorChoosesPage(pathname: string, cookie: string | undefined): boolean {
  if (isAccountPath(pathname)) return true;
  return CACHE_BYPASS_COOKIES.some((name) => cookieFromHeader(cookie, name) !== null);
}

/** The page depends on more than its URL: a cookie chose it, it is behind the sign-in, or it sets a cookie. */
function dependsOnVisitor(facts: CacheFacts): boolean {
  return facts.setsCookie || visitorChoosesPage(facts.pathname, facts.cookie);
}

const directive = (cacheControl: string, name: string) => new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(cacheControl)?.[1];

export function sharedCacheHeaders(facts: CacheFacts): CacheHeaders {
  if (facts.kind === 'static') return {};
  const given = facts.cacheControl ?? '';
  if (facts.kind === 'api') {
    if (!given || /no-store/i.test(given)) return { ...NO_TAGS, 'Cache-Control': PRIVATE_NO_STORE };
    const browser = directive(given, 'max-age');
    return { ...NO_TAGS, 'Cache-Control': browser ? `private, max-age=${browser}` : PRIVATE_NO_STORE };
  }
  if (facts.status >= 300 && facts.status < 400 && facts.status !== 304) return { ...NO_TAGS, 'Cache-Control': PRIVATE_NO_STORE };
  const sharedSeconds = directive(given, 's-maxage') ?? (/public/i.test(given) ? directive(given, 'max-age') : undefined);
  // A 304 carries the headers a cache refreshes its stored 200 with: it must say what the 200 said.
  const isPublic = sharedSeconds !== undefined && !/private|no-store/i.test(given) && (facts.status === 200 || facts.status === 304);
  if (!isPublic) return /private|no-store/i.test(given) ? NO_TAGS : { ...NO_TAGS, 'Cache-Control': PRIVATE_NO_STORE };
  if (dependsOnVisitor(facts)) return { ...NO_TAGS, 'Cache-Control': PRIVATE_NO_STORE };

  // Without s-maxage the app's max-age was meant for browsers too (robots.txt, the sitemap): they keep it.
  const browserSeconds = directive(given, 's-maxage') === undefined ? sharedSeconds : '0';
  const stale = directive(given, 'stale-while-revalidate');
  const shared = Math.min(Number(sharedSeconds), SHARED_CACHE_SECONDS);
  const keep = `max-age=${sharedSeconds}${stale ? `, stale-while-revalidate=${stale}` : ''}`;
  const tags = facts.tags.filter((tag) => !tag.startsWith('_N_T_'));
  return {
    'Cache-Control': `public, max-age=${browserSeconds}, s-maxage=${shared}${stale ? `, stale-while-revalidate=${stale}` : ''}`,
    'Surrogate-Control': keep,
    'CDN-Cache-Control': keep,
    'Cache-Tag': tags.length ? tags.join(',') : null,
    'Surrogate-Key': tags.length ? tags.join(' ') : null,
  };
}
