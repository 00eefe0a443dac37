import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { cookieFromHeader } from '../../ground/http/session-cookie';

/**
 * A visitor's design-service user id, issued by our server and kept in an
 * httpOnly cookie signed with a server key: the visitor's gallery, custom
 * shapes and saved designs live under this id, so it must be one we gave
 * this browser, never one a request names (anyone who learnt another
 * visitor's id could otherwise ask for their token or their files).
 */

export const DESIGN_VISITOR_COOKIE = 'design_visitor';
/** A year: the visitor's designs stay theirs for as long as they keep coming back. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The id's format: a random UUID, lower case. */
const VISITOR_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The signing key is derived for this use only, so a signature made here means nothing elsewhere. */
const PURPOSE = 'design-visitor-id:v1:';

const signature = (id: string, secret: string): Buffer => createHmac('sha256', secret).update(PURPOSE + id).digest();

/** The cookie value for `id`: the id, a dot, and its signature (base64url). */
export function signVisitorId(id: string, secret: string): string {
  return `${id}.${signature(id, secret).toString('base64url')}`;
}

/** The visitor id a cookie value carries when its signature is ours, else null. */
export function verifiedVisitorId(value: string | null | undefined, secret: string): string | null {
  if (!value || value.length > 128) return null;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !VISITOR_UUID.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = signature(id, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The request's visitor id when its cookie is one we signed, else null. */
export function requestVisitorId(request: Request, secret: string): string | null {
  return verifiedVisitorId(cookieFromHeader(request.headers.get('cookie'), DESIGN_VISITOR_COOKIE), secret);
}

/** A new visitor id and the Set-Cookie value that gives it to the browser. */
export function issueVisitorId(secret: string, secure: boolean): { id: string; setCookie: string } {
  const id = randomUUID().toLowerCase();
  const setCookie = [
    `${DESIGN_VISITOR_COOKIE}=${signVisitorId(id, secret)}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return { id, setCookie };
}
