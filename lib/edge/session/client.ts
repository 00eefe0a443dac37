/**
 * The browser's side of the customer session: calls to /api/session/* and
 * /api/account/customer, and
 * the local state that goes with them. The access token stays in the
 * httpOnly cookie the server sets; only the flag, the expiry and the user's
 * details are stored here.
 */
import type { SavedProjectInput } from '@/lib/domain/account/projects';
import type { CustomerDetails } from '@/lib/domain/account/types';
import { ANALYTICS, beaconApi } from '@/lib/edge/api/beacon';
import { callApi } from '@/lib/edge/api/client';
import { ACCOUNT_CUSTOMER, SESSION_LOGIN, SESSION_LOGOUT, TAGGING_CREATE_METAFIELD } from '@/lib/edge/api/endpoints/session';
import { clearDesignStorage, readPendingProjects, writePendingProjects } from '@/lib/edge/state/design-storage';
import { ensureSessionHydrated, toSessionUser, useSessionStore } from '@/lib/edge/state/session-store';
import type { PendingUploads } from './login-reason';

export type SignInError = 'invalid_credentials' | 'invalid' | 'recaptcha' | 'rate_limited' | 'upstream';
/** On success, what became of the projects saved while signed out (all empty when there were none). */
export type SignInResult = { ok: true; uploads: PendingUploads } | { ok: false; error: SignInError };

/** Analytics identify; never in the way of the login. */
function identify(customer: CustomerDetails): void {
  beaconApi(ANALYTICS, { type: 'identify', userId: customer.id, properties: { email: customer.email } });
}

/** Owner fields a stored project may carry: the server takes the customer from the session (and refuses another). */
const OWNER_FIELDS = new Set(['customer_id', 'customerId', 'owner_id', 'visitor_id']);

/**
 * Uploads the projects saved while signed out as
 * customer metafields. The customer comes from the session on the server,
 * and the visitor id their design states were saved under from the
 * server's own cookie, so any stored owner field is left out. Projects the server could not take now (offline,
 * 5xx) stay for the next login; refused ones are dropped. Answers what
 * became of each, by name, so the shopper can be told.
 */
async function uploadPendingProjects(): Promise<PendingUploads> {
  const uploads: PendingUploads = { saved: [], kept: [], refused: [] };
  const pending = readPendingProjects();
  if (pending.length === 0) return uploads;
  const failed: Record<string, unknown>[] = [];
  for (const project of pending) {
    // Stored by an earlier page: the server judges whether it is a project.
    const body = Object.fromEntries(Object.entries(project).filter(([key]) => !OWNER_FIELDS.has(key))) as SavedProjectInput;
    const result = await callApi(TAGGING_CREATE_METAFIELD, { body });
    const name = typeof project.project_name === 'string' ? project.project_name : '';
    if (result.ok) uploads.saved.push(name);
    // A refused project (400: not a project, 403) would be refused again: only retry what may pass later (offline, 401, 5xx).
    else if (result.status === 0 || result.status === 401 || result.status >= 500) {
      failed.push(project);
      uploads.kept.push(name);
    } else uploads.refused.push(name);
  }
  writePendingProjects(failed);
  return uploads;
}

/** The sign-in failure for a refused reply's status (a 200 without the session counts as the store failing). */
const SIGN_IN_ERRORS: Record<number, SignInError> = { 401: 'invalid_credentials', 400: 'invalid', 429: 'rate_limited' };

/**
 * POST /api/session/login; on success stores the session (flag, expiry,
 * user), identifies the user to analytics and uploads pending projects.
 * `recaptcha`: the server asks for (or refused) a reCAPTCHA token, which the
 * caller sends with the next try.
 */
export async function signIn(email: string, password: string, recaptchaToken?: string): Promise<SignInResult> {
  const result = await callApi(SESSION_LOGIN, { body: { email, password, ...(recaptchaToken ? { recaptchaToken } : {}) } });
  if (!result.ok && result.error === 'recaptcha') return { ok: false, error: 'recaptcha' };
  if (!result.ok || typeof result.data?.expiresAt !== 'string' || typeof result.data.customer?.id !== 'string') {
    return { ok: false, error: (!result.ok && SIGN_IN_ERRORS[result.status]) || 'upstream' };
  }
  const { expiresAt, customer } = result.data;
  ensureSessionHydrated();
  useSessionStore.getState().signIn(expiresAt, toSessionUser(customer));
  identify(customer);
  return { ok: true, uploads: await uploadPendingProjects() };
}

function forgetSession(): void {
  ensureSessionHydrated();
  useSessionStore.getState().signOut();
}

/**
 * POST /api/session/logout (the server ends the session and clears the
 * cookie; its failure does not keep anyone signed in here), then clears the
 * local session and design data. Answers where to go next: the platform's
 * end-session step when the store signs in through it, else /login.
 */
export async function signOut(): Promise<string> {
  // Offline: the cookie expires on its own; the local session goes anyway.
  const result = await callApi(SESSION_LOGOUT);
  forgetSession();
  clearDesignStorage();
  return (result.ok && result.data?.signOutUrl) || '/login';
}

/**
 * GET /api/account/customer: the fresh details, also stored as the session
 * user. A 401 (no or expired session on the server) signs out locally,
 * but keeps the design work: the shopper did not ask to log out. Any
 * failure gives null.
 */
export async function refreshCustomer(): Promise<CustomerDetails | null> {
  const result = await callApi(ACCOUNT_CUSTOMER);
  if (!result.ok) {
    if (result.status === 401) forgetSession();
    return null;
  }
  const { customer } = result.data ?? {};
  if (!customer || typeof customer !== 'object') return null;
  ensureSessionHydrated();
  useSessionStore.getState().setUser(toSessionUser(customer));
  return customer;
}

/**
 * Back from the platform's sign-in page with the session cookie already
 * set: stores the session as a form sign-in does, identifies the user and
 * uploads the projects saved while signed out. False when the server has
 * no session after all.
 */
export async function completePlatformSignIn(): Promise<{ ok: true; uploads: PendingUploads } | { ok: false }> {
  const result = await callApi(ACCOUNT_CUSTOMER);
  if (!result.ok || !result.data?.customer) return { ok: false };
  const { customer, expiresAt } = result.data;
  ensureSessionHydrated();
  useSessionStore.getState().signIn(expiresAt, toSessionUser(customer));
  identify(customer);
  return { ok: true, uploads: await uploadPendingProjects() };
}
