/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { GET as postal } from '@/app/api/postal/route';
import { POST as analytics } from '@/app/api/analytics/route';
import { POST as checkout } from '@/app/api/checkout/route';
import { RATE_LIMITS, resetRateLimits } from '@/lib/edge/security/rate-limit';

/**
 * The routes that spend an outside service per call (USPS quota, the
 * analytics sink, platform carts) count well-formed requests per client
 * address and answer 429 with Retry-After past their limit; malformed ones
 * are refused for free and never counted.
 */

const realFetch = global.fetch;
let logs: jest.SpyInstance[] = [];
beforeEach(() => {
  resetRateLimits();
  global.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as unknown as typeof fetch;
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => {
  global.fetch = realFetch;
  logs.forEach((spy) => spy.mockRestore());
});

const from = (ip: string, url: string, init: RequestInit = {}) =>
  new Request(`http://localhost:3000${url}`, { ...init, headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': ip, ...(init.headers ?? {}) } });

async function exhaust(limit: number, call: () => Promise<Response>) {
  for (let i = 0; i < limit; i++) expect((await call()).status).not.toBe(429);
  const refused = await call();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
}

describe('rate limits of routes that spend an outside service', () => {
  it('postal lookups, per address', async () => {
    await exhaust(RATE_LIMITS.postal.ip!.points, () => postal(from('203.0.113.1', '/api/postal?zip=36104')));
    expect((await postal(from('203.0.113.2', '/api/postal?zip=36104'))).status).not.toBe(429);
    // A malformed ZIP is refused before it is counted.
    expect((await postal(from('203.0.113.1', '/api/postal?zip=abc'))).status).toBe(400);
  });

  it('analytics events, per address', async () => {
    const event = () => from('203.0.113.3', '/api/analytics', { method: 'POST', body: JSON.stringify({ type: 'page', name: 'Home' }) });
    await exhaust(RATE_LIMITS.analytics.ip!.points, () => analytics(event()));
  });

  it('checkouts, per address, counting only well-formed carts', async () => {
    const cart = JSON.stringify({ lines: [{ lineItemId: 'a', variantId: 'gid://shopify/ProductVariant/100001', quantity: 100 }] });
    for (let i = 0; i < RATE_LIMITS.checkout.ip!.points + 5; i++) {
      expect((await checkout(from('203.0.113.4', '/api/checkout', { method: 'POST', body: '{' }))).status).toBe(400);
    }
    await exhaust(RATE_LIMITS.checkout.ip!.points, () => checkout(from('203.0.113.4', '/api/checkout', { method: 'POST', body: cart })));
  });
});
