/**
 * Where the cart is kept (saved to local storage on every change, restored
 * at start): one key, read by the cart store
 * (./cart-store.ts) and by the header's count (./cart-count.ts). Its own
 * module so the header can check for a stored cart without the cart code.
 */
export const CART_STORAGE_KEY = 'cart';
/** 3: amounts in cents (lib/domain/cart/migrate.ts turns older carts' amounts into cents). */
export const CART_STORAGE_VERSION = 3;
