/**
 * The browser session (spec accounts §4 "Session"): the logged-in flag, the
 * token's expiry and the user details, saved to localStorage (`session`) on
 * every change and restored at start. The access token itself never gets
 * here: it lives in the httpOnly `customer_session` cookie.
 *
 * Hydration: like the cart, the store is created with `skipHydration`, so
 * the server render and the first client render agree (signed out);
 * `useSessionHydrated()` loads the stored state after hydration and reports
 * when it is there. The header reads the session through ./session-view,
 * which needs neither this module nor zustand.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CustomerDetails, SessionUser } from '@/lib/account/types';
import { SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, SIGNED_OUT, sanitizeSession, type StoredSession } from './session-view';

export { SESSION_STORAGE_KEY, isSessionActive, type StoredSession } from './session-view';

export interface SessionState extends StoredSession {
  /** A successful login (or silent re-login): logged in until `expiresAt`. */
  signIn: (expiresAt: string, user: SessionUser) => void;
  /** Reloaded customer details. */
  setUser: (user: SessionUser) => void;
  /** Clears the flag, the expiry and the user details. */
  signOut: () => void;
}

export const SESSION_STORAGE_VERSION = 1;

/** The persisted part of the customer details: no addresses, nothing secret. */
export function toSessionUser(customer: SessionUser | CustomerDetails): SessionUser {
  const { id, displayName, firstName, lastName, email, tags } = customer;
  return { id, displayName, firstName, lastName, email, tags: [...tags] };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      signIn: (expiresAt, user) => set({ loggedIn: true, expiresAt, user: toSessionUser(user) }),
      setUser: (user) => set({ user: toSessionUser(user) }),
      signOut: () => set({ ...SIGNED_OUT }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: SESSION_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): StoredSession => ({ loggedIn: state.loggedIn, expiresAt: state.expiresAt, user: state.user }),
      migrate: (persisted) => sanitizeSession(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeSession(persisted) }),
      skipHydration: true,
    },
  ),
);

if (typeof window !== 'undefined') {
  // persist writes localStorage after notifying listeners: announce the change
  // once the write is done, so session-view readers (the header) see it.
  useSessionStore.subscribe(() => {
    queueMicrotask(() => window.dispatchEvent(new Event(SESSION_CHANGE_EVENT)));
  });
  // A login or logout in another tab: take it over rather than write a stale session back.
  window.addEventListener('storage', (event) => {
    if ((event.key === SESSION_STORAGE_KEY || event.key === null) && useSessionStore.persist.hasHydrated()) {
      void useSessionStore.persist.rehydrate();
    }
  });
}

/** Loads the persisted session once on the client (synchronous: localStorage). */
export function ensureSessionHydrated(): void {
  if (typeof window === 'undefined' || useSessionStore.persist.hasHydrated()) return;
  void useSessionStore.persist.rehydrate();
}

const subscribeHydration = (onChange: () => void) => useSessionStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useSessionStore.persist.hasHydrated();
const onServer = () => false;

/**
 * Loads the stored session after hydration and reports when it is there:
 * false on the server and in the hydrating render, so a page shows its
 * loading state rather than a "signed out" that is not true.
 */
export function useSessionHydrated(): boolean {
  useEffect(() => {
    ensureSessionHydrated();
  }, []);
  return useSyncExternalStore(subscribeHydration, hasHydrated, onServer);
}
