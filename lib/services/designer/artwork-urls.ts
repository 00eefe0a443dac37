import type { AppConfig } from '../../ground/config';
import { designerOrigins } from './service-urls';

/**
 * Where a design's files may live: the URLs a cart line carries for its
 * artwork (`print_ready_image`, `thumbnail`) go to production and are shown
 * to the shopper and the team, so they must point at a service we run or
 * pay for, never at a host the browser chose. This module is the one list of
 * those origins (the next issue adds the Cloudinary upload host here).
 */

export type ArtworkConfig = Parameters<typeof designerOrigins>[0] & Pick<AppConfig, 'IMAGE_HOSTS' | 'PUBLIC_URL_SCHEME'>;

/** Longer than any URL the design service or the image host writes; bounds what we store and echo. */
export const MAX_ARTWORK_URL_LENGTH = 2048;

/** Origin of `scheme://host[:port]`, or null when the configured host does not parse. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The allowed origins: the design service's, as configured (browser and
 * server bases, staging too), and every image host of IMAGE_HOSTS
 * (host:port, no scheme) over https, and over http only while the site
 * itself is served over http (a local store): an https page would block an
 * http image anyway.
 */
export function artworkOrigins(cfg: ArtworkConfig): string[] {
  const schemes = cfg.PUBLIC_URL_SCHEME === 'https' ? ['https'] : ['https', 'http'];
  const imageHosts = cfg.IMAGE_HOSTS.split(/\s+/)
    .filter(Boolean)
    .flatMap((host) => schemes.map((scheme) => originOf(`${scheme}://${host}`)))
    .filter((origin): origin is string => origin !== null && origin !== 'null');
  return [...new Set([...designerOrigins(cfg), ...imageHosts])];
}

/**
 * Characters no design URL has: controls (browsers drop tabs and newlines
 * inside URLs, so a checked string could differ from the one followed),
 * spaces, and the backslash (read as "/" by browsers, which lets two parsers
 * see two hosts).
 */
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\]/;
/** Userinfo in the authority: `http://localhost:4000@evil.com` or an empty `http://@host`. */
const USERINFO = /^https?:\/\/[^/?#]*@/i;

/**
 * Whether `raw` is an absolute http(s) URL on one of `origins`
 * (artworkOrigins). Origins are compared after parsing, so
 * `http://localhost:4000.evil.com` and `http://evil.com/@localhost:4000`
 * fail; the raw text must already be the absolute URL (no `http:host`
 * shorthand the parser would complete), with no userinfo and at most
 * MAX_ARTWORK_URL_LENGTH characters.
 */
export function isArtworkUrl(raw: string, origins: readonly string[]): boolean {
  if (raw.length > MAX_ARTWORK_URL_LENGTH || UNSAFE.test(raw) || !/^https?:\/\//i.test(raw) || USERINFO.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false;
  return origins.includes(url.origin);
}
