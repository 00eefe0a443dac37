/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { HANDBACK_TTL_MS, signHandback, verifyHandback, type FirstUse } from './handback';

const SECRET = 'a-handback-secret-for-tests';
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const HANDBACK = { sid: 'session-1', host: 'acme.resellers.localhost:3100', tenantKey: 'r-acme', redirect: '/account', binding: 'state-1' };

/** A single-use registry as one server keeps it. */
function registry(): FirstUse {
  const seen = new Set<string>();
  return async (id) => (seen.has(id) ? false : (seen.add(id), true));
}

describe('the sign-in hand-back', () => {
  it('hands the session to the host and tenant it names, once', async () => {
    const token = signHandback(HANDBACK, SECRET, T0);
    const firstUse = registry();
    const here = { host: 'acme.resellers.localhost:3100', tenantKey: 'r-acme' };
    expect(await verifyHandback(token, here, SECRET, firstUse, T0 + 1000)).toEqual({ ok: true, handback: HANDBACK });
    expect(await verifyHandback(token, here, SECRET, firstUse, T0 + 2000)).toEqual({ ok: false, reason: 'used' });
  });

  it('is refused on another host or for another tenant', async () => {
    const token = signHandback(HANDBACK, SECRET, T0);
    expect(await verifyHandback(token, { host: 'localhost:3100', tenantKey: 'r-acme' }, SECRET, registry(), T0)).toEqual({ ok: false, reason: 'other-host' });
    expect(await verifyHandback(token, { host: 'acme.resellers.localhost:3100', tenantKey: 'us' }, SECRET, registry(), T0)).toEqual({ ok: false, reason: 'other-tenant' });
  });

  it('compares the host without regard to case, as hosts are', async () => {
    const token = signHandback(HANDBACK, SECRET, T0);
    const verdict = await verifyHandback(token, { host: 'ACME.resellers.localhost:3100', tenantKey: 'r-acme' }, SECRET, registry(), T0);
    expect(verdict.ok).toBe(true);
  });

  it('lasts one minute', async () => {
    const token = signHandback(HANDBACK, SECRET, T0);
    const here = { host: HANDBACK.host, tenantKey: HANDBACK.tenantKey };
    expect(await verifyHandback(token, here, SECRET, registry(), T0 + HANDBACK_TTL_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused when forged, altered or signed with another secret', async () => {
    const here = { host: HANDBACK.host, tenantKey: HANDBACK.tenantKey };
    const other = signHandback(HANDBACK, 'another-secret', T0);
    expect(await verifyHandback(other, here, SECRET, registry(), T0)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = signHandback(HANDBACK, SECRET, T0).split('.');
    const altered = Buffer.from(JSON.stringify({ ...HANDBACK, host: 'evil.localhost', exp: T0 + 1e9, jti: 'x' })).toString('base64url');
    expect(await verifyHandback(`${altered}.${signature}`, here, SECRET, registry(), T0)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyHandback(null, here, SECRET, registry(), T0)).toEqual({ ok: false, reason: 'invalid' });
  });
});
