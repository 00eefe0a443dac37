/**
 * The compare list (spec §1, §4, route /compare): products by id, persisted
 * in localStorage under `compare`. Same light store as the wishlist (see
 * lib/wishlist/persisted-list.ts): `useCompareList()` is null until the
 * stored list has been read (server render and hydration), then the list.
 */
import { useSyncExternalStore } from 'react';
import { createPersistedList } from '../wishlist/persisted-list';
import type { ProductSnapshot } from '../wishlist/list';

export type { ProductSnapshot } from '../wishlist/list';

export const COMPARE_STORAGE_KEY = 'compare';

export const compareList = createPersistedList(COMPARE_STORAGE_KEY);

const serverSnapshot = (): ProductSnapshot[] | null => null;

export function useCompareList(): ProductSnapshot[] | null {
  return useSyncExternalStore<ProductSnapshot[] | null>(compareList.subscribe, compareList.read, serverSnapshot);
}
