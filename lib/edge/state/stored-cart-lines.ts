/**
 * How many lines the stored cart has, known before the cart itself loads:
 * the cart page's placeholder takes the height of what will replace it (the
 * empty cart's message, or that many lines), so nothing below it moves when
 * the cart appears. A count only: the lines' shape is the cart store's
 * business, and a line it later drops costs a few pixels, never a wrong cart.
 */
import { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY } from '../../domain/order/markers';
import { CART_STORAGE_KEY } from './cart-key';
import { hasCookie } from './cookies';
import { readItem } from './storage';

/** The document element's attribute holding the count while the cart loads ("0" for an empty cart). */
export const STORED_LINES_ATTRIBUTE = 'data-cart-lines';

/** Beyond this many lines the placeholder already runs past any screen: counts above it read as it. */
export const STORED_LINES_MAX = 4;

/** Lines in a stored cart's text (persist's `{ state: { lines } }` envelope); 0 for anything else. */
export function linesInStoredCart(raw: string | null): number {
  if (!raw) return 0;
  try {
    const lines = (JSON.parse(raw) as { state?: { lines?: unknown } } | null)?.state?.lines;
    return Array.isArray(lines) ? Math.min(lines.length, STORED_LINES_MAX) : 0;
  } catch {
    return 0;
  }
}

const present = (key: string): boolean => readItem(key) != null || hasCookie(key);

/**
 * The stored cart's line count (at most STORED_LINES_MAX), 0 when a
 * completed checkout is about to empty it (both checkout markers present,
 * ./checkout-markers.ts), null on the server. Reads only: the markers are
 * the cart store's to consume.
 */
export function storedCartLines(): number | null {
  if (typeof window === 'undefined') return null;
  if (present(CHECKOUT_STARTED_KEY) && present(CHECKOUT_COMPLETE_KEY)) return 0;
  return linesInStoredCart(readItem(CART_STORAGE_KEY));
}

// The same reading as plain ES5, run inline just before the placeholder in
// the server's HTML, long before any bundle: it writes the count on the
// document element. Before the placeholder, not after it: a script waits for
// the page's style sheets, and the browser may lay out what it has parsed
// meanwhile, so the placeholder must not be parsed yet. The front door hashes
// inline scripts into the page's script-src.
export const STORED_LINES_SCRIPT = `(function(){var n=0;try{var s=window.localStorage,c=document.cookie.split(';').map(function(p){return p.trim().split('=')[0];});var has=function(k){return s.getItem(k)!=null||c.indexOf(k)>=0;};if(!(has(${JSON.stringify(CHECKOUT_STARTED_KEY)})&&has(${JSON.stringify(CHECKOUT_COMPLETE_KEY)}))){var v=JSON.parse(s.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');var l=v&&v.state&&v.state.lines;n=Array.isArray(l)?Math.min(l.length,${STORED_LINES_MAX}):0;}}catch(x){n=0;}document.documentElement.setAttribute(${JSON.stringify(STORED_LINES_ATTRIBUTE)},String(n));})();`;

/** Writes the count where the placeholder's CSS reads it (a placeholder rendered in the browser, without the inline script). */
export function markStoredCartLines(count: number): void {
  document.documentElement.setAttribute(STORED_LINES_ATTRIBUTE, String(count));
}

/** The cart has loaded: the count is stale from now on. */
export function clearStoredCartLines(): void {
  document.documentElement.removeAttribute(STORED_LINES_ATTRIBUTE);
}
