import 'server-only';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../ground/config';
import { config } from '../../ground/config';
import { cookieFromHeader } from '../../ground/http/session-cookie';
import { signToken, verifiedToken } from '../../ground/http/signed-token';
import { PUNCHOUT_COOKIE } from './cookie-name';

/**
 * The punchout session: the return URL a buyer's procurement system sent
 * when the session started, kept where the buyer cannot change it. The hand-
 * off POSTs the order there, so the URL is never taken from a later request;
 * the cookie is signed (HMAC-SHA256 with PUNCHOUT_SESSION_SECRET) and
 * httpOnly. Its value is `base64url(JSON).base64url(HMAC)`; it lasts for the
 * browser session, and no longer than 8 hours whatever the browser keeps.
 */

export interface PunchoutSession {
  /** Random, names the session in the hand-off's idempotency and (hashed) in logs. */
  sid: string;
  /** As received (it may be off the allowlist: the hand-off says so then). Null when the buyer came without one. */
  returnUrl: string | null;
  /** Milliseconds since the epoch. */
  startedAt: number;
}

export const PUNCHOUT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** A clock slightly ahead on another instance must not void a fresh session. */
const CLOCK_SKEW_MS = 60 * 1000;

/** Sessions were signed before purposes existed; an empty one keeps the cookies already in browsers valid. */
const PURPOSE = '';

export function newPunchoutSession(returnUrl: string | null, now: number = Date.now()): PunchoutSession {
  return { sid: randomBytes(16).toString('base64url'), returnUrl, startedAt: now };
}

export function encodePunchoutSession(session: PunchoutSession, secret: string): string {
  return signToken({ s: session.sid, r: session.returnUrl, t: session.startedAt }, secret, PURPOSE);
}

/** The session a cookie value holds, or null when it is missing, forged, altered, malformed or expired. */
export function decodePunchoutSession(value: string | null | undefined, secret: string, now: number = Date.now()): PunchoutSession | null {
  const parsed = verifiedToken(value, secret, PURPOSE);
  if (!parsed) return null;
  const { s, r, t } = parsed;
  if (typeof s !== 'string' || s === '' || (r !== null && typeof r !== 'string') || typeof t !== 'number' || !Number.isFinite(t)) return null;
  if (t > now + CLOCK_SKEW_MS || now - t >= PUNCHOUT_SESSION_TTL_MS) return null;
  return { sid: s, returnUrl: r, startedAt: t };
}

/** The live punchout session of a request (its PUNCHOUT_COOKIE), or null. */
export function readPunchoutSession(
  request: Request,
  secret: string = config().PUNCHOUT_SESSION_SECRET,
  now: number = Date.now(),
): PunchoutSession | null {
  return decodePunchoutSession(cookieFromHeader(request.headers.get('cookie'), PUNCHOUT_COOKIE), secret, now);
}

/**
 * The Set-Cookie value for a session: httpOnly (page script never reads the
 * return URL), SameSite=Lax (it still comes along when the procurement
 * system's page links the buyer here, and not with other sites' posts),
 * Secure under https, for the whole site, and gone with the browser session.
 */
export function punchoutCookie(value: string, cfg: Pick<AppConfig, 'PUBLIC_URL_SCHEME'> = config()): string {
  return [`${PUNCHOUT_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(cfg.PUBLIC_URL_SCHEME === 'https' ? ['Secure'] : [])].join('; ');
}
