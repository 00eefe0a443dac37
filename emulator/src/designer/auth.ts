import crypto from 'node:crypto';
import type { Req } from '../http.ts';

export const API_KEY_HEADER = 'x-customerscanvasapikey';
/** The vendor's header for user tokens is unconfirmed: this one, a `token` query parameter or a Bearer token. */
export const USER_TOKEN_HEADER = 'x-customerscanvasusertoken';
export const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Compares digests so neither the length nor the content of the key leaks through timing. */
export function apiKeyMatches(req: Req, key: string): boolean {
  const given = req.headers[API_KEY_HEADER];
  if (typeof given !== 'string') return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(key).digest();
  return crypto.timingSafeEqual(a, b);
}

export function userTokenOf(req: Req): string | undefined {
  const header = req.headers[USER_TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  return bearer?.[1] ?? (req.query.get('token') || undefined);
}
