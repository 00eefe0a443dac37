import 'server-only';
import { randomBytes } from 'node:crypto';
import { signToken, verifiedToken } from '../../ground/http/signed-token';

/**
 * The platform sends every sign-in back to one registered callback host,
 * whatever store host the shopper started on. That host finishes the sign-in
 * and hands the session to the shopper's own host with a hand-back: signed,
 * good for one minute, for that host and tenant only, and used once. Caught
 * in transit, it opens nothing elsewhere: another host or tenant refuses it,
 * and the host it names takes it only the first time.
 */

const PURPOSE = 'customer-account-handback:v1:';
export const HANDBACK_TTL_MS = 60_000;

export interface Handback {
  /** Our server-side session the shopper's host is to adopt. */
  sid: string;
  /** The store host the shopper started on (lower case, with its port). */
  host: string;
  tenantKey: string;
  /** Where to go once signed in: a path on that host, already normalised. */
  redirect: string;
  /**
   * What ties the hand-back to the browser that started the sign-in: the
   * sign-in's state, which that browser also holds in a cookie on its host.
   * A hand-back forwarded to someone else's browser finds no such cookie.
   */
  binding: string;
}

export type HandbackRefusal = 'invalid' | 'expired' | 'other-host' | 'other-tenant' | 'used';

/** Says whether `id` is seen for the first time, remembering it until `expiresAt` (single use across the servers that share it). */
export type FirstUse = (id: string, expiresAt: number) => Promise<boolean>;

export function signHandback(handback: Handback, secret: string, now: number = Date.now()): string {
  return signToken({ ...handback, exp: now + HANDBACK_TTL_MS, jti: randomBytes(16).toString('base64url') }, secret, PURPOSE);
}

export async function verifyHandback(
  token: string | null | undefined,
  here: { host: string; tenantKey: string },
  secret: string,
  firstUse: FirstUse,
  now: number = Date.now(),
): Promise<{ ok: true; handback: Handback } | { ok: false; reason: HandbackRefusal }> {
  const payload = verifiedToken(token, secret, PURPOSE);
  if (!payload) return { ok: false, reason: 'invalid' };
  const { sid, host, tenantKey, redirect, binding, exp, jti } = payload;
  if (
    typeof sid !== 'string' || !sid || typeof binding !== 'string' || !binding ||
    typeof host !== 'string' || typeof tenantKey !== 'string' || typeof redirect !== 'string' ||
    typeof exp !== 'number' || typeof jti !== 'string' || !jti
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (now >= exp) return { ok: false, reason: 'expired' };
  if (host !== here.host.toLowerCase()) return { ok: false, reason: 'other-host' };
  if (tenantKey !== here.tenantKey) return { ok: false, reason: 'other-tenant' };
  if (!(await firstUse(jti, exp))) return { ok: false, reason: 'used' };
  return { ok: true, handback: { sid, host, tenantKey, redirect, binding } };
}
