import { z } from 'zod';
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
  body: loginSchema.extend({ recaptchaToken: recaptchaTokenField }),
  reply: z.object({ expiresAt: z.string(), customer: customerShape }),
  failure: z.object({ retryAfter: z.number().optional() }),
});

/** POST /api/session/logout: always 200 `{ ok: true }` and the cookie cleared, with or without a session. */
export const logoutContract = defineContract({
  reply: z.object({ ok: z.literal(true) }),
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
