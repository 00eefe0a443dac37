/** The compare list: products by id, persisted in localStorage under `compare`. */
import { COMPARE_STORAGE_KEY, compareList } from './lazy-list';
import { createListStore } from './list-store';

export type { ProductSnapshot } from './list-store';
export { COMPARE_STORAGE_KEY };

export const compareStore = createListStore(COMPARE_STORAGE_KEY);
compareList.provide(compareStore);
