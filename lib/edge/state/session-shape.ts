/**
 * What the header needs to know about the stored session without the
 * session store (./session-store.ts): its key, its change event, the
 * signed-out value and when a session counts as active.
 */
import type { SessionUser } from '@/lib/domain/account/types';

export const SESSION_STORAGE_KEY = 'session';
/**
 * Tells the store that something outside it wrote the stored session in
 * this tab (other tabs are heard through the storage event): it re-reads it.
 */
export const SESSION_CHANGE_EVENT = 'session-change';

/** What the browser keeps about the session: never the access token (httpOnly cookie). */
export interface StoredSession {
  loggedIn: boolean;
  /** The token's expiry, ISO 8601. */
  expiresAt: string | null;
  user: SessionUser | null;
}

export const SIGNED_OUT: StoredSession = { loggedIn: false, expiresAt: null, user: null };

/** Logged in, with an expiry that has not passed. */
export function isSessionActive(state: Pick<StoredSession, 'loggedIn' | 'expiresAt'>, now: number = Date.now()): boolean {
  if (!state.loggedIn || !state.expiresAt) return false;
  const expires = Date.parse(state.expiresAt);
  return Number.isFinite(expires) && expires > now;
}
