import { z } from 'zod';
import { extend } from '../../../ground/zod';
import { defineContract } from '../contract';
import { customerShape, recaptchaTokenField } from '../../../domain/account/shapes';
import { forgotPasswordSchema } from '../../../ground/validation/forgot-password';
import { loginSchema } from '../../../ground/validation/login';

/**
 * The customer session (login, logout, forgot password): the access token travels only in the httpOnly cookie these
 * routes set and clear, never in a reply.
 */

/**
 * POST /api/session/login {email, password, recaptchaToken?}: 200
 * `{ expiresAt, customer }` and the session cookie; 400 invalid, or
 * recaptcha when the email has failed too often and the token is missing or
 * does not pass; 401 invalid_credentials; 429 rate_limited (`retryAfter`
 * seconds); 502 upstream.
 */
export const loginContract = defineContract({
  body: extend(loginSchema, { recaptchaToken: recaptchaTokenField }),
  reply: z.object({ expiresAt: z.string(), customer: customerShape }),
  failure: z.object({ retryAfter: z.number().optional() }),
});

/**
 * POST /api/session/logout: always 200 `{ ok: true }` and the cookie cleared, with or without a session.
 * With the Customer Account API, `signOutUrl` is where the browser goes next to end the platform's session too.
 */
export const logoutContract = defineContract({
  reply: z.object({ ok: z.literal(true), signOutUrl: z.string().optional() }),
});

const shortText = (max: number) => z.string().max(max).optional().catch(undefined);

/**
 * GET /api/session/sign-in?redirectUrl=&lang= (Customer Account API): 302 to
 * the platform's sign-in; where to return is judged by the handler (same
 * origin only, else the home page). 404 with the legacy provider.
 */
export const signInStartContract = defineContract({
  query: z.object({ redirectUrl: shortText(2048), lang: shortText(8) }),
  reply: z.null(),
});

/** GET /api/session/callback?code=&state= (or error=): the registered callback; 303 to the shopper's host. */
export const signInCallbackContract = defineContract({
  query: z.object({ code: shortText(512), state: shortText(128), error: shortText(64) }),
  reply: z.null(),
});

/** GET /api/session/handback?t=: the shopper's host adopts the sign-in; 303 to where they were going. */
export const handbackContract = defineContract({
  query: z.object({ t: shortText(4096) }),
  reply: z.null(),
});

/** GET /api/session/sign-out?h=: 303 to the platform's end-session page. */
export const signOutContract = defineContract({
  query: z.object({ h: shortText(128) }),
  reply: z.null(),
});

/** GET /api/session/signed-out?state=: the registered logout URL; 303 to the home page of the shopper's host. */
export const signedOutContract = defineContract({
  query: z.object({ state: shortText(1024) }),
  reply: z.null(),
});

/**
 * POST /api/session/recover {email}: 200 `{ ok: true }` whether or not an
 * account has the address; 400 invalid; 429 rate_limited; 502 upstream.
 */
export const recoverContract = defineContract({
  body: forgotPasswordSchema,
  reply: z.object({ ok: z.literal(true) }),
  failure: z.object({ retryAfter: z.number().optional() }),
});
