/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { addressKey, checkRateLimit, RATE_LIMITS, rateLimitedMessage, resetRateLimits, type RateLimitBucket } from './rate-limit';

const from = (ip: string) => new Request('http://localhost:3000/api/x', { method: 'POST', headers: { 'x-forwarded-for': ip } });

/** `n` attempts; the statuses of the refusals (null = let through). */
async function attempts(n: number, bucket: RateLimitBucket, ip: string | (() => string), account?: string) {
  const out: (number | null)[] = [];
  for (let i = 0; i < n; i++) {
    const { refused } = await checkRateLimit(from(typeof ip === 'string' ? ip : ip()), bucket, account);
    out.push(refused ? refused.status : null);
  }
  return out;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetRateLimits();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

describe('checkRateLimit', () => {
  it('lets 20 sign-ins from one address through, then answers 429 with Retry-After and rate_limited', async () => {
    expect(await attempts(20, 'login', '198.51.100.1')).toEqual(Array(20).fill(null));
    const { refused } = await checkRateLimit(from('198.51.100.1'), 'login');
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused?.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      retryAfter,
    });
    // Logged without the address.
    expect(String(warn.mock.calls[0]?.[0])).toContain('"event":"rate_limit.refused"');
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('198.51.100.1');
  });

  it('counts each address, each account and each bucket on its own', async () => {
    await attempts(20, 'login', '198.51.100.1');
    expect((await checkRateLimit(from('198.51.100.1'), 'login')).refused?.status).toBe(429);
    expect((await checkRateLimit(from('198.51.100.2'), 'login')).refused).toBeNull();
    expect((await checkRateLimit(from('198.51.100.1'), 'recover')).refused).toBeNull();
    expect((await checkRateLimit(from('198.51.100.1'), 'forms')).refused).toBeNull();

    await attempts(3, 'recover', () => `203.0.113.${Math.floor(Math.random() * 200)}`, 'ann@example.com');
    expect((await checkRateLimit(from('203.0.113.250'), 'recover', 'ann@example.com')).refused?.status).toBe(429);
    expect((await checkRateLimit(from('203.0.113.250'), 'recover', 'bob@example.com')).refused).toBeNull();
  });

  it('stops guessing one password from rotating addresses: 5 failures per email', async () => {
    let n = 0;
    const rotating = () => `192.0.2.${++n}`;
    expect(await attempts(5, 'login', rotating, 'demo@example.com')).toEqual([null, null, null, null, null]);
    // The same email, whatever the case or spaces, from yet another address.
    const { refused } = await checkRateLimit(from(rotating()), 'login', '  DEMO@example.com ');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await checkRateLimit(from(rotating()), 'login', 'other@example.com')).refused).toBeNull();
  });

  it('a successful sign-in clears its email failures, not the address count', async () => {
    for (let i = 0; i < 4; i++) await checkRateLimit(from('192.0.2.1'), 'login', 'demo@example.com');
    const ok = await checkRateLimit(from('192.0.2.1'), 'login', 'demo@example.com');
    expect(ok.refused).toBeNull();
    await ok.succeeded();
    expect(await attempts(5, 'login', '192.0.2.2', 'demo@example.com')).toEqual(Array(5).fill(null));
    expect((await checkRateLimit(from('192.0.2.3'), 'login', 'demo@example.com')).refused?.status).toBe(429);
  });

  it('does not clear other buckets on success: every reset mail counts', async () => {
    for (let i = 0; i < 3; i++) await (await checkRateLimit(from(`192.0.2.${i}`), 'recover', 'ann@example.com')).succeeded();
    expect((await checkRateLimit(from('192.0.2.9'), 'recover', 'ann@example.com')).refused?.status).toBe(429);
  });

  it('lets the client in again once the window has passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    expect(await attempts(6, 'register', '198.51.100.7')).toEqual([null, null, null, null, null, 429]);
    jest.setSystemTime(new Date('2026-11-21T10:59:00Z'));
    const { refused } = await checkRateLimit(from('198.51.100.7'), 'register');
    expect(Number(refused?.headers.get('retry-after'))).toBe(60);
    jest.setSystemTime(new Date('2026-11-21T11:00:01Z'));
    expect((await checkRateLimit(from('198.51.100.7'), 'register')).refused).toBeNull();
  });

  it('holds the limits the module documents', () => {
    expect(RATE_LIMITS.login).toMatchObject({ ip: { points: 20, durationSeconds: 900 }, account: { points: 5, durationSeconds: 900 } });
    expect(RATE_LIMITS.recover).toMatchObject({ ip: { points: 10, durationSeconds: 3600 }, account: { points: 3, durationSeconds: 3600 } });
    expect(RATE_LIMITS.register.ip).toEqual({ points: 5, durationSeconds: 3600 });
    expect(RATE_LIMITS.forms.ip).toEqual({ points: 30, durationSeconds: 600 });
    expect(RATE_LIMITS.tagging.ip).toEqual({ points: 30, durationSeconds: 600 });
  });

  it('counts requests without an address together (fails safe, not open)', async () => {
    const bare = () => new Request('http://localhost:3000/api/x', { method: 'POST' });
    for (let i = 0; i < 5; i++) await checkRateLimit(bare(), 'register');
    expect((await checkRateLimit(bare(), 'register')).refused?.status).toBe(429);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and ports', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(addressKey(undefined)).toBe('unknown');
  });

  it('counts an IPv6 client by its /64, so rotating the interface id does not help', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('shares one budget across a /64 in practice', async () => {
    for (let i = 0; i < 5; i++) await checkRateLimit(from(`2001:db8:1:2::${i + 1}`), 'register');
    expect((await checkRateLimit(from('2001:db8:1:2:ffff::1'), 'register')).refused?.status).toBe(429);
    expect((await checkRateLimit(from('2001:db8:1:3::1'), 'register')).refused).toBeNull();
  });
});

describe('rateLimitedMessage', () => {
  it('says how long to wait in plain English', () => {
    expect(rateLimitedMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(rateLimitedMessage(45)).toBe('Too many attempts. Please wait 45 seconds and try again.');
    expect(rateLimitedMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(rateLimitedMessage(3600)).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(rateLimitedMessage(3601)).toBe('Too many attempts. Please wait 61 minutes and try again.');
    expect(rateLimitedMessage(7200)).toBe('Too many attempts. Please wait 2 hours and try again.');
  });
});
