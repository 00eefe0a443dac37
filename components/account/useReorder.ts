'use client';

import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { reorder } from '@/lib/edge/account/client';
import { isCartLine } from '@/lib/domain/cart/shape';
import { ensureCartHydrated, useCartStore } from '@/lib/edge/state/cart-store';
import { leaveForLogin } from './leaveForLogin';
import { goTo } from '@/components/ui/navigate';

/**
 * Reorder (from the orders list): the server rebuilds the
 * order's lines at today's prices; they join the stored cart and the
 * customer goes to it. Any failure: "Couldn't complete reorder".
 */
export interface Reorder {
  /** The order being reordered, while it is. */
  pendingId: string | null;
  start: (id: string, key: string) => Promise<void>;
}

export function useReorder(failedMessage: string): Reorder {
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function start(id: string, key: string) {
    if (pendingId) return;
    setPendingId(id);
    const result = await reorder(id, key);
    // Lines the cart could not show or re-price are left out, as the cart does with stored ones.
    const lines = result.ok && Array.isArray(result.data?.lines) ? result.data.lines.filter(isCartLine) : [];
    if (lines.length > 0) {
      ensureCartHydrated();
      const { add } = useCartStore.getState();
      lines.forEach(add);
      goTo('/cart');
      return;
    }
    setPendingId(null);
    if (!result.ok && result.status === 401) {
      leaveForLogin();
      return;
    }
    notify(failedMessage, 'error');
  }

  return { pendingId, start };
}
