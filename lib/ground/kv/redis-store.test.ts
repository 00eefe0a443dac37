/** @jest-environment node */
import { testRedis, type TestRedis } from '../../../tests/support/redis';
import { log } from '../log';
import { memoryStore } from './memory';
import { connectRedis, REDIS_PAUSE_MS, type SharedRedis } from './redis';
import { redisStore, withFallback } from './redis-store';

jest.setTimeout(20_000);
beforeAll(() => {
  jest.spyOn(log, 'info').mockImplementation(() => {});
});

let server: TestRedis;
let clock = Date.now();
const now = () => clock;
const connections: SharedRedis[] = [];
const connect = () => {
  const redis = connectRedis(server.url, 300, now);
  connections.push(redis);
  return redis;
};
/** Waits for what a server would notice, never for a fixed time. */
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never held');
};

beforeAll(async () => {
  server = await testRedis();
});
afterAll(async () => {
  for (const c of connections) await c.client.destroy();
  await server.stop();
});

describe('records on the shared Redis', () => {
  it('are seen by every server, and a one-time record is taken by one of them only', async () => {
    const a = redisStore(connect(), 'kv:test:');
    const b = redisStore(connect(), 'kv:test:');
    await until(() => connections.every((c) => c.client.isReady));
    await a.set('session-1', 'alice', 60_000);
    expect(await b.get('session-1')).toBe('alice');

    expect(await a.add('order-7', 'first', 60_000)).toBe(true);
    expect(await b.add('order-7', 'second', 60_000)).toBe(false);
    expect(await b.get('order-7')).toBe('first');

    await a.set('handback', 'tokens', 60_000);
    const taken = await Promise.all([a.take('handback'), b.take('handback')]);
    expect(taken.filter((v) => v === 'tokens')).toHaveLength(1);

    await b.delete('session-1');
    expect(await a.get('session-1')).toBeNull();
  });

  it('expire after their time to live', async () => {
    const store = redisStore(connect(), 'kv:ttl:');
    await until(() => connections.every((c) => c.client.isReady));
    await store.set('short', 'x', 50);
    await until(async () => (await store.get('short')) === null);
  });
});

describe('while Redis is away', () => {
  it('answers from memory, logs each change once, and shares again once Redis is back', async () => {
    const lines: string[] = [];
    const spies = [jest.spyOn(log, 'warn'), jest.spyOn(log, 'info')].map((spy) =>
      spy.mockImplementation((event: string) => void lines.push(event)),
    );
    const redis = connect();
    const other = redisStore(connect(), 'kv:outage:');
    const store = withFallback(redisStore(redis, 'kv:outage:'), memoryStore());
    await until(() => connections.every((c) => c.client.isReady));
    await store.set('before', 'shared', 60_000);
    expect(await other.get('before')).toBe('shared');

    const port = server.port;
    await server.stop();
    await until(() => !redis.client.isReady);
    await store.set('during', 'local', 60_000);
    expect(await store.get('during')).toBe('local');
    expect(await store.add('once', '1', 60_000)).toBe(true);
    expect(await store.add('once', '2', 60_000)).toBe(false);
    expect(lines.filter((e) => e === 'redis.down').length).toBeGreaterThanOrEqual(1);
    const downLines = lines.filter((e) => e === 'redis.down').length;
    await store.get('during');
    await store.get('during');
    expect(lines.filter((e) => e === 'redis.down').length).toBe(downLines);

    server = await testRedis(port);
    await until(() => redis.client.isReady);
    clock += REDIS_PAUSE_MS + 1;
    await store.set('after', 'shared again', 60_000);
    await until(async () => (await other.get('after').catch(() => null)) === 'shared again');
    expect(redis.isUp()).toBe(true);
    spies.forEach((spy) => spy.mockRestore());
  });
});

describe('while Redis is slow', () => {
  it('waits at most its timeout, answers from memory, and shares again once Redis answers in time', async () => {
    const warnings: string[] = [];
    const spy = jest.spyOn(log, 'warn').mockImplementation((event: string) => void warnings.push(event));
    const redis = connect();
    const other = connect();
    const store = withFallback(redisStore(redis, 'kv:slow:'), memoryStore());
    await until(() => connections.every((c) => c.client.isReady));
    // Every client's commands held for a second and a half: a Redis far slower than its 300 ms timeout.
    await other.client.sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']);
    const started = Date.now();
    await store.set('during', 'local', 60_000);
    expect(await store.get('during')).toBe('local');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(warnings.filter((e) => e === 'redis.down')).toHaveLength(1);

    await new Promise((r) => setTimeout(r, 1_600));
    clock += REDIS_PAUSE_MS + 1;
    await store.set('after', 'shared', 60_000);
    expect(await redisStore(other, 'kv:slow:').get('after')).toBe('shared');
    expect(redis.isUp()).toBe(true);
    spy.mockRestore();
  });
});

