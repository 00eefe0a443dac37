/**
 * The browser session: the logged-in flag, the
 * token's expiry and the user details, saved to localStorage (`session`) on
 * every change and restored at start. The access token itself never gets
 * here: it lives in the httpOnly `customer_session` cookie.
 *
 * A vanilla store (the header reads it on every page through
 * ./session-view), created with `skipHydration` so the server render and
 * the first client render agree (signed out); the stored state is loaded on
 * the client (./hydration.ts).
 */
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { CustomerDetails, SessionUser } from '@/lib/domain/account/types';
import { followOtherTabs, hydrateOnce, useHydrated } from './hydration';
import { SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, SIGNED_OUT, type StoredSession } from './session-shape';
import { lazySession } from './session-view';
import { persistStorage } from './storage';

export { SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, SIGNED_OUT, isSessionActive, type StoredSession } from './session-shape';

export const SESSION_STORAGE_VERSION = 1;
export interface SessionState extends StoredSession {
  /** A successful login (or silent re-login): logged in until `expiresAt`. */
  signIn: (expiresAt: string, user: SessionUser) => void;
  /** Reloaded customer details. */
  setUser: (user: SessionUser) => void;
  /** Clears the flag, the expiry and the user details. */
  signOut: () => void;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A well-formed stored user, else null (storage is user-editable and outlives releases). */
export function parseSessionUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const u = raw as Record<string, unknown>;
  const fields = [u.id, u.displayName, u.firstName, u.lastName, u.email];
  if (!fields.every(isString) || !Array.isArray(u.tags) || !u.tags.every(isString)) return null;
  return {
    id: u.id as string,
    displayName: u.displayName as string,
    firstName: u.firstName as string,
    lastName: u.lastName as string,
    email: u.email as string,
    tags: [...(u.tags as string[])],
  };
}

/** The persisted state → a clean session (signed out unless every part is well-formed). */
export function sanitizeSession(raw: unknown): StoredSession {
  if (typeof raw !== 'object' || raw === null) return SIGNED_OUT;
  const s = raw as Record<string, unknown>;
  const expiresAt = isString(s.expiresAt) && Number.isFinite(Date.parse(s.expiresAt)) ? s.expiresAt : null;
  const user = parseSessionUser(s.user);
  const loggedIn = s.loggedIn === true && expiresAt !== null && user !== null;
  return loggedIn ? { loggedIn, expiresAt, user } : SIGNED_OUT;
}

/** The persisted part of the customer details: no addresses, nothing secret. */
export function toSessionUser(customer: SessionUser | CustomerDetails): SessionUser {
  const { id, displayName, firstName, lastName, email, tags } = customer;
  return { id, displayName, firstName, lastName, email, tags: [...tags] };
}

export const sessionStore = createStore<SessionState>()(
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
      storage: persistStorage<StoredSession>(),
      partialize: (state): StoredSession => ({ loggedIn: state.loggedIn, expiresAt: state.expiresAt, user: state.user }),
      migrate: (persisted) => sanitizeSession(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeSession(persisted) }),
      skipHydration: true,
    },
  ),
);

followOtherTabs(sessionStore, SESSION_STORAGE_KEY);
lazySession.provide(sessionStore);
if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_CHANGE_EVENT, () => {
    if (sessionStore.persist.hasHydrated()) void sessionStore.persist.rehydrate();
  });
}

/** The store as a React hook (`useSessionStore(selector)`) with the store's own methods (`getState`, `setState`, `persist`). */
export const useSessionStore = Object.assign(<T>(selector: (state: SessionState) => T): T => useStore(sessionStore, selector), sessionStore);

/** Loads the persisted session once on the client (synchronous: localStorage). */
export function ensureSessionHydrated(): void {
  hydrateOnce(sessionStore);
}

/**
 * Loads the stored session after hydration and reports when it is there:
 * false on the server and in the hydrating render, so a page shows its
 * loading state rather than a "signed out" that is not true.
 */
export function useSessionHydrated(): boolean {
  return useHydrated(sessionStore);
}
