/**
 * Checkout markers (spec §4 "Cart"): the cart page sets `checkout_started`
 * right before it sends the shopper to the platform's checkout; the
 * checkout-complete marker comes back as the `checkout_complete` cookie (set
 * by /api/checkout/complete) or a localStorage entry. When both are present
 * at startup the order went through: both markers go and the cart is
 * emptied. Either marker is accepted from either place.
 *
 * Header-safe: no zustand here (the header runs this on every page, see
 * ./cart-count).
 */
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './cart-count';

export const CHECKOUT_STARTED_KEY = 'checkout_started';
export const CHECKOUT_COMPLETE_KEY = 'checkout_complete';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy modes): no markers then.
    return null;
  }
}

function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim().split('=')[0] === name);
}

function expireCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

const present = (key: string): boolean => storage()?.getItem(key) != null || hasCookie(key);

/** Set by the cart page right before it navigates to the checkout. */
export function markCheckoutStarted(): void {
  try {
    storage()?.setItem(CHECKOUT_STARTED_KEY, String(Date.now()));
  } catch {
    // A full or disabled storage only costs the post-checkout cart reset.
  }
}

/** When both markers are present: removes both (storage and cookie) and returns true. */
export function consumeCheckoutMarkers(): boolean {
  if (typeof window === 'undefined') return false;
  if (!present(CHECKOUT_STARTED_KEY) || !present(CHECKOUT_COMPLETE_KEY)) return false;
  for (const key of [CHECKOUT_STARTED_KEY, CHECKOUT_COMPLETE_KEY]) {
    storage()?.removeItem(key);
    if (hasCookie(key)) expireCookie(key);
  }
  return true;
}

/**
 * Startup check for pages without the cart store: after a completed
 * checkout, drops the stored cart (lines and order options) and tells the
 * count readers. Returns whether it did.
 */
export function settleCompletedCheckout(): boolean {
  if (!consumeCheckoutMarkers()) return false;
  storage()?.removeItem(CART_STORAGE_KEY);
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return true;
}
