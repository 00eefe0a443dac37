import 'server-only';
import type { CustomerDetails } from '../../domain/account/types';
import { handleRoute, requestScope, type RequestScope, type RouteOptions } from '../api/server';
import { problem } from '../../ground/http/reply';
import { TRANSPORT_REPLY as REPLY } from '../../ground/http/replies';
import { config } from '../../ground/config';
import { accessTokenOf } from './account-session';
import { CustomerTokenRefused, type LoadedCustomer } from '../../services/shopify/customer';
import { customerAccounts } from '../../domain/account/customer-accounts';
import {
  SESSION_COOKIE,
  clearedSessionSetCookie,
  cookieFromHeader,
  decodeSession,
  sessionSetCookie,
  type Session,
} from '../../ground/http/session-cookie';

/**
 * The session cookie on the server side of route handlers: read it from a
 * request, set or clear it on a reply, and run account handlers only for a
 * customer whose token the platform still accepts.
 */

const secure = () => config().PUBLIC_URL_SCHEME === 'https';

/** The Set-Cookie value that stores `session`. */
export const setSessionCookie = (session: Session): string => sessionSetCookie(session, secure());
/** The Set-Cookie value that removes the session. */
export const clearSessionCookie = (): string => clearedSessionSetCookie(secure());

/** The session cookie's raw value, if the request carries one. */
export function sessionCookieOf(request: Request): string | null {
  return cookieFromHeader(request.headers.get('cookie'), SESSION_COOKIE);
}

/** The request's session while it is live (present, well-formed, not expired), else null. */
export function readSession(request: Request, now: number = Date.now()): Session | null {
  const session = decodeSession(sessionCookieOf(request));
  return session && Date.parse(session.expiresAt) > now ? session : null;
}

/**
 * The request's live session as the platform knows it: `token` is the
 * platform's access token. With legacy accounts that is the cookie's own
 * token; with the Customer Account API the cookie holds our session id,
 * which is looked up (and the token refreshed when about to run out). Null
 * without a live session, or when the platform has ended it.
 */
export async function platformSession(request: Request, now: number = Date.now()): Promise<Session | null> {
  const session = readSession(request, now);
  if (!session || config().CUSTOMER_ACCOUNTS === 'legacy') return session;
  const token = await accessTokenOf(session.token, now);
  return token ? { token, expiresAt: session.expiresAt } : null;
}

/** 401 `{ error: 'unauthenticated' }`; a stale cookie the browser still sends is removed. */
export function unauthenticated(hadCookie: boolean): Response {
  const response = problem(401, 'unauthenticated', REPLY.unauthenticated);
  if (hadCookie) response.headers.append('Set-Cookie', clearSessionCookie());
  return response;
}

export interface CustomerRequest {
  session: Session;
  scope: RequestScope;
  /** The customer behind the token (loaded once, on first call). */
  customer(): Promise<CustomerDetails>;
  /** The same, with the platform's address ids (address mutations need them). */
  loaded(): Promise<LoadedCustomer>;
}

/**
 * Runs `run` for the signed-in customer under the shared route rules
 * (lib/domain/account/http handleRoute). Without a live session: 401. When the
 * platform refuses the token (customer null, TOKEN_INVALID): 401 and the
 * cookie is cleared, so the guard sends the next /account visit to /login.
 */
export function withCustomer(
  request: Request,
  event: string,
  run: (c: CustomerRequest) => Promise<Response>,
  options: RouteOptions = {},
): Promise<Response> {
  const scope = requestScope(request);
  return handleRoute(
    request,
    event,
    async () => {
      const session = await platformSession(request);
      if (!session) return unauthenticated(sessionCookieOf(request) !== null);
      let loading: Promise<LoadedCustomer> | undefined;
      const loaded = () => (loading ??= customerAccounts().loadCustomer(scope.context, session.token));
      try {
        return await run({ session, scope, loaded, customer: async () => (await loaded()).details });
      } catch (error) {
        if (error instanceof CustomerTokenRefused) return unauthenticated(true);
        throw error;
      }
    },
    { ...options, context: { tenantKey: scope.tenant.key, ...options.context } },
  );
}

/** A redirect that no cache keeps, with the cookies it sets. */
export function redirectReply(location: string, cookies: readonly string[] = [], status = 303): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status, headers });
}

/**
 * 404 for the password routes (sign-in, registration, reset) when the
 * platform signs customers in: those accounts have no password here, and a
 * request must not reach the legacy API in their name. Null with legacy accounts.
 */
export function legacyAccountsOnly(): Response | null {
  return config().CUSTOMER_ACCOUNTS === 'legacy' ? null : problem(404, 'not_found', REPLY.notFound);
}
