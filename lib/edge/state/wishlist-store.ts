/** The wishlist: products by id, persisted in localStorage under `wishlist`. */
import { WISHLIST_STORAGE_KEY, wishlistList } from './lazy-list';
import { createListStore } from './list-store';

export type { ProductSnapshot } from './list-store';
export { WISHLIST_STORAGE_KEY };

export const wishlistStore = createListStore(WISHLIST_STORAGE_KEY);
wishlistList.provide(wishlistStore);
