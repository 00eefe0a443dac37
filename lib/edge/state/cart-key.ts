/**
 * Where the cart is kept (saved to local storage on every change, restored
 * at start): one key, read by the cart store
 * (./cart-store.ts) and by the header's count (./cart-count.ts). Its own
 * module so the header can check for a stored cart without the cart code.
 */
export const CART_STORAGE_KEY = 'cart';
/**
 * 3: amounts in cents; 4: the line's fields named for what they are, the
 * exact unit price in cents. lib/domain/cart/migrate.ts brings older carts here.
 */
export const CART_STORAGE_VERSION = 4;
