/**
 * A product list persisted in localStorage, readable from React with
 * useSyncExternalStore. Deliberately not zustand: the list buttons sit on
 * every product card of the catalogue pages, whose JavaScript budget cannot
 * carry a store library, and a list needs nothing more than this. The stored
 * envelope has zustand-persist's shape (`{ state: { items }, version }`), so
 * a zustand store could take the same key over.
 *
 * Hydration-safe: the server snapshot is null ("not read yet"), so the server
 * HTML and the first client render agree; the stored list appears right
 * after hydration. Changes reach every reader in the tab (a window event
 * fired after the write) and in other tabs (the storage event).
 */
import { addItem, parseStoredList, removeItem, serializeList, toggleItem, type ProductSnapshot } from './list';

export interface PersistedList {
  /** localStorage key. */
  readonly key: string;
  /** Window event fired after every write in this tab. */
  readonly changeEvent: string;
  /** The stored list (the same array until the stored text changes); [] on the server or when unreadable. */
  read(): ProductSnapshot[];
  /** Adds the product (one entry per id). */
  add(item: ProductSnapshot): void;
  remove(id: string): void;
  /** Adds when absent, removes when present; true when it was added. */
  toggle(item: ProductSnapshot): boolean;
  subscribe(onChange: () => void): () => void;
}

const EMPTY: ProductSnapshot[] = [];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed frame).
    return null;
  }
}

export function createPersistedList(key: string): PersistedList {
  const changeEvent = `${key}:change`;
  let lastRaw: string | null = null;
  let lastList: ProductSnapshot[] = EMPTY;

  function rawValue(): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function read(): ProductSnapshot[] {
    const raw = rawValue();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastList = parseStoredList(raw);
    }
    return lastList;
  }

  function write(list: ProductSnapshot[]): void {
    try {
      storage()?.setItem(key, serializeList(list));
    } catch {
      // Quota exceeded or storage disabled: the list just does not persist.
    }
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(changeEvent));
  }

  return {
    key,
    changeEvent,
    read,
    add: (item) => write(addItem(read(), item)),
    remove: (id) => write(removeItem(read(), id)),
    toggle(item) {
      const { list, added } = toggleItem(read(), item);
      write(list);
      return added;
    },
    subscribe(onChange) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(changeEvent, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(changeEvent, onChange);
      };
    },
  };
}
