import type { KeyValueStore } from './store';

/**
 * The store of one process (the default, single-server setup). It holds at
 * most `maxEntries` records: past that the oldest go first, so a flood of
 * abandoned sign-ins cannot grow it without bound.
 */
export function memoryStore(maxEntries = 100_000, now: () => number = Date.now): KeyValueStore {
  const records = new Map<string, { value: string; expiresAt: number }>();

  const live = (key: string) => {
    const record = records.get(key);
    if (!record) return null;
    if (record.expiresAt <= now()) {
      records.delete(key);
      return null;
    }
    return record;
  };

  const put = (key: string, value: string, ttlMs: number) => {
    records.delete(key);
    records.set(key, { value, expiresAt: now() + ttlMs });
    while (records.size > maxEntries) {
      const oldest = records.keys().next().value;
      if (oldest === undefined) break;
      records.delete(oldest);
    }
  };

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async add(key, value, ttlMs) {
      if (live(key)) return false;
      put(key, value, ttlMs);
      return true;
    },
    async take(key) {
      const record = live(key);
      records.delete(key);
      return record?.value ?? null;
    },
    async delete(key) {
      records.delete(key);
    },
  };
}
