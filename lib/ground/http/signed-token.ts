import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A small payload our server hands out and takes back unchanged: the
 * payload's JSON and its HMAC-SHA256, both base64url, joined by a dot. The
 * purpose goes into the signature, so a token made for one use is worthless
 * for another even under the same secret.
 */

const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
/** Longer than any payload we sign: a larger value is refused before any work. */
const MAX_TOKEN_LENGTH = 4096;

const mac = (purpose: string, payload: string, secret: string) => createHmac('sha256', secret).update(purpose + payload).digest('base64url');

export function signToken(payload: object, secret: string, purpose: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(purpose, body, secret)}`;
}

/** The payload of a token signed here for `purpose`, or null when it is missing, forged, altered or not JSON. */
export function verifiedToken(value: string | null | undefined, secret: string, purpose: string): Record<string, unknown> | null {
  if (!value || value.length > MAX_TOKEN_LENGTH) return null;
  const match = TOKEN.exec(value);
  if (!match) return null;
  const [, body, signature] = match as unknown as [string, string, string];
  // Compared as text, so no second spelling of the same bytes passes.
  const expected = Buffer.from(mac(purpose, body, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
