/** The compare list (spec §1, §4, route /compare): products by id, persisted in localStorage under `compare`. */
import { createListStore } from './list-store';

export type { ProductSnapshot } from './list-store';

export const COMPARE_STORAGE_KEY = 'compare';

export const compareStore = createListStore(COMPARE_STORAGE_KEY);
