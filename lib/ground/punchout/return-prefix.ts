/**
 * The exact places a procurement buyer's cart may go: each configured return
 * URL is a prefix (scheme, host, port and path), and a URL is allowed only
 * when it sits under one of them after the WHATWG parser has normalised it
 * (case, dot segments, default ports, IPv4 spellings), the form browsers and
 * Node request. A path that still carries an encoded slash, backslash or dot
 * after parsing is refused outright: a server behind the prefix may decode
 * it into a segment the prefix never covered. Free of Node APIs, so the
 * configuration checks prefixes where it is loaded.
 */

export const MAX_RETURN_URL_LENGTH = 2048;

export interface ReturnPrefix {
  protocol: 'https:' | 'http:';
  /** As the URL parser writes it (lower case, IPv6 in brackets). */
  hostname: string;
  /** '' for the scheme's default port. */
  port: string;
  /** Starts with '/'; the allowed URLs' paths start with it at a segment boundary. */
  path: string;
  /** As configured, for messages. */
  text: string;
}

export type ReturnUrlRefusal = 'empty' | 'too-long' | 'not-a-url' | 'scheme' | 'userinfo' | 'encoded-path' | 'prefix';

export type ReturnUrlCheck = { ok: true; url: URL } | { ok: false; reason: ReturnUrlRefusal };

/** Loopback by address or by the name reserved for it: the only hosts plain http may reach. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Percent-encoded `/`, `\` or `.`, or a raw backslash: what a later decoding could turn into another path. */
const AMBIGUOUS_PATH = /%2f|%5c|%2e|\\/i;

/** A configured prefix, or the reason it is not one. */
export function parseReturnPrefix(text: string): ReturnPrefix | string {
  if (!URL.canParse(text)) return `"${text}" is not a URL`;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${text}" must be an https URL`;
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return `"${text}" may use http only for a loopback host; use https`;
  if (url.username || url.password) return `"${text}" must not carry a user name or password`;
  if (url.search || url.hash) return `"${text}" must not carry a query or fragment`;
  if (AMBIGUOUS_PATH.test(url.pathname)) return `"${text}" has an encoded slash, backslash or dot in its path`;
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, path: url.pathname, text };
}

function under(prefix: ReturnPrefix, url: URL): boolean {
  if (url.protocol !== prefix.protocol || url.hostname !== prefix.hostname || url.port !== prefix.port) return false;
  if (url.pathname === prefix.path) return true;
  const base = prefix.path.endsWith('/') ? prefix.path : `${prefix.path}/`;
  return url.pathname.startsWith(base);
}

/** `raw` when it is under one of `prefixes`, as parsed; else the first rule it breaks. */
export function checkReturnUrl(raw: string | null | undefined, prefixes: readonly ReturnPrefix[]): ReturnUrlCheck {
  if (!raw || raw.trim() === '') return { ok: false, reason: 'empty' };
  if (raw.length > MAX_RETURN_URL_LENGTH) return { ok: false, reason: 'too-long' };
  if (!URL.canParse(raw)) return { ok: false, reason: 'not-a-url' };
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'userinfo' };
  if (AMBIGUOUS_PATH.test(url.pathname)) return { ok: false, reason: 'encoded-path' };
  return prefixes.some((prefix) => under(prefix, url)) ? { ok: true, url } : { ok: false, reason: 'prefix' };
}

/** Whether `raw` is on the origin of one of `prefixes`: where a procurement system may send the buyer's browser next. */
export function onPrefixOrigin(raw: string | null | undefined, prefixes: readonly ReturnPrefix[]): URL | null {
  if (!raw || raw.length > MAX_RETURN_URL_LENGTH || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.username || url.password) return null;
  return prefixes.some((p) => p.protocol === url.protocol && p.hostname === url.hostname && p.port === url.port) ? url : null;
}

/** The host of a URL as logs may name it (never its path or query, which can carry a gateway's token), or null. */
export function hostForLog(raw: string | null | undefined): string | null {
  if (!raw || !URL.canParse(raw)) return null;
  return new URL(raw).host || null;
}
