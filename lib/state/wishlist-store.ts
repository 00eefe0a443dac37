/**
 * The wishlist (spec §1, §4): products by id, persisted in localStorage under
 * `wishlist`. A light store (see lib/wishlist/persisted-list.ts for why it is
 * not zustand): `useWishlist()` is null until the stored list has been read
 * (server render and hydration), then the list, kept up to date.
 */
import { useSyncExternalStore } from 'react';
import { createPersistedList } from '../wishlist/persisted-list';
import type { ProductSnapshot } from '../wishlist/list';

export type { ProductSnapshot } from '../wishlist/list';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export const wishlist = createPersistedList(WISHLIST_STORAGE_KEY);

const serverSnapshot = (): ProductSnapshot[] | null => null;

export function useWishlist(): ProductSnapshot[] | null {
  return useSyncExternalStore<ProductSnapshot[] | null>(wishlist.subscribe, wishlist.read, serverSnapshot);
}
