/** @jest-environment node */
import {
  SESSION_COOKIE,
  clearedSessionSetCookie,
  cookieFromHeader,
  decodeSession,
  encodeSession,
  isSessionLive,
  sessionCookieOptions,
  sessionSetCookie,
} from './session-cookie';

const session = { token: 'tok-éà/+=', expiresAt: '2030-01-02T03:04:05Z' };

describe('session cookie value', () => {
  it('round-trips as base64url JSON {t, e}', () => {
    const value = encodeSession(session);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))).toEqual({ t: session.token, e: session.expiresAt });
    expect(decodeSession(value)).toEqual(session);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['not base64url', 'a+b/c=='],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['not an object', Buffer.from('"x"').toString('base64url')],
    ['no token', Buffer.from(JSON.stringify({ t: '', e: session.expiresAt })).toString('base64url')],
    ['a bad date', Buffer.from(JSON.stringify({ t: 'x', e: 'tomorrow' })).toString('base64url')],
    ['a number token', Buffer.from(JSON.stringify({ t: 5, e: session.expiresAt })).toString('base64url')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe]).toString('base64url')],
  ])('decodes %s to null', (_name, value) => {
    expect(decodeSession(value)).toBeNull();
  });

  it('is live only before the expiry', () => {
    const value = encodeSession(session);
    const expiry = Date.parse(session.expiresAt);
    expect(isSessionLive(value, expiry - 1)).toBe(true);
    expect(isSessionLive(value, expiry)).toBe(false);
    expect(isSessionLive(value, expiry + 1)).toBe(false);
    expect(isSessionLive('garbage', 0)).toBe(false);
    expect(isSessionLive(undefined)).toBe(false);
  });
});

describe('Set-Cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/ and expires with the token', () => {
    const header = sessionSetCookie(session, false);
    expect(header).toBe(`${SESSION_COOKIE}=${encodeSession(session)}; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT; HttpOnly; SameSite=Lax`);
    expect(sessionSetCookie(session, true)).toMatch(/; Secure$/);
    expect(sessionCookieOptions(session.expiresAt, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      expires: new Date(session.expiresAt),
    });
  });

  it('clears with an empty value in the past', () => {
    expect(clearedSessionSetCookie(false)).toBe(
      `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    expect(clearedSessionSetCookie(true)).toMatch(/; Secure$/);
  });
});

describe('cookieFromHeader', () => {
  it('finds a cookie by exact name', () => {
    const header = `other=1; ${SESSION_COOKIE}x=no; ${SESSION_COOKIE}=abc_-; NEXT_LOCALE=fr`;
    expect(cookieFromHeader(header, SESSION_COOKIE)).toBe('abc_-');
    expect(cookieFromHeader(header, 'NEXT_LOCALE')).toBe('fr');
    expect(cookieFromHeader(header, 'missing')).toBeNull();
    expect(cookieFromHeader(null, SESSION_COOKIE)).toBeNull();
    expect(cookieFromHeader(`${SESSION_COOKIE}=`, SESSION_COOKIE)).toBeNull();
  });
});
