/** The wishlist (spec §1, §4): products by id, persisted in localStorage under `wishlist`. */
import { createListStore } from './list-store';

export type { ProductSnapshot } from './list-store';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export const wishlistStore = createListStore(WISHLIST_STORAGE_KEY);
