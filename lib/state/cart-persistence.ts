import { consumeCheckoutMarkers } from './checkout-markers';
import { persistStorage, removeItem } from './storage';

/**
 * Where the cart is kept (spec §4 "Cart": saved to local storage on every
 * change, restored at start): one key, read by the cart store
 * (./cart-store.ts) and by the header's count (./cart-count.ts).
 */
export const CART_STORAGE_KEY = 'cart';
/** 3: amounts in cents (lib/cart/migrate.ts turns older carts' amounts into cents). */
export const CART_STORAGE_VERSION = 3;

/**
 * The cart's storage. Whichever store loads the cart first on a page
 * applies the checkout markers: after a completed checkout the stored cart
 * is dropped before it is read, so every reader finds it empty.
 */
export function cartStorage<S>(options: { readOnly?: boolean } = {}) {
  return persistStorage<S>({
    ...options,
    beforeRead: (key) => {
      if (consumeCheckoutMarkers()) removeItem(key);
    },
  });
}
