'use client';

import { useEffect } from 'react';
import { refreshCustomer } from '@/lib/edge/session/client';
import { ensureSessionHydrated, useSessionStore } from '@/lib/edge/state/session-store';
import { useSessionView } from '@/lib/edge/state/session-view';

export interface CartCustomer {
  /** The signed-in customer's tags, or null for a visitor. */
  tags: readonly string[] | null;
  /** Records the tags the platform now holds (after the tax-exempt switch). */
  setTags: (tags: string[]) => void;
}

/**
 * Who is at the cart: the stored session at once, then the customer's fresh
 * tags from the platform (eligibility may have changed since sign-in, e.g.
 * after a tax form in another browser).
 */
export function useCartCustomer(): CartCustomer {
  const view = useSessionView();
  const active = view.active;
  useEffect(() => {
    if (active) void refreshCustomer();
  }, [active]);
  return {
    tags: active && view.user ? view.user.tags : null,
    setTags: (tags) => {
      ensureSessionHydrated();
      const { user, setUser } = useSessionStore.getState();
      if (user) setUser({ ...user, tags });
    },
  };
}
