import { config } from '../../ground/config';

/**
 * The same-origin rule of every state-changing route handler (checkout,
 * account, tagging, forms, postal, analytics): only our own pages may call
 * them with the shopper's cookies.
 */

/** `scheme://host` of a URL, lower-cased, or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}`.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * A browser request sent by another site: its Origin is not this store's
 * own origin, scheme included (the store's public scheme, since a proxy in
 * front may speak plain http to us). Browsers send Origin on every POST,
 * PUT and DELETE; without one, Sec-Fetch-Site still tells a cross-site
 * request apart.
 */
export function isCrossOrigin(request: Request, scheme: string = config().PUBLIC_URL_SCHEME): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const host = request.headers.get('host') ?? safeHost(request.url);
    return !host || originOf(origin) !== `${scheme}://${host}`.toLowerCase();
  }
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
