import { memoryStore } from './memory';
import { sharedRedis } from './redis';
import { redisStore, withFallback } from './redis-store';
import type { KeyValueStore } from './store';

const SLOT = Symbol.for('printshop.kv-stores');

/**
 * The store for records every server must agree on (sessions, one-time
 * hand-backs, idempotency keys): on the shared Redis when REDIS_URL is set,
 * with this process's memory while it is away; in memory otherwise. One per
 * name and process, held on globalThis so every route bundle sees the same.
 */
export function sharedStore(name: string): KeyValueStore {
  const holder = globalThis as { [SLOT]?: Map<string, KeyValueStore> };
  const stores = (holder[SLOT] ??= new Map());
  let store = stores.get(name);
  if (!store) {
    const redis = sharedRedis();
    store = redis ? withFallback(redisStore(redis, `kv:${name}:`), memoryStore()) : memoryStore();
    stores.set(name, store);
  }
  return store;
}
