/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { createHmac } from 'node:crypto';
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
const FIELDS = { buyer: 'acme-json', returnUrl: RETURN };

/** A token signed as the session module signs, with any payload and purpose. */
const sign = (payload: object, purpose = 'punchout-session:buyer') => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', SECRET).update(purpose + body).digest('base64url')}`;
};

describe('the punchout session cookie', () => {
  it('round-trips the buyer, the return URL, the cXML and OCI details and the start time', () => {
    const plain = newPunchoutSession(FIELDS, T0);
    expect(decodePunchoutSession(encodePunchoutSession(plain, SECRET), SECRET, T0 + 1000)).toEqual(plain);
    const cxml = newPunchoutSession({ buyer: 'acme-ariba', returnUrl: RETURN, buyerCookie: 'c-1', operation: 'edit' }, T0);
    expect(decodePunchoutSession(encodePunchoutSession(cxml, SECRET), SECRET, T0)).toEqual(cxml);
    const oci = newPunchoutSession({ buyer: 'acme-srm', returnUrl: RETURN, target: '_top', okCode: 'ADDI' }, T0);
    expect(decodePunchoutSession(encodePunchoutSession(oci, SECRET), SECRET, T0)).toEqual(oci);
  });

  it('no longer reads a cookie from before buyers (no buyer, or signed without the purpose)', () => {
    const payload = Buffer.from(JSON.stringify({ s: 'sid-1', r: RETURN, t: T0 })).toString('base64url');
    const legacy = `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    expect(decodePunchoutSession(legacy, SECRET, T0 + 1000)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'sid-1', r: RETURN, t: T0 }), SECRET, T0)).toBeNull();
  });

  it('gives every session its own unguessable id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPunchoutSession(FIELDS).sid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a value signed with another secret', () => {
    const value = encodePunchoutSession(newPunchoutSession(FIELDS, T0), 'another-secret-entirely');
    expect(decodePunchoutSession(value, SECRET, T0)).toBeNull();
  });

  it('refuses a buyer or return URL changed by the shopper, even with the signature kept', () => {
    const value = encodePunchoutSession(newPunchoutSession(FIELDS, T0), SECRET);
    const [, signature] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'x', b: 'acme-json', r: 'https://evil.example/steal', t: T0 })).toString('base64url');
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
    expect(decodePunchoutSession(sign({ s: 'abc', b: 'x', r: RETURN, t: T0 }), SECRET, T0)).toEqual({ sid: 'abc', buyer: 'x', returnUrl: RETURN, startedAt: T0 });
    expect(decodePunchoutSession(sign({ s: '', b: 'x', r: RETURN, t: T0 }), SECRET, T0)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'abc', b: 'x', r: null, t: T0 }), SECRET, T0)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'abc', r: RETURN, t: T0 }), SECRET, T0)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'abc', b: 'x', r: RETURN, t: 'yesterday' }), SECRET, T0)).toBeNull();
    expect(decodePunchoutSession(sign({ s: 'abc', b: 'x', r: RETURN, t: T0, o: 'delete' }), SECRET, T0)).toBeNull();
  });

  it('expires 8 hours after the start, and refuses a start in the future', () => {
    const value = encodePunchoutSession(newPunchoutSession(FIELDS, T0), SECRET);
    expect(decodePunchoutSession(value, SECRET, T0 + PUNCHOUT_SESSION_TTL_MS - 1)).not.toBeNull();
    expect(decodePunchoutSession(value, SECRET, T0 + PUNCHOUT_SESSION_TTL_MS)).toBeNull();
    expect(PUNCHOUT_SESSION_TTL_MS).toBe(8 * 3600 * 1000);
    expect(decodePunchoutSession(value, SECRET, T0 - 10 * 60 * 1000)).toBeNull();
  });

  it('is read from the request’s cookie among others', () => {
    const session = newPunchoutSession(FIELDS, T0);
    const request = new Request('http://localhost:3000/api/punchout/handoff', {
      headers: { cookie: `locale=fr; ${PUNCHOUT_COOKIE}=${encodePunchoutSession(session, SECRET)}; customer_session=x` },
    });
    expect(readPunchoutSession(request, SECRET, T0)).toEqual(session);
    expect(readPunchoutSession(new Request('http://localhost:3000/'), SECRET, T0)).toBeNull();
  });

  it('is httpOnly for the whole site and the browser session: Lax over http, framable (None, Secure, Partitioned) under https', () => {
    expect(punchoutCookie('v.s', loadConfig({}))).toBe(`${PUNCHOUT_COOKIE}=v.s; Path=/; HttpOnly; SameSite=Lax`);
    const secure = punchoutCookie('v.s', loadConfig({ PUBLIC_URL_SCHEME: 'https' }));
    expect(secure).toBe(`${PUNCHOUT_COOKIE}=v.s; Path=/; HttpOnly; SameSite=None; Secure; Partitioned`);
    expect(secure).not.toMatch(/Max-Age|Expires/i);
  });

  it('fits a browser cookie with the longest return URL and buyer cookie accepted', () => {
    const long = newPunchoutSession({ buyer: 'b'.repeat(64), returnUrl: `https://example.com/?q=${'x'.repeat(2048 - 23)}`, buyerCookie: 'c'.repeat(512) }, T0);
    expect(punchoutCookie(encodePunchoutSession(long, SECRET), loadConfig({})).length).toBeLessThan(4096);
  });
});
