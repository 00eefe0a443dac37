/**
 * Checkout markers: the cart page sets `checkout_started`
 * right before it sends the shopper to the platform's checkout; the
 * checkout-complete marker comes back as the `checkout_complete` cookie (set
 * by /api/checkout/complete) or a localStorage entry. When both are present
 * as the cart is loaded, the order went through: both markers go and the
 * cart is read as empty (./cart-persistence.ts). Either marker is accepted
 * from either place.
 */
import { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY } from '../../domain/order/markers';
import { hasCookie, setCookie } from './cookies';
import { readItem, removeItem, writeItem } from './storage';

export { CHECKOUT_COMPLETE_KEY, CHECKOUT_STARTED_KEY };

const present = (key: string): boolean => readItem(key) != null || hasCookie(key);

/** Set by the cart page right before it navigates to the checkout (a full storage only costs the post-checkout reset). */
export function markCheckoutStarted(): void {
  writeItem(CHECKOUT_STARTED_KEY, String(Date.now()));
}

/** When both markers are present: removes both (storage and cookie) and returns true. */
export function consumeCheckoutMarkers(): boolean {
  if (typeof window === 'undefined') return false;
  if (!present(CHECKOUT_STARTED_KEY) || !present(CHECKOUT_COMPLETE_KEY)) return false;
  for (const key of [CHECKOUT_STARTED_KEY, CHECKOUT_COMPLETE_KEY]) {
    removeItem(key);
    if (hasCookie(key)) setCookie(key, '', 0);
  }
  return true;
}
