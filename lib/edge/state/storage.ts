import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * The one way the browser's stores reach localStorage. Storage can be
 * missing (the server), switched off (privacy modes, sandboxed frames) or
 * full: reads then find nothing and writes are dropped, so a store keeps
 * working in memory and a page never fails over what it could not save.
 */

/** localStorage, or null where there is none. */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether values can be kept here now: storage exists and takes a write (not switched off, not full). */
export function storageWritable(): boolean {
  const store = localStore();
  if (!store) return false;
  try {
    const probe = '__storage_probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readItem(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value just does not persist.
  }
}

export function removeItem(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

export interface PersistStorageOptions {
  /** A view of a key another store writes: it reads and never writes. */
  readOnly?: boolean;
  /** Runs before each read (the cart's checkout markers). */
  beforeRead?: (key: string) => void;
  /**
   * Reads a value a release before this store wrote bare, without persist's
   * envelope, as version 0 so the store's `migrate` brings it up to date.
   */
  bare?: boolean;
}

/**
 * zustand persist's storage over localStorage, as JSON in persist's
 * `{ state, version }` envelope. Text that is not such an envelope (hand
 * edits, a half-written value) reads as nothing stored, so the store starts
 * from its defaults instead of failing to hydrate.
 */
export function persistStorage<S>({ readOnly = false, beforeRead, bare = false }: PersistStorageOptions = {}): PersistStorage<S> {
  return {
    getItem(key) {
      beforeRead?.(key);
      const raw = readItem(key);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!parsed || typeof parsed !== 'object') return null;
        if ('state' in parsed) return parsed as StorageValue<S>;
        return bare ? { state: parsed as S, version: 0 } : null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (!readOnly) writeItem(key, JSON.stringify(value));
    },
    removeItem(key) {
      if (!readOnly) removeItem(key);
    },
  };
}
