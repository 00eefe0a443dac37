/**
 * The session as the header shows it (spec accounts §4 "Session"): signed
 * out on the server and while hydrating, then the stored session, kept up
 * to date; an expiring session turns inactive on time.
 */
import { useEffect, useMemo, useReducer } from 'react';
import { useStore } from 'zustand';
import { hydrateOnce } from './hydration';
import { isSessionActive, sessionStore, type SessionState, type StoredSession } from './session-store';

export { SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, SIGNED_OUT, isSessionActive, type StoredSession } from './session-store';

export interface SessionView extends StoredSession {
  /** Logged in and not expired. */
  active: boolean;
}

/** setTimeout's ceiling (about 24.8 days): longer delays fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

const selectLoggedIn = (s: SessionState) => s.loggedIn;
const selectExpiresAt = (s: SessionState) => s.expiresAt;
const selectUser = (s: SessionState) => s.user;

export function useSessionView(): SessionView {
  useEffect(() => hydrateOnce(sessionStore), []);
  const loggedIn = useStore(sessionStore, selectLoggedIn);
  const expiresAt = useStore(sessionStore, selectExpiresAt);
  const user = useStore(sessionStore, selectUser);
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
