/**
 * The session as the header shows it: signed
 * out on the server and while hydrating, then the stored session, kept up
 * to date; an expiring session turns inactive on time. The session store
 * (./session-store.ts) is downloaded only when a session is stored, another
 * tab or this one changes it, or the page imports the store anyway
 * (./lazy-store.ts): signed-out visitors never ship it.
 */
import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { hydrateOnce, type PersistedStore } from './hydration';
import { lazyStore, useLazyStore } from './lazy-store';
import { SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, SIGNED_OUT, isSessionActive, type StoredSession } from './session-shape';

export { SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, SIGNED_OUT, isSessionActive, type StoredSession } from './session-shape';

type SessionStoreApi = StoreApi<StoredSession> & PersistedStore;

export const lazySession = lazyStore<SessionStoreApi>(SESSION_STORAGE_KEY, () => import('./session-store'), [SESSION_CHANGE_EVENT]);

export interface SessionView extends StoredSession {
  /** Logged in and not expired. */
  active: boolean;
}

/** setTimeout's ceiling (about 24.8 days): longer delays fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

const signedOut = () => SIGNED_OUT;
const noSubscription = () => () => {};

export function useSessionView(): SessionView {
  const store = useLazyStore(lazySession);
  useEffect(() => {
    if (store) hydrateOnce(store);
  }, [store]);
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? signedOut, signedOut);
  const { loggedIn, expiresAt, user } = state;
  // Renders again when the session expires, so `active` turns false on time.
  const [, expired] = useReducer((n: number) => n + 1, 0);
  const active = isSessionActive({ loggedIn, expiresAt });
  useEffect(() => {
    if (!active || !expiresAt) return;
    const timer = setTimeout(expired, Math.min(Math.max(Date.parse(expiresAt) - Date.now() + 50, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [active, expiresAt]);
  return useMemo(() => ({ loggedIn, expiresAt, user, active }), [loggedIn, expiresAt, user, active]);
}
