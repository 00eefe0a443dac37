/**
 * A persisted store that catalog-page readers (header badges, card buttons)
 * download only when it matters: something is stored under its key, another
 * tab writes the key, one of `events` fires, the page calls `load()`, or
 * other code imports the store anyway (its module calls `provide`). A first
 * visit ships neither the store nor zustand's persist.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { readItem } from './storage';

export interface LazyStore<T> {
  key: string;
  /** The store, loaded (the same one every time). */
  load: () => Promise<T>;
  /** The store once loaded, else null. */
  current: () => T | null;
  subscribe: (listener: () => void) => () => void;
  /** Called by the store's own module as it is evaluated. */
  provide: (store: T) => void;
}

/**
 * `events`: window events that mean the stored value changed in this tab.
 * Readers hydrate the store themselves, as they would an imported one.
 */
export function lazyStore<T>(key: string, importModule: () => Promise<unknown>, events: readonly string[] = []): LazyStore<T> {
  let store: T | null = null;
  const listeners = new Set<() => void>();
  const lazy: LazyStore<T> = {
    key,
    current: () => store,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    provide: (loaded) => {
      if (store) return;
      store = loaded;
      listeners.forEach((listener) => listener());
    },
    load: () => importModule().then(() => store as T),
  };
  if (typeof window !== 'undefined') {
    const wake = () => {
      if (!store) void lazy.load();
    };
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) wake();
    });
    for (const name of events) window.addEventListener(name, wake);
  }
  return lazy;
}

const noStore = () => null;

/** The store once loaded (null on the server and while hydrating); loads it at start when something is stored. */
export function useLazyStore<T>(lazy: LazyStore<T>): T | null {
  useEffect(() => {
    if (readItem(lazy.key) !== null) void lazy.load();
  }, [lazy]);
  return useSyncExternalStore(lazy.subscribe, lazy.current, noStore);
}
