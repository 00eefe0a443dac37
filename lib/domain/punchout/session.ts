import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../ground/config';
import { config } from '../../ground/config';
import { cookieFromHeader } from '../../ground/http/session-cookie';
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

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function newPunchoutSession(returnUrl: string | null, now: number = Date.now()): PunchoutSession {
  return { sid: randomBytes(16).toString('base64url'), returnUrl, startedAt: now };
}

export function encodePunchoutSession(session: PunchoutSession, secret: string): string {
  const payload = base64url(JSON.stringify({ s: session.sid, r: session.returnUrl, t: session.startedAt }));
  return `${payload}.${base64url(sign(payload, secret))}`;
}

/** The session a cookie value holds, or null when it is missing, forged, altered, malformed or expired. */
export function decodePunchoutSession(value: string | null | undefined, secret: string, now: number = Date.now()): PunchoutSession | null {
  if (!value) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(value);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  // Compared as text, so no second spelling of the same bytes passes.
  const expected = Buffer.from(base64url(sign(payload, secret)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, r, t } = parsed as Record<string, unknown>;
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
