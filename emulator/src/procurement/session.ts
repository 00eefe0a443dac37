import crypto from 'node:crypto';
import type { ReplyMode } from './replyModes.ts';

/** What a gateway's session ids look like here: URL-safe, bounded, so one can sit in a path segment as is. */
export const SID = /^[A-Za-z0-9_-]{1,64}$/;

export const newSessionId = (): string => crypto.randomBytes(12).toString('base64url');

export const DEFAULT_STORE = 'http://localhost:3000';

/**
 * The storefront to open products on, as an origin. Only a bare http(s) origin is taken: a path, query,
 * fragment or credentials would turn into product links that point somewhere else than they read.
 */
export function storeOrigin(raw: string | null): string | null {
  if (raw === null || raw === '') return DEFAULT_STORE;
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  return url.origin;
}

/** Where the storefront hands the session's cart back; the reply mode rides along so the POST alone decides. */
export function returnUrl(publicUrl: string, sid: string, mode: ReplyMode): string {
  const base = `${publicUrl}/gateway/return/${sid}`;
  return mode === 'normal' ? base : `${base}?reply=${encodeURIComponent(mode)}`;
}

/** A product page opened in punchout mode, as the gateway's catalog link does: signed with its secret when it has a buyer there. */
export function punchoutLink(store: string, handle: string, returnTo: string, signer?: { buyer: string; ts: string; sig: string }): string {
  const query = new URLSearchParams({ punchout: 'true', ...(signer ? { buyer: signer.buyer } : {}), return_url: returnTo, ...(signer ? { ts: signer.ts, sig: signer.sig } : {}) });
  return `${store}/products/${encodeURIComponent(handle)}?${query}`;
}
