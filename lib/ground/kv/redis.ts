import { createClient } from 'redis';
import { config } from '../config';
import { log } from '../log';

/**
 * The process's one connection to the shared Redis, when REDIS_URL is set.
 *
 * Redis is an accelerator shared by the servers, never a reason to fail a
 * request: commands wait at most REDIS_TIMEOUT_MS, nothing is queued while
 * the connection is down, and after a failure the connection is left alone
 * for a moment (callers use their fallback at once) before one request
 * probes it again. Each change between up and down is logged once.
 */

export type RedisClient = ReturnType<typeof createClient>;

export interface SharedRedis {
  /** Runs one operation on the connection; throws at once while Redis is known to be away, and past the timeout. */
  run<T>(operation: (client: RedisClient) => Promise<T>): Promise<T>;
  /**
   * `primary` (work on Redis through a library holding the client), or
   * `fallback` while Redis is away or once `primary` outlasts the timeout.
   * Other failures of `primary` are its own answer and pass through.
   */
  preferred<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
  /** The raw client, for libraries that take one (the rate limiter). */
  readonly client: RedisClient;
  /** Whether the last operation worked. */
  isUp(): boolean;
  /** Called once each time Redis comes back after being away. */
  onRecovery(listener: () => void): void;
}

/** How long callers skip Redis after a failure before one of them tries again. */
export const REDIS_PAUSE_MS = 2_000;

export class RedisUnavailableError extends Error {
  constructor(reason: 'away' | 'timeout' = 'away') {
    super(reason === 'away' ? 'Redis is unavailable' : 'Redis did not answer in time');
    this.name = 'RedisUnavailableError';
  }
}

export function connectRedis(url: string, timeoutMs: number, now: () => number = Date.now): SharedRedis {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: Math.max(timeoutMs, 1_000),
      // Keep trying in the background: the store recovers without a restart.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  let pausedUntil = 0;
  const recoveryListeners: Array<() => void> = [];

  const markUp = () => {
    if (state === 'up') return;
    const recovered = state === 'down';
    state = 'up';
    pausedUntil = 0;
    log.info('redis.up', { url: redactedUrl(url) });
    if (recovered) for (const listener of recoveryListeners) listener();
  };
  const markDown = (error: unknown) => {
    pausedUntil = now() + REDIS_PAUSE_MS;
    if (state === 'down') return;
    state = 'down';
    log.warn('redis.down', { url: redactedUrl(url), error });
  };

  // Without a listener an 'error' event would end the process.
  client.on('error', (error: unknown) => markDown(error));
  client.on('ready', markUp);
  client.connect().catch(markDown);

  const usable = () => client.isReady && now() >= pausedUntil;
  // The client's own command timeout covers only the wait to be sent: a reply Redis is slow to give is bounded here.
  const inTime = <T>(work: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RedisUnavailableError('timeout')), timeoutMs);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });

  return {
    client,
    isUp: () => state === 'up',
    onRecovery: (listener) => void recoveryListeners.push(listener),
    async run(operation) {
      if (!usable()) throw new RedisUnavailableError();
      try {
        const result = await inTime(operation(client));
        markUp();
        return result;
      } catch (error) {
        markDown(error);
        throw error;
      }
    },
    async preferred(primary, fallback) {
      if (!usable()) return fallback();
      try {
        const result = await inTime(primary());
        markUp();
        return result;
      } catch (error) {
        if (!(error instanceof RedisUnavailableError)) throw error;
        markDown(error);
        return fallback();
      }
    },
  };
}

/** The URL as it may be logged: without its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://?';
  }
}

const SLOT = Symbol.for('printshop.redis');

/**
 * The connection every module of this process shares (route bundles, the
 * front door and the page cache are separate module copies, hence globalThis),
 * or null when REDIS_URL is unset: one server, everything in its memory.
 */
export function sharedRedis(): SharedRedis | null {
  const { REDIS_URL, REDIS_TIMEOUT_MS } = config();
  if (!REDIS_URL) return null;
  const holder = globalThis as { [SLOT]?: SharedRedis };
  return (holder[SLOT] ??= connectRedis(REDIS_URL, REDIS_TIMEOUT_MS));
}
