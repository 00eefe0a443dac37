'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '@/lib/edge/api/client';
import { leaveForLogin } from './leaveForLogin';

/** A load's outcome: the data, or the client's failure (lib/edge/api/client). */
export type Loaded<T> = { ok: true; data: T } | ApiFailure;

export type DataState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; failure: ApiFailure };

/**
 * Loads account data once mounted (the pages are cached per tenant and
 * language, so nothing personal is in their HTML) and on `reload()`. A 401
 * signs the customer out and goes to login. A reload keeps showing the data
 * it already has, so the page does not flash back to its skeleton after
 * every change; only a failed first load shows the error.
 */
export function useAccountData<T>(load: () => Promise<Loaded<T>>): {
  state: DataState<T>;
  reload: () => Promise<void>;
  retry: () => void;
} {
  const [state, setState] = useState<DataState<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (fresh: boolean) => {
    const result = await loadRef.current();
    if (!mounted.current) return;
    if (result.ok) {
      setState({ status: 'ready', data: result.data });
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      setState((previous) => (!fresh && previous.status === 'ready' ? previous : { status: 'error', failure: result }));
    }
  }, []);

  useEffect(() => {
    void run(true);
  }, [run]);

  const reload = useCallback(() => run(false), [run]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void run(true);
  }, [run]);

  return { state, reload, retry };
}
