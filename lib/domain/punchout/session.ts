import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../ground/config';
import { config } from '../../ground/config';
import { cookieFromHeader } from '../../ground/http/session-cookie';
import { signToken, verifiedToken } from '../../ground/http/signed-token';
import { PUNCHOUT_COOKIE } from './cookie-name';

/**
 * The punchout session: the configured buyer it belongs to and where its
 * cart goes back (the JSON gateway's return_url, the OCI HOOK_URL, the cXML
 * BrowserFormPost URL), fixed when the buyer's system opened it and kept
 * where the buyer cannot change it: the cookie is signed (HMAC-SHA256 with
 * PUNCHOUT_SESSION_SECRET) and httpOnly. Its value is
 * `base64url(JSON).base64url(HMAC)`; it lasts for the browser session, and no
 * longer than 8 hours whatever the browser keeps. The return URL was checked
 * against the buyer's prefixes when the session opened and is checked again
 * at every hand-off, so a change of configuration takes effect at once.
 * Not marked server-only: the front door (plain Node) reads the session to
 * decide who may frame a punchout page.
 */

export type PunchoutOperation = 'create' | 'edit' | 'inspect';

export interface PunchoutSession {
  /** Random, names the session in the hand-off's idempotency and (hashed) in logs. */
  sid: string;
  /** The configured buyer's id (lib/ground/punchout/buyers.ts). */
  buyer: string;
  returnUrl: string;
  /** cXML: the BuyerCookie to send back with the cart. */
  buyerCookie?: string;
  /** cXML: what the buyer's system asked for; an inspection cannot change the cart. */
  operation?: PunchoutOperation;
  /** OCI: the frame the cart form targets (`~TARGET`), and the `~OkCode` to send back. */
  target?: string;
  okCode?: string;
  /** Milliseconds since the epoch. */
  startedAt: number;
}

export const PUNCHOUT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** A clock slightly ahead on another instance must not void a fresh session. */
const CLOCK_SKEW_MS = 60 * 1000;

/** Sessions without a buyer (before buyers were configured) no longer verify. */
const PURPOSE = 'punchout-session:buyer';

const OPERATIONS: readonly PunchoutOperation[] = ['create', 'edit', 'inspect'];
const optionalText = (v: unknown): v is string | undefined => v === undefined || (typeof v === 'string' && v.length <= 2048);

export function newPunchoutSession(fields: Omit<PunchoutSession, 'sid' | 'startedAt'>, now: number = Date.now()): PunchoutSession {
  return { sid: randomBytes(16).toString('base64url'), ...fields, startedAt: now };
}

export function encodePunchoutSession(session: PunchoutSession, secret: string): string {
  const { sid, buyer, returnUrl, buyerCookie, operation, target, okCode, startedAt } = session;
  return signToken({ s: sid, b: buyer, r: returnUrl, c: buyerCookie, o: operation, g: target, k: okCode, t: startedAt }, secret, PURPOSE);
}

/** The session a cookie value holds, or null when it is missing, forged, altered, malformed or expired. */
export function decodePunchoutSession(value: string | null | undefined, secret: string, now: number = Date.now()): PunchoutSession | null {
  const parsed = verifiedToken(value, secret, PURPOSE);
  if (!parsed) return null;
  const { s, b, r, c, o, g, k, t } = parsed;
  if (typeof s !== 'string' || s === '' || typeof b !== 'string' || b === '' || typeof r !== 'string' || r === '') return null;
  if (typeof t !== 'number' || !Number.isFinite(t) || !optionalText(c) || !optionalText(g) || !optionalText(k)) return null;
  if (o !== undefined && !OPERATIONS.includes(o as PunchoutOperation)) return null;
  if (t > now + CLOCK_SKEW_MS || now - t >= PUNCHOUT_SESSION_TTL_MS) return null;
  return {
    sid: s,
    buyer: b,
    returnUrl: r,
    startedAt: t,
    ...(c === undefined ? {} : { buyerCookie: c }),
    ...(o === undefined ? {} : { operation: o as PunchoutOperation }),
    ...(g === undefined ? {} : { target: g }),
    ...(k === undefined ? {} : { okCode: k }),
  };
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
 * return URL), for the whole site, gone with the browser session. Over plain
 * http (the local emulator, same-site with its procurement stand-in)
 * SameSite=Lax. Under https, where the buyer's system on its own site may
 * frame our pages, SameSite=None with Secure and Partitioned: the cookie then
 * travels in that frame and, partitioned, lives only under that top-level
 * site. What it cannot do is authorise a cross-site write: the hand-off
 * routes take same-origin requests only.
 */
export function punchoutCookie(value: string, cfg: Pick<AppConfig, 'PUBLIC_URL_SCHEME'> = config()): string {
  const site = cfg.PUBLIC_URL_SCHEME === 'https' ? ['SameSite=None', 'Secure', 'Partitioned'] : ['SameSite=Lax'];
  return [`${PUNCHOUT_COOKIE}=${value}`, 'Path=/', 'HttpOnly', ...site].join('; ');
}
