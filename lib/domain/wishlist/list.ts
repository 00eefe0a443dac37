/**
 * The wishlist and the compare list: lists of products by id,
 * each entry a small snapshot of the product card so the lists render
 * without a store call. Pure functions, shared by both lists; the stores
 * are lib/edge/state/wishlist-store.ts and compare-store.ts.
 */
import { hasItem } from './has-item';

export interface SnapshotPrice {
  amount: string;
  currencyCode: string;
}

/** One stored entry: what a card (or the compare table) shows. */
export interface ProductSnapshot {
  /** Product GID: the list's identity. */
  id: string;
  /** Platform handle (may carry the tenant prefix; links strip it). */
  handle: string;
  title: string;
  imageUrl: string | null;
  /** The card's "From" price; null when the product has no variant. */
  price: SnapshotPrice | null;
  productType: string;
}

/** Upper bound on stored entries, so a runaway list cannot fill localStorage. */
export const MAX_LIST_ITEMS = 100;

export { hasItem };

/**
 * Adds a product. An id already present keeps one entry, in its place, with
 * the fresher snapshot; a new id goes to the end.
 */
export function addItem(list: readonly ProductSnapshot[], item: ProductSnapshot): ProductSnapshot[] {
  const index = list.findIndex((entry) => entry.id === item.id);
  if (index >= 0) return list.map((entry, i) => (i === index ? item : entry));
  return [...list, item].slice(-MAX_LIST_ITEMS);
}

/** Removes every entry with this id (removal filters the list). */
export function removeItem(list: readonly ProductSnapshot[], id: string): ProductSnapshot[] {
  return list.filter((entry) => entry.id !== id);
}

/** Adds the product when absent, removes it when present; `added` says which happened. */
export function toggleItem(list: readonly ProductSnapshot[], item: ProductSnapshot): { list: ProductSnapshot[]; added: boolean } {
  return hasItem(list, item.id) ? { list: removeItem(list, item.id), added: false } : { list: addItem(list, item), added: true };
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A stored entry as a snapshot, or null when it is not one (hand-edited or older data). */
export function toSnapshot(value: unknown): ProductSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isString(v.id) || !v.id || !isString(v.handle) || !v.handle || !isString(v.title)) return null;
  const p = v.price as Record<string, unknown> | null | undefined;
  const price =
    typeof p === 'object' && p !== null && isString(p.amount) && isString(p.currencyCode)
      ? { amount: p.amount, currencyCode: p.currencyCode }
      : null;
  return {
    id: v.id,
    handle: v.handle,
    title: v.title,
    imageUrl: isString(v.imageUrl) && v.imageUrl ? v.imageUrl : null,
    price,
    productType: isString(v.productType) ? v.productType : '',
  };
}

/** Stored entries → a clean list: invalid entries dropped, one entry per id; anything but a list is empty. */
export function sanitizeList(items: unknown): ProductSnapshot[] {
  if (!Array.isArray(items)) return [];
  return items.reduce<ProductSnapshot[]>((list, entry) => {
    const snapshot = toSnapshot(entry);
    return snapshot && !hasItem(list, snapshot.id) ? addItem(list, snapshot) : list;
  }, []);
}
