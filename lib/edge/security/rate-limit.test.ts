/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { failuresUntilRefused } from './backoff';
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
  it('lets 60 sign-ins from one address through, then answers 429 with Retry-After and rate_limited', async () => {
    expect(await attempts(60, 'login', '198.51.100.1')).toEqual(Array(60).fill(null));
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

  it('counts each address, each (email, address) and each bucket on its own', async () => {
    await attempts(60, 'login', '198.51.100.1');
    expect((await checkRateLimit(from('198.51.100.1'), 'login')).refused?.status).toBe(429);
    expect((await checkRateLimit(from('198.51.100.2'), 'login')).refused).toBeNull();
    expect((await checkRateLimit(from('198.51.100.1'), 'recover')).refused).toBeNull();
    expect((await checkRateLimit(from('198.51.100.1'), 'forms')).refused).toBeNull();

    expect(await attempts(4, 'recover', '203.0.113.1', 'ann@example.com')).toEqual([null, null, null, 429]);
    expect((await checkRateLimit(from('203.0.113.1'), 'recover', 'bob@example.com')).refused).toBeNull();
    // Another address asks for Ann's reset as usual: the first one spent only its own share.
    expect((await checkRateLimit(from('203.0.113.2'), 'recover', 'ann@example.com')).refused).toBeNull();
  });

  it('recovery: at most 10 mails a day to one email, from any number of addresses', async () => {
    let n = 0;
    const rotating = () => `192.0.2.${++n}`;
    expect(await attempts(10, 'recover', rotating, 'ann@example.com')).toEqual(Array(10).fill(null));
    const { refused } = await checkRateLimit(from(rotating()), 'recover', ' ANN@example.com ');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect((await checkRateLimit(from(rotating()), 'recover', 'bob@example.com')).refused).toBeNull();
  });

  it('registration: one address cannot spend the email for everyone', async () => {
    expect(await attempts(4, 'register', '198.51.100.3', 'new@example.com')).toEqual([null, null, null, 429]);
    expect((await checkRateLimit(from('198.51.100.4'), 'register', 'new@example.com')).refused).toBeNull();
  });
});

describe('checkRateLimit: sign-in failures', () => {
  const A = '198.51.100.10';
  const B = '198.51.100.20';

  it('never locks the account: after many failures from one address, the owner at another signs in', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    // The attacker fails as fast as he is let through, until his own address is refused.
    for (let i = 0; i < 40; i++) {
      await checkRateLimit(from(A), 'login', 'demo@example.com');
      jest.advanceTimersByTime(1000);
    }
    expect((await checkRateLimit(from(A), 'login', 'demo@example.com')).refused?.status).toBe(429);
    const owner = await checkRateLimit(from(B), 'login', 'demo@example.com');
    expect(owner.refused).toBeNull();
  });

  it('slows one (email, address) down with doubling delays after 3 free failures, Retry-After telling the time left', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    expect(await attempts(4, 'login', A, 'demo@example.com')).toEqual([null, null, null, null]);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { refused } = await checkRateLimit(from(A), 'login', 'demo@example.com');
      expect(refused?.status).toBe(429);
      const wait = Number(refused?.headers.get('retry-after'));
      expect(await refused?.json()).toMatchObject({ error: 'rate_limited', retryAfter: wait });
      waits.push(wait);
      // Refused a moment before the time is up, let through when it is.
      jest.advanceTimersByTime(wait * 1000 - 100);
      expect((await checkRateLimit(from(A), 'login', 'demo@example.com')).refused?.status).toBe(429);
      jest.advanceTimersByTime(100);
      expect((await checkRateLimit(from(A), 'login', 'demo@example.com')).refused).toBeNull();
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The same address and another email, or another address and the same email: not slowed.
    expect((await checkRateLimit(from(A), 'login', 'other@example.com')).refused).toBeNull();
    expect((await checkRateLimit(from(B), 'login', 'demo@example.com')).refused).toBeNull();
  });

  it('slows an address spreading its guesses over many emails after 10 free failures', async () => {
    const spread = (i: number) => checkRateLimit(from(A), 'login', `user${i}@example.com`);
    for (let i = 0; i < 11; i++) expect((await spread(i)).refused).toBeNull();
    const { refused } = await spread(11);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBe(1);
    expect((await checkRateLimit(from(B), 'login', 'user11@example.com')).refused).toBeNull();
  });

  it('asks for reCAPTCHA once an email has failed 5 times from anywhere, instead of refusing', async () => {
    let n = 0;
    const rotating = () => `192.0.2.${++n}`;
    for (let i = 0; i < 5; i++) expect((await checkRateLimit(from(rotating()), 'login', 'demo@example.com')).recaptchaRequired).toBe(false);
    for (let i = 0; i < 30; i++) {
      const check = await checkRateLimit(from(rotating()), 'login', '  DEMO@example.com ');
      expect(check).toMatchObject({ refused: null, recaptchaRequired: true });
    }
    expect((await checkRateLimit(from(rotating()), 'login', 'other@example.com')).recaptchaRequired).toBe(false);
  });

  it('an attempt stopped for reCAPTCHA is no failure', async () => {
    for (let i = 0; i < 10; i++) await (await checkRateLimit(from(A), 'login', 'demo@example.com')).notTried();
    expect(await attempts(4, 'login', A, 'demo@example.com')).toEqual([null, null, null, null]);
    expect((await checkRateLimit(from(A), 'login', 'demo@example.com')).refused?.status).toBe(429);
  });

  it('a successful sign-in forgets its pair failures and is no failure itself', async () => {
    await attempts(3, 'login', A, 'demo@example.com');
    await (await checkRateLimit(from(A), 'login', 'demo@example.com')).succeeded();
    expect(await attempts(4, 'login', A, 'demo@example.com')).toEqual([null, null, null, null]);
    expect((await checkRateLimit(from(A), 'login', 'demo@example.com')).refused?.status).toBe(429);
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
    expect(RATE_LIMITS.login).toEqual({
      ip: { points: 60, durationSeconds: 900 },
      failures: {
        pair: { free: 3, firstDelaySeconds: 1, maxDelaySeconds: 900, windowSeconds: 3600 },
        address: { free: 10, firstDelaySeconds: 1, maxDelaySeconds: 900, windowSeconds: 3600 },
        recaptchaAfter: { points: 5, durationSeconds: 3600 },
      },
    });
    expect(failuresUntilRefused(RATE_LIMITS.login.failures!.pair)).toBe(14);
    expect(RATE_LIMITS.recover).toEqual({ ip: { points: 10, durationSeconds: 3600 }, pair: { points: 3, durationSeconds: 3600 }, account: { points: 10, durationSeconds: 86400 } });
    expect(RATE_LIMITS.register).toEqual({ ip: { points: 5, durationSeconds: 3600 }, pair: { points: 3, durationSeconds: 3600 } });
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
