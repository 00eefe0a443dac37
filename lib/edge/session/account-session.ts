import 'server-only';
import { randomBytes } from 'node:crypto';
import { customerAccountEndpoints } from '../../services/customer-account/discovery';
import { CustomerAccountError } from '../../services/customer-account/errors';
import { refreshTokens, tokenSetShape, type TokenSet } from '../../services/customer-account/oauth';
import { z } from 'zod';
import type { Session } from '../../ground/http/session-cookie';
import { parseRecord } from '../../ground/kv/record';
import { sessionStore } from './account-store';

/**
 * A Customer Account API session on our side. The browser's httpOnly
 * cookie holds only an opaque session id; the platform's access, refresh
 * and ID tokens stay in the session store under it. An access token about to
 * run out is refreshed before it is used, by one caller at a time.
 */

export interface AccountSessionRecord extends TokenSet {
  /** When our session ends whatever the tokens say (ms since the epoch). */
  expiresAt: number;
}

/** How long a customer stays signed in without signing in again. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** An access token with less than this left is refreshed first. */
const REFRESH_MARGIN_MS = 60_000;
const LOCK_MS = 10_000;

const sessionKey = (sid: string) => `customer-session:${sid}`;
const lockKey = (sid: string) => `customer-session-refresh:${sid}`;

const recordShape = tokenSetShape.extend({ expiresAt: z.number() });
const parse = (raw: string | null): AccountSessionRecord | null => parseRecord(raw, recordShape);

/** A new session for these tokens; the cookie's view of it (the id and its end). */
export async function openAccountSession(tokens: TokenSet, now: number = Date.now()): Promise<Session> {
  const sid = randomBytes(32).toString('base64url');
  const record: AccountSessionRecord = { ...tokens, expiresAt: now + SESSION_TTL_MS };
  await sessionStore().set(sessionKey(sid), JSON.stringify(record), SESSION_TTL_MS);
  return { token: sid, expiresAt: new Date(record.expiresAt).toISOString() };
}

export async function readAccountSession(sid: string): Promise<AccountSessionRecord | null> {
  return parse(await sessionStore().get(sessionKey(sid)));
}

/** Ends our session; its record, for the platform's end-session step. */
export async function closeAccountSession(sid: string): Promise<AccountSessionRecord | null> {
  return parse(await sessionStore().take(sessionKey(sid)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refreshed(sid: string, record: AccountSessionRecord, now: number): Promise<AccountSessionRecord | null> {
  const store = sessionStore();
  // Refresh tokens rotate: two servers refreshing at once would spend the same one and end the session.
  if (!(await store.add(lockKey(sid), '1', LOCK_MS))) {
    for (let waited = 0; waited < LOCK_MS; waited += 100) {
      await pause(100);
      const current = await readAccountSession(sid);
      if (!current) return null;
      if (current.accessExpiresAt - Date.now() > REFRESH_MARGIN_MS) return current;
    }
    return null;
  }
  try {
    const tokens = await refreshTokens(await customerAccountEndpoints(), record.refreshToken);
    const next: AccountSessionRecord = { ...tokens, idToken: tokens.idToken ?? record.idToken, expiresAt: record.expiresAt };
    await store.set(sessionKey(sid), JSON.stringify(next), Math.max(1, record.expiresAt - now));
    return next;
  } catch (error) {
    if (error instanceof CustomerAccountError && error.kind === 'refused') {
      await store.delete(sessionKey(sid));
      return null;
    }
    throw error;
  } finally {
    await store.delete(lockKey(sid));
  }
}

/**
 * The platform access token of session `sid`, refreshed first when it is
 * about to run out; null when the session is gone or the platform ended it.
 */
export async function accessTokenOf(sid: string, now: number = Date.now()): Promise<string | null> {
  const record = await readAccountSession(sid);
  if (!record || record.expiresAt <= now) return null;
  if (record.accessExpiresAt - now > REFRESH_MARGIN_MS) return record.accessToken;
  return (await refreshed(sid, record, now))?.accessToken ?? null;
}
