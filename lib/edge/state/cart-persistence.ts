import { consumeCheckoutMarkers } from './checkout-markers';
import { persistStorage, removeItem } from './storage';

export { CART_STORAGE_KEY, CART_STORAGE_VERSION } from './cart-key';

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
