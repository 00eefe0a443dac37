'use client';

import { useCallback, useEffect, useState } from 'react';
import { getOrders } from '@/lib/edge/account/client';
import type { OrderSummary } from '@/lib/domain/account/types';
import { leaveForLogin } from './leaveForLogin';

export interface OrderPages {
  status: 'loading' | 'ready' | 'error';
  orders: OrderSummary[];
  hasNextPage: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last request for more failed (the list so far stays). */
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface Loaded {
  page: number;
  orders: OrderSummary[];
  hasNextPage: boolean;
}

/**
 * The orders list's pages: page N
 * answers the first 20 × N orders, newest first, so each answer replaces
 * the list; more are asked for only while the server reports a next page,
 * one request at a time.
 */
export function useOrderPages(): OrderPages {
  // The page wanted; `attempt` makes a retry of the same page a new request.
  const [wanted, setWanted] = useState({ page: 1, attempt: 0 });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const pending = wanted.page !== loaded?.page && wanted.page !== failedPage;

  useEffect(() => {
    let active = true;
    void getOrders(wanted.page).then((result) => {
      if (!active) return;
      if (result.ok) {
        setLoaded({ page: wanted.page, orders: result.data.orders, hasNextPage: result.data.hasNextPage });
        setFailedPage(null);
      } else if (result.status === 401) {
        leaveForLogin();
      } else {
        setFailedPage(wanted.page);
      }
    });
    return () => {
      active = false;
    };
  }, [wanted]);

  const hasNextPage = loaded?.hasNextPage ?? false;
  const loadMore = useCallback(() => {
    if (pending || !loaded || !loaded.hasNextPage) return;
    setFailedPage(null);
    setWanted((w) => ({ page: loaded.page + 1, attempt: w.attempt + 1 }));
  }, [pending, loaded]);
  const retry = useCallback(() => {
    setFailedPage(null);
    setWanted((w) => ({ page: w.page, attempt: w.attempt + 1 }));
  }, []);

  return {
    status: loaded ? 'ready' : failedPage === 1 ? 'error' : 'loading',
    orders: loaded?.orders ?? [],
    hasNextPage,
    loadingMore: loaded !== null && pending,
    moreFailed: loaded !== null && failedPage !== null,
    loadMore,
    retry,
  };
}
