/**
 * The browser's side of the customer session (spec accounts §4 "Session",
 * "Login success"): calls to /api/session/* and /api/account/customer, and
 * the local state that goes with them. The access token stays in the
 * httpOnly cookie the server sets; only the flag, the expiry and the user's
 * details are stored here.
 */
import type { CustomerDetails } from '@/lib/account/types';
import { clearDesignStorage, readPendingProjects, writePendingProjects } from '@/lib/state/design-storage';
import { ensureSessionHydrated, toSessionUser, useSessionStore } from '@/lib/state/session-store';

export type SignInError = 'invalid_credentials' | 'invalid' | 'rate_limited' | 'upstream';
export type SignInResult = { ok: true } | { ok: false; error: SignInError };

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function post(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isLoginReply(value: unknown): value is { expiresAt: string; customer: CustomerDetails } {
  if (typeof value !== 'object' || value === null) return false;
  const { expiresAt, customer } = value as Record<string, unknown>;
  return typeof expiresAt === 'string' && typeof customer === 'object' && customer !== null && 'id' in customer;
}

/** Analytics identify (spec §4 "Login success"); never in the way of the login. */
function identify(customer: CustomerDetails): void {
  const body = JSON.stringify({ type: 'identify', userId: customer.id, properties: { email: customer.email } });
  try {
    if (navigator.sendBeacon?.('/api/analytics', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // No sendBeacon: fall back to fetch.
  }
  fetch('/api/analytics', { method: 'POST', body, keepalive: true, headers: JSON_HEADERS }).catch(() => undefined);
}

/** Owner fields a stored project may carry: the server takes the customer from the session (and refuses another). */
const OWNER_FIELDS = new Set(['customer_id', 'customerId', 'owner_id']);

/**
 * Uploads the projects saved while signed out (spec §4 "Login success") as
 * customer metafields. The customer id comes from the session on the server,
 * so any stored one is left out. Projects the server could not take now
 * (offline, 5xx) stay for the next login; refused ones are dropped.
 */
async function uploadPendingProjects(): Promise<void> {
  const pending = readPendingProjects();
  if (pending.length === 0) return;
  const failed: Record<string, unknown>[] = [];
  for (const project of pending) {
    const fields = Object.fromEntries(Object.entries(project).filter(([key]) => !OWNER_FIELDS.has(key)));
    try {
      const response = await post('/api/tagging/create-metafield', fields);
      // A refused project (400: not a project, 403) would be refused again: only retry what may pass later.
      if (response.status === 401 || response.status >= 500) failed.push(project);
    } catch {
      failed.push(project);
    }
  }
  writePendingProjects(failed);
}

/**
 * POST /api/session/login; on success stores the session (flag, expiry,
 * user), identifies the user to analytics and uploads pending projects.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await post('/api/session/login', { email, password });
  } catch {
    return { ok: false, error: 'upstream' };
  }
  const body = await readJson(response);
  if (!response.ok || !isLoginReply(body)) {
    if (response.status === 401) return { ok: false, error: 'invalid_credentials' };
    if (response.status === 400) return { ok: false, error: 'invalid' };
    if (response.status === 429) return { ok: false, error: 'rate_limited' };
    return { ok: false, error: 'upstream' };
  }
  ensureSessionHydrated();
  useSessionStore.getState().signIn(body.expiresAt, toSessionUser(body.customer));
  identify(body.customer);
  await uploadPendingProjects();
  return { ok: true };
}

function forgetSession(): void {
  ensureSessionHydrated();
  useSessionStore.getState().signOut();
}

/**
 * POST /api/session/logout (the server deletes the token and the cookie;
 * its failure does not keep anyone signed in here), then clears the local
 * session and design data. The caller then goes to /login.
 */
export async function signOut(): Promise<void> {
  try {
    await post('/api/session/logout');
  } catch {
    // Offline: the cookie expires on its own; the local session goes anyway.
  }
  forgetSession();
  clearDesignStorage();
}

/**
 * GET /api/account/customer: the fresh details, also stored as the session
 * user. A 401 (no or expired session on the server) signs out locally,
 * but keeps the design work: the shopper did not ask to log out. Any
 * failure gives null.
 */
export async function refreshCustomer(): Promise<CustomerDetails | null> {
  let response: Response;
  try {
    response = await fetch('/api/account/customer', { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return null;
  }
  if (response.status === 401) {
    forgetSession();
    return null;
  }
  const body = (await readJson(response)) as { customer?: CustomerDetails } | null;
  if (!response.ok || !body?.customer || typeof body.customer !== 'object') return null;
  ensureSessionHydrated();
  useSessionStore.getState().setUser(toSessionUser(body.customer));
  return body.customer;
}
