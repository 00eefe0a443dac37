/**
 * The customer session cookie. The access
 * token lives only here: httpOnly, so page JavaScript never sees it, and
 * SameSite=Lax, so other sites cannot post with it. Its value is
 * base64url(JSON {t: accessToken, e: expiresAt}).
 *
 * Edge-safe (the middleware guard reads it): no Node APIs, only
 * btoa/atob and TextEncoder/TextDecoder.
 */

export const SESSION_COOKIE = 'customer_session';

export interface Session {
  /** The platform's customer access token. */
  token: string;
  /** When the platform stops accepting it (ISO 8601). */
  expiresAt: string;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeSession(session: Session): string {
  return toBase64Url(JSON.stringify({ t: session.token, e: session.expiresAt }));
}

/** The session a cookie value holds, or null for anything malformed (tampered, truncated, bad date). */
export function decodeSession(value: string | null | undefined): Session | null {
  if (!value) return null;
  const text = fromBase64Url(value);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { t, e } = parsed as Record<string, unknown>;
  if (typeof t !== 'string' || t === '' || typeof e !== 'string' || Number.isNaN(Date.parse(e))) return null;
  return { token: t, expiresAt: e };
}

/** A session whose expiry is still ahead (present and not expired: what the route guard lets through). */
export function isSessionLive(value: string | null | undefined, now: number = Date.now()): boolean {
  const session = decodeSession(value);
  return session !== null && Date.parse(session.expiresAt) > now;
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires: Date;
}

/** Secure only when the store is served over https (plain http on localhost would drop a Secure cookie). */
export function sessionCookieOptions(expiresAt: string | Date, secure: boolean): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: new Date(expiresAt) };
}

function serialise(value: string, options: SessionCookieOptions, maxAgeZero = false): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${options.path}`,
    `Expires=${options.expires.toUTCString()}`,
    ...(maxAgeZero ? ['Max-Age=0'] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that stores a session until the token expires. */
export function sessionSetCookie(session: Session, secure: boolean): string {
  return serialise(encodeSession(session), sessionCookieOptions(session.expiresAt, secure));
}

/** The Set-Cookie value that removes the session. */
export function clearedSessionSetCookie(secure: boolean): string {
  return serialise('', sessionCookieOptions(new Date(0), secure), true);
}

/** A cookie's value in a Cookie request header, or null (Edge-safe, so no Next request object is needed). */
export function cookieFromHeader(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
