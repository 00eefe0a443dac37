import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import en from '@/messages/en.json';
import { clientIp, problem } from '../api/server';
import { log } from '../log';

/**
 * Rate limits of the routes an attacker would hammer (design.md: "Login,
 * registration, recovery and every form that sends mail or calls a paid
 * service are rate limited"): guessing passwords, enumerating accounts,
 * mail bombing through password resets, spamming the form handler and the
 * tagging service. Counted with rate-limiter-flexible, per client address
 * (lib/account/http.ts clientIp) and, where there is one, per account: the
 * email of the form, or the signed-in session.
 *
 * | bucket     | routes                                        | per client address | per account                                   |
 * |------------|-----------------------------------------------|--------------------|-----------------------------------------------|
 * | `login`    | /api/session/login                            | 20 / 15 min        | 5 failed sign-ins / 15 min (email)            |
 * | `register` | /api/tagging/create-customer                  | 5 / hour           | 3 / hour (email)                              |
 * | `recover`  | /api/session/recover                          | 10 / hour          | 3 / hour (email): one reset mail each          |
 * | `forms`    | /api/forms (contact and tax forms)            | 30 / 10 min        | –                                             |
 * | `tagging`  | the other /api/tagging/* routes               | 30 / 10 min        | 30 / 10 min (session)                         |
 * | `account`  | /api/account/contact, /api/account/password   | 30 / 10 min        | 10 / 10 min (session)                         |
 * | `addresses`| /api/account/addresses (create, edit, delete) | 60 / 10 min        | 30 / 10 min (session)                         |
 * | `checkout` | /api/checkout (creates a platform cart)       | 60 / 10 min        | –                                             |
 * | `postal`   | /api/postal (the USPS quota)                  | 60 / 10 min        | –                                             |
 * | `analytics`| /api/analytics (forwarded to the sink)        | 1000 / 10 min      | –                                             |
 * | `design-token` | /api/design/token (a design-service token) | 30 / min           | –                                             |
 * | `artwork`  | /api/design/artwork, /api/design/shape        | 60 / 10 min        | –                                             |
 * | `punchout` | /api/punchout/handoff (POSTs to a procurement system) | 30 / 10 min | –                                     |
 * | `search`   | /api/search (the header's live matches)       | 300 / 10 min       | –                                             |
 *
 * Windows are fixed and start with the first attempt. An attempt is counted
 * before it runs, so a burst of parallel requests cannot overrun a limit;
 * a successful sign-in then clears its email's failures (`succeeded()`).
 * Over a limit: 429 `{ error: 'rate_limited', message, retryAfter }` with
 * `Retry-After` in seconds, before any side effect. IPv6 clients count per
 * /64 (one subscriber's whole prefix); emails and sessions are kept only as
 * salted hashes, never in clear.
 *
 * Counters live in this process's memory (RateLimiterMemory). Several app
 * instances behind a load balancer each count on their own, so the
 * effective limits multiply by the number of instances. The extension point
 * for a shared store is `createLimiter` below, the only place a limiter is
 * built: give it e.g. `new RateLimiterRedis({ storeClient, keyPrefix,
 * points, duration, insuranceLimiter: new RateLimiterMemory(…) })` with an
 * ioredis client (add `ioredis` and a validated setting in lib/config.ts;
 * it is not in the default install, which must stay small).
 */

export type RateLimitBucket = 'login' | 'register' | 'recover' | 'forms' | 'tagging' | 'account' | 'addresses' | 'checkout' | 'postal' | 'analytics' | 'design-token' | 'artwork' | 'punchout' | 'search';

export interface RateRule {
  points: number;
  durationSeconds: number;
}

export interface BucketRules {
  ip: RateRule;
  account?: RateRule;
  /** The account's count holds failures only: a success clears it (sign-in). */
  accountCountsFailures?: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS: Readonly<Record<RateLimitBucket, BucketRules>> = {
  login: { ip: { points: 20, durationSeconds: 15 * MINUTE }, account: { points: 5, durationSeconds: 15 * MINUTE }, accountCountsFailures: true },
  register: { ip: { points: 5, durationSeconds: HOUR }, account: { points: 3, durationSeconds: HOUR } },
  recover: { ip: { points: 10, durationSeconds: HOUR }, account: { points: 3, durationSeconds: HOUR } },
  forms: { ip: { points: 30, durationSeconds: 10 * MINUTE } },
  tagging: { ip: { points: 30, durationSeconds: 10 * MINUTE }, account: { points: 30, durationSeconds: 10 * MINUTE } },
  account: { ip: { points: 30, durationSeconds: 10 * MINUTE }, account: { points: 10, durationSeconds: 10 * MINUTE } },
  addresses: { ip: { points: 60, durationSeconds: 10 * MINUTE }, account: { points: 30, durationSeconds: 10 * MINUTE } },
  checkout: { ip: { points: 60, durationSeconds: 10 * MINUTE } },
  postal: { ip: { points: 60, durationSeconds: 10 * MINUTE } },
  analytics: { ip: { points: 1000, durationSeconds: 10 * MINUTE } },
  // The editor asks once per opening; a shopper reopening it between sizes stays far below this.
  'design-token': { ip: { points: 30, durationSeconds: MINUTE } },
  // Each upload stores and converts up to 10 MB and each shape traces an image: a shopper trying borders and files stays far below this.
  artwork: { ip: { points: 60, durationSeconds: 10 * MINUTE } },
  // Each hand-off POSTs to a procurement system: a buyer adds a few items per session.
  punchout: { ip: { points: 30, durationSeconds: 10 * MINUTE } },
  // The header's live matches ask as the shopper types (debounced): a long session of searches stays below this.
  search: { ip: { points: 300, durationSeconds: 10 * MINUTE } },
};

type Scope = 'ip' | 'account';

/** The one place a limiter is built (see the module comment for a shared store). */
function createLimiter(bucket: RateLimitBucket, scope: Scope, rule: RateRule): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: `rl:${bucket}:${scope}`, points: rule.points, duration: rule.durationSeconds });
}

// Route handlers may be bundled into separate chunks: one registry per process, whatever the copy.
const REGISTRY = Symbol.for('print-storefront.rate-limiters');
type Registry = Map<string, RateLimiterAbstract>;
const registry = (): Registry => ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map());

function limiter(bucket: RateLimitBucket, scope: Scope): RateLimiterAbstract | null {
  const rule = RATE_LIMITS[bucket][scope];
  if (!rule) return null;
  const id = `${bucket}:${scope}`;
  let found = registry().get(id);
  if (!found) {
    found = createLimiter(bucket, scope, rule);
    registry().set(id, found);
  }
  return found;
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  registry().clear();
}

/**
 * The key of a client address: IPv4 as it is (also when IPv4-mapped), IPv6
 * by its /64 prefix, which one subscriber gets whole. No address (a request
 * that did not come through our front server): one shared `unknown` key.
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().toLowerCase().replace(/^\[|\](?::\d+)?$/g, '').replace(/%.*$/, '');
  if (!address) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(address);
  if (v4) return v4[1]!;
  return address.includes(':') ? (ipv6Prefix64(address) ?? address) : address;
}

/** `2001:db8:1:2::5` → `2001:db8:1:2::/64`; null when it is not an IPv6 address. */
function ipv6Prefix64(address: string): string | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const prefix = groups.slice(0, 4);
  if (!prefix.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${prefix.map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** Accounts are counted by a salted hash: the store never holds an email or a session token. */
function accountKey(bucket: RateLimitBucket, account: string): string {
  return createHash('sha256').update(`rate-limit:${bucket}:`).update(account.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/** How long the client waits, in the unit the message says it in: seconds, then minutes up to 90, then hours. */
function waitFor(seconds: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: seconds };
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return { unit: 'minute', count: minutes };
  return { unit: 'hour', count: Math.ceil(minutes / 60) };
}

// Route handlers answer in English; the plural is the message's (ICU), formatted by next-intl.
const refusal = createTranslator({ locale: 'en', messages: en, namespace: 'RateLimit' });

/** The English message of a 429 (the islands show their own translated text for `rate_limited`). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return refusal('refused', waitFor(retryAfterSeconds));
}

/** 429 `{ error: 'rate_limited', message, retryAfter }` with `Retry-After` (seconds), never cached. */
export function rateLimitedResponse(retryAfterSeconds: number): Response {
  const response = problem(429, 'rate_limited', rateLimitedMessage(retryAfterSeconds), { retryAfter: retryAfterSeconds });
  response.headers.set('Retry-After', String(retryAfterSeconds));
  return response;
}

/** Counts one attempt; the seconds to wait when it is over the limit, else null. Store failures throw. */
async function take(limit: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limit.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

export interface RateLimitCheck {
  /** The 429 to answer when the request is over a limit, else null (go on). */
  refused: Response | null;
  /** After a successful attempt: clears the account's failures where only failures count (sign-in). */
  succeeded(): Promise<void>;
}

const NOTHING_TO_CLEAR = async () => undefined;

/**
 * The check every limited route handler calls before its side effects:
 * counts the attempt for the client address and, when given, for `account`
 * (an email, or the session token for signed-in routes), and answers 429
 * once either is over its limit.
 */
export async function checkRateLimit(request: Request, bucket: RateLimitBucket, account?: string | null): Promise<RateLimitCheck> {
  const byAddress = limiter(bucket, 'ip')!;
  const wait = await take(byAddress, addressKey(clientIp(request)));
  if (wait !== null) {
    log.warn('rate_limit.refused', { bucket, scope: 'ip', retryAfter: wait });
    return { refused: rateLimitedResponse(wait), succeeded: NOTHING_TO_CLEAR };
  }
  const byAccount = limiter(bucket, 'account');
  if (!byAccount || !account?.trim()) return { refused: null, succeeded: NOTHING_TO_CLEAR };
  const key = accountKey(bucket, account);
  const accountWait = await take(byAccount, key);
  if (accountWait !== null) {
    log.warn('rate_limit.refused', { bucket, scope: 'account', retryAfter: accountWait });
    return { refused: rateLimitedResponse(accountWait), succeeded: NOTHING_TO_CLEAR };
  }
  const clears = RATE_LIMITS[bucket].accountCountsFailures === true;
  return {
    refused: null,
    succeeded: clears
      ? async () => {
          await byAccount.delete(key);
        }
      : NOTHING_TO_CLEAR,
  };
}
