import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { config } from '../../ground/config';
import { cookieFromHeader } from '../../ground/http/session-cookie';
import { parseRecord } from '../../ground/kv/record';
import { signToken, verifiedToken } from '../../ground/http/signed-token';
import { tenantFromKey, tenantOrigin } from '../../ground/tenant/resolve';
import type { Tenant } from '../../ground/tenant/types';
import { customerAccountEndpoints } from '../../services/customer-account/discovery';
import { CustomerAccountError } from '../../services/customer-account/errors';
import { authorizationUrl, checkedIdToken, endSessionUrl, exchangeCode, tokenSetShape, type TokenSet } from '../../services/customer-account/oauth';
import { codeChallenge, codeVerifier, randomToken } from '../../services/customer-account/pkce';
import { closeAccountSession } from './account-session';
import { sessionStore } from './account-store';
import type { SignInFlag } from './sign-in-flags';
import { HANDBACK_TTL_MS, signHandback, verifyHandback, type HandbackRefusal } from './handback';

/**
 * Signing in through the Customer Account API from any store host with one
 * registered callback:
 *  1. start, on the shopper's host: a state, nonce and PKCE verifier kept on
 *     our server under the state (with that host, its tenant and where to
 *     return), the state also in a cookie on that host; off to the platform;
 *  2. callback, on the registered host: the state is taken (once), the code
 *     exchanged with the verifier, the ID token's nonce checked, and the
 *     tokens parked under a one-time handle for a signed hand-back;
 *  3. hand-back, on the shopper's host: host, tenant and the browser's state
 *     cookie must match, the handle is taken (once) and becomes a fresh
 *     session whose id is the cookie.
 * Sign-out runs the other way: our session ends at once, then the platform's
 * end-session page comes back to the registered logout URL, which returns
 * the shopper to their host.
 */

export const SIGN_IN_COOKIE = 'customer_sign_in';
const SIGN_IN_TTL_MS = 10 * 60 * 1000;
const SIGN_OUT_TTL_MS = 5 * 60 * 1000;

/** The query flags of the page the shopper returns to (./sign-in-flags.ts), which the page turns into a toast. */
export const SIGNED_IN_PARAM: SignInFlag = 'signedIn';
export const SIGN_IN_FAILED_PARAM: SignInFlag = 'signInFailed';
export const SIGNED_OUT_PARAM: SignInFlag = 'signedOut';

const pendingShape = z.object({
  verifier: z.string(),
  nonce: z.string(),
  tenantKey: z.string(),
  redirect: z.string(),
});

const signOutShape = z.object({ idToken: z.string(), tenantKey: z.string() });

const signInKey = (state: string) => `customer-sign-in:${state}`;
const handbackKey = (handle: string) => `customer-handback:${handle}`;
const handbackUsedKey = (jti: string) => `customer-handback-used:${jti}`;
const signOutKey = (handle: string) => `customer-sign-out:${handle}`;

/** Hand-backs and sign-out returns are signed with the client secret, each for its own purpose. */
const signingSecret = () => `customer-session:${config().CUSTOMER_ACCOUNT_CLIENT_SECRET ?? ''}`;

const secureAttr = () => (config().PUBLIC_URL_SCHEME === 'https' ? '; Secure' : '');

/** `path` on the tenant's own host, with a flag for the page. */
function onTenant(tenant: Tenant, path: string, flag?: string): string {
  const url = new URL(path, tenantOrigin(tenant, config()));
  if (flag) url.searchParams.set(flag, '1');
  return url.toString();
}

export interface Redirection {
  location: string;
  cookies: string[];
}

/** Step 1, on the shopper's host: `redirect` is already a normalised path of that host. */
export async function startSignIn(tenant: Tenant, redirect: string, locale: string): Promise<Redirection> {
  const cfg = config();
  const state = randomToken();
  const nonce = randomToken();
  const verifier = codeVerifier();
  const endpoints = await customerAccountEndpoints();
  await sessionStore().set(signInKey(state), JSON.stringify({ verifier, nonce, tenantKey: tenant.key, redirect }), SIGN_IN_TTL_MS);
  const location = authorizationUrl(endpoints, cfg.CUSTOMER_ACCOUNT_CLIENT_ID, {
    redirectUri: cfg.CUSTOMER_ACCOUNT_CALLBACK_URL,
    state,
    nonce,
    codeChallenge: codeChallenge(verifier),
    locale,
  });
  const cookie = `${SIGN_IN_COOKIE}=${state}; Path=/api/session; Max-Age=${SIGN_IN_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secureAttr()}`;
  return { location, cookies: [cookie] };
}

export type CallbackOutcome =
  | { ok: true; location: string }
  | { ok: false; reason: 'unknown-state' | 'denied' | 'refused' | 'id-token'; location: string | null };

/**
 * Step 2, on the registered callback host. A state we did not issue, or
 * already used, leads nowhere (null location: the route says so on this
 * host); a refusal returns the shopper to their host's home page.
 */
export async function finishSignIn(query: { code?: string; state?: string; error?: string }, now: number = Date.now()): Promise<CallbackOutcome> {
  const cfg = config();
  const raw = query.state ? await sessionStore().take(signInKey(query.state)) : null;
  const pending = parseRecord(raw, pendingShape);
  const tenant = pending ? tenantFromKey(pending.tenantKey, cfg) : null;
  if (!pending || !tenant || !query.state) return { ok: false, reason: 'unknown-state', location: null };
  const home = onTenant(tenant, '/', SIGN_IN_FAILED_PARAM);
  if (query.error || !query.code) return { ok: false, reason: 'denied', location: home };

  const endpoints = await customerAccountEndpoints();
  let tokens: TokenSet;
  try {
    tokens = await exchangeCode(endpoints, query.code, pending.verifier, cfg.CUSTOMER_ACCOUNT_CALLBACK_URL);
  } catch (error) {
    if (error instanceof CustomerAccountError && error.kind === 'refused') return { ok: false, reason: 'refused', location: home };
    throw error;
  }
  const claims = checkedIdToken(tokens.idToken, { issuer: endpoints.issuer, clientId: cfg.CUSTOMER_ACCOUNT_CLIENT_ID, nonce: pending.nonce }, now);
  if (!claims) return { ok: false, reason: 'id-token', location: home };

  const handle = randomBytes(24).toString('base64url');
  await sessionStore().set(handbackKey(handle), JSON.stringify(tokens), HANDBACK_TTL_MS);
  const token = signHandback(
    { sid: handle, host: tenant.host.toLowerCase(), tenantKey: tenant.key, redirect: pending.redirect, binding: query.state },
    signingSecret(),
    now,
  );
  const location = new URL('/api/session/handback', tenantOrigin(tenant, cfg));
  location.searchParams.set('t', token);
  return { ok: true, location: location.toString() };
}

export type AdoptOutcome =
  | { ok: true; tokens: TokenSet; redirect: string; clearCookie: string }
  | { ok: false; reason: HandbackRefusal | 'other-browser' | 'gone' };

/** Step 3, on the shopper's host: the tokens the hand-back names, once, for this host, tenant and browser only. */
export async function adoptHandback(token: string | undefined, tenant: Tenant, cookieHeader: string | null, now: number = Date.now()): Promise<AdoptOutcome> {
  const store = sessionStore();
  const verified = await verifyHandback(
    token,
    { host: tenant.host, tenantKey: tenant.key },
    signingSecret(),
    (jti, expiresAt) => store.add(handbackUsedKey(jti), '1', Math.max(1, expiresAt - now)),
    now,
  );
  if (!verified.ok) return verified;
  const { handback } = verified;
  const raw = await store.take(handbackKey(handback.sid));
  if (cookieFromHeader(cookieHeader, SIGN_IN_COOKIE) !== handback.binding) return { ok: false, reason: 'other-browser' };
  const tokens = parseRecord(raw, tokenSetShape);
  if (!tokens) return { ok: false, reason: 'gone' };
  return {
    ok: true,
    tokens,
    redirect: handback.redirect,
    clearCookie: `${SIGN_IN_COOKIE}=; Path=/api/session; Max-Age=0; HttpOnly; SameSite=Lax${secureAttr()}`,
  };
}


const signOutState = (tenantKey: string) => signToken({ tenantKey, exp: Date.now() + SIGN_OUT_TTL_MS }, signingSecret(), 'customer-sign-out:v1:');

/**
 * Ends session `sid` on our side at once. The answer is the step that ends
 * the platform's session too: a path on this host that sends the browser to
 * the platform's end-session page (the ID token never reaches page script),
 * or null when there is nothing to end there.
 */
export async function endSignedInSession(sid: string, tenant: Tenant): Promise<string | null> {
  const record = await closeAccountSession(sid);
  if (!record?.idToken) return null;
  const handle = randomBytes(24).toString('base64url');
  await sessionStore().set(signOutKey(handle), JSON.stringify({ idToken: record.idToken, tenantKey: tenant.key }), SIGN_OUT_TTL_MS);
  return `/api/session/sign-out?h=${handle}`;
}

/** The platform's end-session address for a sign-out handle of this tenant (once), else null. */
export async function platformSignOut(handle: string | undefined, tenant: Tenant): Promise<string | null> {
  if (!handle) return null;
  const raw = await sessionStore().take(signOutKey(handle));
  const parsed = parseRecord(raw, signOutShape);
  if (!parsed || parsed.tenantKey !== tenant.key) return null;
  const cfg = config();
  return endSessionUrl(await customerAccountEndpoints(), parsed.idToken, cfg.CUSTOMER_ACCOUNT_LOGOUT_URL, signOutState(tenant.key));
}

/** Back from the platform's end-session page: the home page of the host the shopper signed out on, else null. */
export function signedOutReturn(state: string | undefined): string | null {
  const payload = verifiedToken(state, signingSecret(), 'customer-sign-out:v1:');
  if (!payload || typeof payload.tenantKey !== 'string' || typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
  const tenant = tenantFromKey(payload.tenantKey, config());
  return tenant ? onTenant(tenant, '/', SIGNED_OUT_PARAM) : null;
}
