import type { SharedRedis } from './redis';
import type { KeyValueStore } from './store';

/** A KeyValueStore on the shared Redis, every key under `prefix`. Operations throw while Redis is away. */
export function redisStore(redis: SharedRedis, prefix: string): KeyValueStore {
  const k = (key: string) => prefix + key;
  const ttl = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));
  return {
    get: (key) => redis.run((c) => c.get(k(key))),
    async set(key, value, ttlMs) {
      await redis.run((c) => c.set(k(key), value, { PX: ttl(ttlMs) }));
    },
    add: (key, value, ttlMs) => redis.run(async (c) => (await c.set(k(key), value, { PX: ttl(ttlMs), NX: true })) === 'OK'),
    take: (key) => redis.run((c) => c.getDel(k(key))),
    async delete(key) {
      await redis.run((c) => c.del(k(key)));
    },
  };
}

/**
 * Redis first; while it is away, this process's memory. A record written
 * during an outage lives only on the server that wrote it and is not seen
 * once Redis is back: the price of answering instead of failing.
 */
export function withFallback(primary: KeyValueStore, fallback: KeyValueStore): KeyValueStore {
  const either =
    <A extends unknown[], R>(op: (store: KeyValueStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(primary, ...args);
      } catch {
        return op(fallback, ...args);
      }
    };
  return {
    get: either((s, key: string) => s.get(key)),
    set: either((s, key: string, value: string, ttlMs: number) => s.set(key, value, ttlMs)),
    add: either((s, key: string, value: string, ttlMs: number) => s.add(key, value, ttlMs)),
    take: either((s, key: string) => s.take(key)),
    delete: either((s, key: string) => s.delete(key)),
  };
}
