'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ensureCartHydrated, useCartStore } from '@/lib/state/cart-store';

const subscribe = (onChange: () => void) => useCartStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useCartStore.persist.hasHydrated();
const onServer = () => false;

/**
 * Loads the stored cart after hydration and reports when it is there. The
 * server (and the hydrating render) see false, so the page shows its
 * skeleton rather than an "empty cart" that is not true.
 */
export function useCartHydrated(): boolean {
  useEffect(() => {
    ensureCartHydrated();
  }, []);
  return useSyncExternalStore(subscribe, hasHydrated, onServer);
}
