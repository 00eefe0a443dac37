import { signToken, verifiedToken } from '../../ground/http/signed-token';

/**
 * The token of a link to a shared proof: which share, on which site, until
 * when, signed with the server's key. A link whose signature is not ours
 * is refused before any record is read, and its expiry is told without one.
 */

/** Signed for this use only: a token made for another purpose under the same key is worthless here. */
const PURPOSE = 'proof-share:v1:';

/** A share id: random, url-safe (randomBytes(18).toString('base64url')). */
export const SHARE_ID = /^[A-Za-z0-9_-]{24}$/;

export interface ShareTokenPayload {
  /** The share record's id. */
  id: string;
  /** The tenant the share was made on: only that host shows it. */
  tenantKey: string;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

export type ShareTokenCheck = { ok: true; payload: ShareTokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

export function signShareToken(payload: ShareTokenPayload, secret: string): string {
  return signToken({ i: payload.id, t: payload.tenantKey, e: payload.expiresAt }, secret, PURPOSE);
}

/** What a link's token says, once its signature and its expiry are checked (`now` in ms). */
export function checkShareToken(token: string | null | undefined, secret: string, now: number = Date.now()): ShareTokenCheck {
  const raw = verifiedToken(token, secret, PURPOSE);
  if (!raw || typeof raw.i !== 'string' || !SHARE_ID.test(raw.i) || typeof raw.t !== 'string' || typeof raw.e !== 'number' || !Number.isFinite(raw.e)) {
    return { ok: false, reason: 'invalid' };
  }
  if (raw.e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload: { id: raw.i, tenantKey: raw.t, expiresAt: raw.e } };
}
