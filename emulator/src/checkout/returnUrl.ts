import { attr, type Attr } from './types.ts';

export const STORE_URL_ATTRIBUTE = '_store_url';

/** Local development hosts only: a cart attribute is buyer input and must not turn checkout into an open redirect. */
const LOCAL_HOST = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1)$/i;

/**
 * `<store origin>/api/checkout/complete?order=<name>`, where the store is the `_store_url` cart attribute;
 * null when it is missing or not an http(s) URL on localhost, *.localhost or 127.0.0.1.
 */
export function returnUrl(attributes: Attr[], orderName: string): string | null {
  const raw = attr(attributes, STORE_URL_ATTRIBUTE);
  if (!raw || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !LOCAL_HOST.test(url.hostname)) return null;
  return `${url.origin}/api/checkout/complete?order=${encodeURIComponent(orderName)}`;
}
