/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { z } from 'zod';
import { isCrossOrigin } from '../security/origin';
import { parseWith, readJson, requestScope, userErrors } from './server';
import { clientIp } from '../../ground/client-ip';

const req = (headers: Record<string, string>, body?: string) =>
  new Request('http://localhost:3000/api/x', { method: 'POST', headers: { host: 'localhost:3000', ...headers }, body });

describe('isCrossOrigin', () => {
  it('compares the Origin host with the Host header', () => {
    expect(isCrossOrigin(req({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossOrigin(req({ origin: 'http://evil.example' }))).toBe(true);
    expect(isCrossOrigin(req({ origin: 'http://localhost:3001' }))).toBe(true);
    expect(isCrossOrigin(req({ origin: 'null' }))).toBe(true);
  });
  it("compares the scheme with the store's public scheme too", () => {
    expect(isCrossOrigin(req({ origin: 'https://localhost:3000' }))).toBe(true);
    expect(isCrossOrigin(req({ origin: 'https://localhost:3000' }), 'https')).toBe(false);
    expect(isCrossOrigin(req({ origin: 'http://localhost:3000' }), 'https')).toBe(true);
    expect(isCrossOrigin(req({ origin: 'ftp://localhost:3000' }))).toBe(true);
  });
  it('falls back to Sec-Fetch-Site without an Origin', () => {
    expect(isCrossOrigin(req({}))).toBe(false);
    expect(isCrossOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossOrigin(req({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossOrigin(req({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });
});

describe('bodies', () => {
  it('reads JSON, an empty body as {}, and refuses the rest', async () => {
    expect(await readJson(req({}, '{"a":1}'))).toEqual({ ok: true, data: { a: 1 } });
    expect(await readJson(req({}))).toEqual({ ok: true, data: {} });
    const bad = await readJson(req({}, '{'));
    expect(bad.ok || bad.response.status).toBe(400);
    const big = await readJson(req({}, JSON.stringify({ a: 'x'.repeat(100) })), 50);
    expect(big.ok || big.response.status).toBe(413);
  });

  it('answers the first issue in English, resolving validation keys', async () => {
    const keyed = parseWith(z.object({ email: z.string().min(1, 'login.emailEmpty') }), { email: '' });
    expect(keyed.ok).toBe(false);
    if (!keyed.ok) expect(await keyed.response.json()).toEqual({ error: 'invalid', message: 'Please Enter a Valid Email' });
    const plain = parseWith(z.object({ page: z.number('page must be a number') }), {});
    if (!plain.ok) expect(await plain.response.json()).toEqual({ error: 'invalid', message: 'page must be a number' });
  });

  it('answers user errors with the list and the first as message', async () => {
    const response = userErrors(['Email has already been taken', 'Password is too short'], 'fallback');
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'user_errors',
      message: 'Email has already been taken',
      messages: ['Email has already been taken', 'Password is too short'],
    });
    expect(await userErrors([], 'fallback').json()).toMatchObject({ message: 'fallback', messages: ['fallback'] });
  });
});

describe('requestScope', () => {
  it('resolves the tenant from Host and the language from the stored cookie', () => {
    expect(requestScope(req({ host: 'ca.localhost:3000', cookie: 'NEXT_LOCALE=fr' }))).toMatchObject({
      tenant: { key: 'ca' },
      locale: 'fr',
      context: { country: 'US', language: 'FR' },
    });
    expect(requestScope(req({ host: 'acme.resellers.localhost:3000' }))).toMatchObject({ tenant: { key: 'r-acme' }, locale: 'en' });
  });
});

describe('clientIp (the front server writes X-Forwarded-For: only its rightmost hops are trusted)', () => {
  const withXff = (value?: string) => req(value === undefined ? {} : { 'x-forwarded-for': value });

  it('TRUST_PROXY off (default): the last hop, the socket address our front server wrote', () => {
    expect(clientIp(withXff('198.51.100.9'))).toBe('198.51.100.9');
    // A client that sends its own header cannot choose: a front server that appends would leave the socket last.
    expect(clientIp(withXff('1.2.3.4, 5.6.7.8, 198.51.100.9'), false)).toBe('198.51.100.9');
    expect(clientIp(withXff(' 2001:db8::1 '), false)).toBe('2001:db8::1');
  });

  it('TRUST_PROXY on: the hop the trusted proxy appended, before its own socket address', () => {
    expect(clientIp(withXff('6.6.6.6, 203.0.113.7, 10.0.0.2'), true)).toBe('203.0.113.7');
    expect(clientIp(withXff('203.0.113.7, 10.0.0.2'), true)).toBe('203.0.113.7');
    // Reached the front server without going through the proxy: only the socket is known.
    expect(clientIp(withXff('10.0.0.2'), true)).toBe('10.0.0.2');
  });

  it('ignores X-Real-IP and empty hops; no header, no address', () => {
    expect(clientIp(req({ 'x-real-ip': '1.2.3.4' }))).toBeUndefined();
    expect(clientIp(withXff(' , '))).toBeUndefined();
    expect(clientIp(withXff('1.2.3.4, ,'), false)).toBe('1.2.3.4');
  });
});
