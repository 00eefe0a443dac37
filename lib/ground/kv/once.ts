import type { z } from 'zod';
import { memoryStore } from './memory';
import { parseRecord } from './record';
import type { KeyValueStore } from './store';

/**
 * Work that must happen once per key even when the same request reaches
 * two app servers (a double submit behind a load balancer, a buyer's system
 * retrying after a timeout): the first to claim a key in the shared store
 * runs the task; the others poll for its answer. An answer is kept for
 * `ttlMs` only when the task says so (something went out); otherwise the
 * claim is dropped, so the same key may run again.
 */

/** What one run ended with, and whether to keep it as the key's answer. */
export interface OnceRun<T> {
  value: T;
  keep: boolean;
}

const RUNNING = 'running';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OnceOptions<T> {
  ttlMs: number;
  /** Longest a run may hold its key (its work within its own timeouts) before another may take it over. */
  runningMs: number;
  /** The shape an answer is read back with: a record that is not one counts as absent. */
  shape: z.ZodType<T>;
  /** What a waiter answers once the runner has held the key past `runningMs`. */
  gaveUp: T;
  records?: KeyValueStore;
  pollMs?: number;
}

export class OnceStore<T> {
  private readonly inFlight = new Map<string, Promise<OnceRun<T>>>();
  private readonly records: KeyValueStore;

  constructor(private readonly options: OnceOptions<T>) {
    this.records = options.records ?? memoryStore();
  }

  /** `task`'s value, run once per key while it runs and, once kept, for ttlMs after. */
  async once(key: string, task: () => Promise<OnceRun<T>>): Promise<T> {
    const local = this.inFlight.get(key);
    if (local) return (await local).value;
    const giveUpAt = Date.now() + this.options.runningMs;
    for (;;) {
      const known = await this.records.get(key);
      if (known !== null && known !== RUNNING) {
        const value = parseRecord(known, this.options.shape);
        if (value !== null) return value;
        await this.records.delete(key);
        continue;
      }
      if (known === null && (await this.records.add(key, RUNNING, this.options.runningMs))) return this.run(key, task);
      // Another server runs this key: its answer is ours.
      if (Date.now() > giveUpAt) return this.options.gaveUp;
      await pause(this.options.pollMs ?? 100);
    }
  }

  private async run(key: string, task: () => Promise<OnceRun<T>>): Promise<T> {
    const running = task();
    this.inFlight.set(key, running);
    try {
      const { value, keep } = await running;
      if (keep) await this.records.set(key, JSON.stringify(value), this.options.ttlMs);
      else await this.records.delete(key);
      return value;
    } catch (error) {
      await this.records.delete(key);
      throw error;
    } finally {
      this.inFlight.delete(key);
    }
  }
}
