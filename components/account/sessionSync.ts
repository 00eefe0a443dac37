import type { CustomerDetails } from '@/lib/domain/account/types';
import { ensureSessionHydrated, toSessionUser, useSessionStore } from '@/lib/edge/state/session-store';

/*
 * The session store is loaded from localStorage before any write: writing to
 * a store that has not loaded yet would save over the stored session.
 */

/** Freshly loaded details reach the session store, so the header's name and the cart's tax option follow edits. */
export function rememberCustomer(customer: CustomerDetails): void {
  ensureSessionHydrated();
  useSessionStore.getState().setUser(toSessionUser(customer));
}

/** After a password change the server holds a new token; the store learns its expiry. */
export function renewSession(expiresAt: string, customer: CustomerDetails): void {
  ensureSessionHydrated();
  useSessionStore.getState().signIn(expiresAt, toSessionUser(customer));
}

/** The server no longer knows the session (it cleared the cookie): forget it here too, keeping any design work. */
export function forgetSession(): void {
  ensureSessionHydrated();
  useSessionStore.getState().signOut();
}
