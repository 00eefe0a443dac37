/**
 * A product list persisted in localStorage (the wishlist and the compare
 * list, products by id). A vanilla store, since its buttons sit
 * on the catalogue pages' product cards; `useProductList` reads it in React.
 * The stored form is persist's `{ state: { items }, version: 1 }`.
 */
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { addItem, removeItem, sanitizeList, toggleItem, type ProductSnapshot } from '../../domain/wishlist/list';
import { followOtherTabs, useHydrated, type PersistedStore } from './hydration';
import { persistStorage } from './storage';

export type { ProductSnapshot } from '../../domain/wishlist/list';

export const LIST_STORAGE_VERSION = 1;

export interface ProductListState {
  items: ProductSnapshot[];
  /** Adds the product (one entry per id). */
  add: (item: ProductSnapshot) => void;
  /** Removal filters the list. */
  remove: (id: string) => void;
  /** Adds when absent, removes when present; true when it was added. */
  toggle: (item: ProductSnapshot) => boolean;
}

export type ProductListStore = StoreApi<ProductListState> & PersistedStore;

type PersistedList = Pick<ProductListState, 'items'>;

const sanitize = (persisted: unknown): PersistedList => ({ items: sanitizeList((persisted as Partial<PersistedList> | null)?.items) });

export function createListStore(key: string): ProductListStore {
  const store = createStore<ProductListState>()(
    persist(
      (set, get) => ({
        items: [],
        add: (item) => set({ items: addItem(get().items, item) }),
        remove: (id) => set({ items: removeItem(get().items, id) }),
        toggle: (item) => {
          const { list, added } = toggleItem(get().items, item);
          set({ items: list });
          return added;
        },
      }),
      {
        name: key,
        version: LIST_STORAGE_VERSION,
        storage: persistStorage<PersistedList>(),
        partialize: (state): PersistedList => ({ items: state.items }),
        migrate: sanitize,
        merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
        skipHydration: true,
      },
    ),
  );
  followOtherTabs(store, key);
  return store;
}

const selectItems = (state: ProductListState) => state.items;

/** The list: null until the stored list has been read (server render and hydration), then the list, kept up to date. */
export function useProductList(store: ProductListStore): ProductSnapshot[] | null {
  const hydrated = useHydrated(store);
  const items = useStore(store, selectItems);
  return hydrated ? items : null;
}
