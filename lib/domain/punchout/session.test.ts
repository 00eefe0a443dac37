/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { loadConfig } from '../../ground/config';
import { PUNCHOUT_COOKIE } from './cookie-name';
import {
  decodePunchoutSession,
  encodePunchoutSession,
  newPunchoutSession,
  punchoutCookie,
  PUNCHOUT_SESSION_TTL_MS,
  readPunchoutSession,
} from './session';

const SECRET = 'a-punchout-secret-for-tests';
const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const RETURN = 'http://127.0.0.1:4000/gateway/return/s-1?token=abc';

describe('the punchout session cookie', () => {
  it('round-trips the session id, the return URL and the start time', () => {
    const session = newPunchoutSession(RETURN, T0);
    expect(decodePunchoutSession(encodePunchoutSession(session, SECRET), SECRET, T0 + 1000)).toEqual(session);
    const without = newPunchoutSession(null, T0);
    expect(decodePunchoutSession(encodePunchoutSession(without, SECRET), SECRET, T0)).toEqual({ sid: without.sid, returnUrl: null, startedAt: T0 });
  });

  it('still reads a cookie signed before tokens carried a purpose (HMAC of the payload alone)', () => {
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const payload = Buffer.from(JSON.stringify({ s: 'sid-1', r: RETURN, t: T0 })).toString('base64url');
    const cookie = `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    expect(decodePunchoutSession(cookie, SECRET, T0 + 1000)).toEqual({ sid: 'sid-1', returnUrl: RETURN, startedAt: T0 });
  });

  it('gives every session its own unguessable id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPunchoutSession(null).sid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a value signed with another secret', () => {
    const value = encodePunchoutSession(newPunchoutSession(RETURN, T0), 'another-secret-entirely');
    expect(decodePunchoutSession(value, SECRET, T0)).toBeNull();
  });

  it('refuses a return URL changed by the buyer, even with the signature kept', () => {
    const value = encodePunchoutSession(newPunchoutSession(RETURN, T0), SECRET);
    const [, signature] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'x', r: 'https://evil.example/steal', t: T0 })).toString('base64url');
    expect(decodePunchoutSession(`${forged}.${signature}`, SECRET, T0)).toBeNull();
  });

  it.each([
    ['nothing', ''],
    ['no signature', 'eyJzIjoieCJ9'],
    ['garbage', 'not a cookie.value'],
    ['an empty signature', 'eyJzIjoieCJ9.'],
    ['three parts', 'a.b.c'],
  ])('refuses %s', (_what, value) => {
    expect(decodePunchoutSession(value, SECRET, T0)).toBeNull();
  });

  it('refuses a signed payload that is not a session', () => {
    const sign = (payload: object) => {
      const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    };
    expect(decodePunchoutSession(sign({ s: 'abc', r: null, t: T0 }), SECRET, T0)).toEqual({ sid: 'abc', returnUrl: null, startedAt: T0 });
    expect(decodePunchoutSession(sign({ s: '', r: null, t: T0 }), SECRET, T0)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'abc', r: 42, t: T0 }), SECRET, T0)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'abc', r: null, t: 'yesterday' }), SECRET, T0)).toBeNull();
  });

  it('expires 8 hours after the start, and refuses a start in the future', () => {
    const value = encodePunchoutSession(newPunchoutSession(RETURN, T0), SECRET);
    expect(decodePunchoutSession(value, SECRET, T0 + PUNCHOUT_SESSION_TTL_MS - 1)).not.toBeNull();
    expect(decodePunchoutSession(value, SECRET, T0 + PUNCHOUT_SESSION_TTL_MS)).toBeNull();
    expect(PUNCHOUT_SESSION_TTL_MS).toBe(8 * 3600 * 1000);
    expect(decodePunchoutSession(value, SECRET, T0 - 10 * 60 * 1000)).toBeNull();
  });

  it('is read from the request’s cookie among others', () => {
    const session = newPunchoutSession(RETURN, T0);
    const request = new Request('http://localhost:3000/api/punchout/handoff', {
      headers: { cookie: `locale=fr; ${PUNCHOUT_COOKIE}=${encodePunchoutSession(session, SECRET)}; customer_session=x` },
    });
    expect(readPunchoutSession(request, SECRET, T0)).toEqual(session);
    expect(readPunchoutSession(new Request('http://localhost:3000/'), SECRET, T0)).toBeNull();
  });

  it('is set httpOnly, SameSite=Lax, for the whole site, for the browser session, Secure under https', () => {
    expect(punchoutCookie('v.s', loadConfig({}))).toBe(`${PUNCHOUT_COOKIE}=v.s; Path=/; HttpOnly; SameSite=Lax`);
    const secure = punchoutCookie('v.s', loadConfig({ PUBLIC_URL_SCHEME: 'https' }));
    expect(secure).toBe(`${PUNCHOUT_COOKIE}=v.s; Path=/; HttpOnly; SameSite=Lax; Secure`);
    expect(secure).not.toMatch(/Max-Age|Expires/i);
  });

  it('fits a browser cookie with the longest return URL accepted', () => {
    const value = encodePunchoutSession(newPunchoutSession(`https://example.com/?q=${'x'.repeat(2048 - 23)}`, T0), SECRET);
    expect(punchoutCookie(value, loadConfig({})).length).toBeLessThan(4096);
  });
});
