/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { testRedis, type TestRedis } from '../../../tests/support/redis';
import type * as RateLimit from './rate-limit';

jest.setTimeout(20_000);

let server: TestRedis;
let limits: typeof RateLimit;
const from = (ip: string) => new Request('http://localhost:3000/api/x', { method: 'POST', headers: { 'x-forwarded-for': ip } });
const refusals = async (n: number, ip: string) => {
  const out: (number | null)[] = [];
  for (let i = 0; i < n; i++) out.push((await limits.checkRateLimit(from(ip), 'register')).refused?.status ?? null);
  return out;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error('condition never held');
};

beforeAll(async () => {
  server = await testRedis();
  process.env.REDIS_URL = server.url;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
  limits = await import('./rate-limit');
  const { sharedRedis } = await import('../../ground/kv/redis');
  await until(() => sharedRedis()!.client.isReady);
});
afterAll(async () => {
  const { sharedRedis } = await import('../../ground/kv/redis');
  await sharedRedis()?.client.destroy();
  await server.stop();
  delete process.env.REDIS_URL;
});

describe('rate limits on the shared Redis', () => {
  it('count across servers: a limiter built afresh (as on another server) sees the attempts already made', async () => {
    const { points } = limits.RATE_LIMITS.register.ip!;
    expect(await refusals(points - 2, '198.51.100.7')).toEqual(Array(points - 2).fill(null));
    limits.resetRateLimits(); // this process forgets its limiters, as a second server never had them
    expect(await refusals(3, '198.51.100.7')).toEqual([null, null, 429]);
  });

  it('still apply, in this server’s memory, while Redis is too slow to answer in time', async () => {
    const { createClient } = await import('redis');
    const other = createClient({ url: server.url });
    await other.connect();
    const { points } = limits.RATE_LIMITS.register.ip!;
    limits.resetRateLimits();
    // Every client's commands held for two seconds: far slower than the 500 ms the servers wait.
    await other.sendCommand(['CLIENT', 'PAUSE', '2000', 'ALL']);
    const started = Date.now();
    expect(await refusals(points + 1, '198.51.100.9')).toEqual([...Array(points).fill(null), 429]);
    expect(Date.now() - started).toBeLessThan(1_500);
    await other.destroy();
    await new Promise((r) => setTimeout(r, 2_100));
  });

  it('still apply, in this server’s memory, while Redis is away', async () => {
    const { sharedRedis } = await import('../../ground/kv/redis');
    await server.stop();
    await until(() => !sharedRedis()!.client.isReady);
    limits.resetRateLimits();
    const { points } = limits.RATE_LIMITS.register.ip!;
    expect(await refusals(points + 1, '198.51.100.8')).toEqual([...Array(points).fill(null), 429]);
    server = await testRedis(server.port);
    await until(() => sharedRedis()!.client.isReady);
  });
});
