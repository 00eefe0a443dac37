/**
 * The header's view of the browser session (spec accounts §4 "Session"),
 * read straight from the persisted session store (localStorage key
 * `session`, written by ./session-store.ts). No zustand here, so pages that
 * only show the header do not ship the store (same pattern as ./cart-count).
 *
 * Hydration-safe: the server snapshot is "signed out", so the server HTML and
 * the first client render agree; the stored session appears right after.
 * An expiring session turns inactive on time (a timer in `subscribeSession`).
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/lib/account/types';

export const SESSION_STORAGE_KEY = 'session';
/** Fired on window (after the write) whenever the session store changes in this tab. */
export const SESSION_CHANGE_EVENT = 'session-change';

/** What the browser keeps about the session: never the access token (httpOnly cookie). */
export interface StoredSession {
  loggedIn: boolean;
  /** The token's expiry, ISO 8601. */
  expiresAt: string | null;
  user: SessionUser | null;
}

export interface SessionView extends StoredSession {
  /** Logged in and not expired. */
  active: boolean;
}

export const SIGNED_OUT: StoredSession = { loggedIn: false, expiresAt: null, user: null };

/** Logged in, with an expiry that has not passed. */
export function isSessionActive(state: Pick<StoredSession, 'loggedIn' | 'expiresAt'>, now: number = Date.now()): boolean {
  if (!state.loggedIn || !state.expiresAt) return false;
  const expires = Date.parse(state.expiresAt);
  return Number.isFinite(expires) && expires > now;
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

/** The persisted state (zustand persist's `{ state, version }` envelope or the bare state) → a clean session. */
export function sanitizeSession(raw: unknown): StoredSession {
  if (typeof raw !== 'object' || raw === null) return SIGNED_OUT;
  const s = raw as Record<string, unknown>;
  const expiresAt = isString(s.expiresAt) && Number.isFinite(Date.parse(s.expiresAt)) ? s.expiresAt : null;
  const user = parseSessionUser(s.user);
  const loggedIn = s.loggedIn === true && expiresAt !== null && user !== null;
  return loggedIn ? { loggedIn, expiresAt, user } : SIGNED_OUT;
}

function rawSession(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readStoredSession(raw: string | null = rawSession()): StoredSession {
  if (!raw) return SIGNED_OUT;
  try {
    return sanitizeSession((JSON.parse(raw) as { state?: unknown } | null)?.state);
  } catch {
    return SIGNED_OUT;
  }
}

const SERVER_VIEW: SessionView = { ...SIGNED_OUT, active: false };
let cache: { raw: string | null; active: boolean; view: SessionView } = { raw: null, active: false, view: SERVER_VIEW };

/** The current view; the same object until the stored text or the active flag changes (useSyncExternalStore needs that). */
export function readSessionView(): SessionView {
  const raw = rawSession();
  const stored = raw === cache.raw ? cache.view : readStoredSession(raw);
  const active = isSessionActive(stored);
  if (raw !== cache.raw || active !== cache.active) cache = { raw, active, view: { ...stored, active } };
  return cache.view;
}

/** setTimeout's ceiling (about 24.8 days): longer delays fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

export function subscribeSession(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Re-arms the expiry timer for the current session and reports the change.
  const schedule = () => {
    clearTimeout(timer);
    const { active, expiresAt } = readSessionView();
    if (active && expiresAt) {
      timer = setTimeout(update, Math.min(Math.max(Date.parse(expiresAt) - Date.now() + 50, 0), MAX_TIMER_MS));
    }
  };
  const update = () => {
    schedule();
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) update();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGE_EVENT, update);
  schedule();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGE_EVENT, update);
  };
}

const serverSnapshot = (): SessionView => SERVER_VIEW;

/** The session as the header shows it: signed out on the server and during hydration, then the stored one, kept up to date. */
export function useSessionView(): SessionView {
  return useSyncExternalStore(subscribeSession, readSessionView, serverSnapshot);
}
