import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import en from '@/messages/en.json';
import { problem } from '../../ground/http/reply';
import { clientIp } from '../../ground/client-ip';
import { sharedRedis } from '../../ground/kv/redis';
import { log } from '../../ground/log';
import { delayAfter, type BackoffRule } from './backoff';

/**
 * Rate limits of the routes an attacker would hammer (login, registration,
 * recovery and every form that sends mail or calls a paid service): guessing passwords, enumerating accounts,
 * mail bombing through password resets, spamming the form handler and the
 * tagging service. Counted with rate-limiter-flexible, per client address
 * (lib/edge/api/server.ts clientIp) and, where there is one, per account: the
 * email of the form, or the signed-in session.
 *
 * An email is not a secret: anyone may type someone else's. A limit counted
 * per email alone lets a third party spend its owner's budget (five wrong
 * passwords from anywhere used to lock the account for everyone). So a limit
 * on an email is counted per (email, client address): a client exhausts it
 * only for itself. What stops many addresses against one email is, for
 * sign-in, a reCAPTCHA step (v3, invisible: the owner's form passes it
 * without a click), and for recovery a ceiling on the mails one address may
 * receive. Session-keyed limits (`account` below) stay per account: a
 * session token is a secret, so only its holder can spend them.
 *
 * | bucket     | routes                                        | per client address | per (email, address) | per account                       |
 * |------------|-----------------------------------------------|--------------------|----------------------|-----------------------------------|
 * | `login`    | /api/session/login                            | 60 / 15 min        | failures: see below  | 5 failures / hour: reCAPTCHA asked |
 * | `register` | /api/tagging/create-customer                  | 5 / hour           | 3 / hour             | – (reCAPTCHA on every attempt)    |
 * | `recover`  | /api/session/recover                          | 10 / hour          | 3 / hour             | 10 / day (email): mail ceiling    |
 * | `forms`    | /api/forms (contact and tax forms)            | 30 / 10 min        | –                    | –                                 |
 * | `tagging`  | the other /api/tagging/* routes               | 30 / 10 min        | –                    | 30 / 10 min (session)             |
 * | `account`  | /api/account/contact, /api/account/password   | 30 / 10 min        | –                    | 10 / 10 min (session)             |
 * | `addresses`| /api/account/addresses (create, edit, delete) | 60 / 10 min        | –                    | 30 / 10 min (session)             |
 * | `checkout` | /api/checkout (creates a platform cart)       | 60 / 10 min        | –                    | –                                 |
 * | `postal`   | /api/postal (the USPS quota)                  | 60 / 10 min        | –                    | –                                 |
 * | `analytics`| /api/analytics (forwarded to the sink)        | 1000 / 10 min      | –                    | –                                 |
 * | `design-token` | /api/design/token (a design-service token) | 30 / min          | –                    | –                                 |
 * | `artwork`  | /api/design/artwork, /api/design/shape        | 60 / 10 min        | –                    | –                                 |
 * | `punchout` | /api/punchout/handoff (POSTs to a procurement system) | 30 / 10 min | –                | –                                 |
 * | `search`   | /api/search (the header's live matches)       | 300 / 10 min       | –                    | –                                 |
 *
 * Sign-in failures (lib/edge/security/backoff.ts) slow down whoever fails, with
 * growing delays, and nobody else:
 * - per (email, address): 3 failures free, then the pair waits 1 s, 2 s,
 *   4 s… after each further failure, doubling up to 15 minutes (reached at
 *   the 14th failure: from then on refused for 15 minutes after each);
 * - per address, whatever the emails: 10 failures free, then the same
 *   doubling up to 15 minutes, so spreading guesses over many accounts
 *   does not help either;
 * - per email, from any address: after 5 failures in an hour every attempt
 *   must carry a passing reCAPTCHA token (action `login`), but the account
 *   is never locked: its owner, at another address, signs in as usual.
 * Failures are remembered for an hour; a successful sign-in forgets its
 * pair's failures and does not count as one anywhere. The flat 60 attempts
 * per address in 15 minutes is only a backstop for bursts: failures are
 * already throttled above, and an office behind one address signing in at
 * the start of the day must not be refused.
 *
 * Password recovery sends a mail per request, so something must count per
 * email, whatever the address, or many addresses could flood one inbox. That
 * ceiling is 10 mails a day: well above what an owner needs, low enough to make the inbox useless as a target. Below it
 * a third party's requests cost the owner nothing (they count per pair and
 * per address); only a third party who has already sent ten mails that day
 * can keep the owner from asking for an eleventh. That is the least lockout
 * that still stops mail bombing.
 *
 * Windows are fixed and start with the first attempt. An attempt is counted
 * before it runs, so a burst of parallel requests cannot overrun a limit; a
 * sign-in attempt counts as a failure until it has succeeded
 * (`succeeded()`), or was not tried because reCAPTCHA was asked
 * (`notTried()`). Over a limit: 429 `{ error: 'rate_limited', message,
 * retryAfter }` with `Retry-After` in seconds, the time left until the
 * request would be let through, before any side effect. IPv6 clients count
 * per /64 (one subscriber's whole prefix); emails and sessions are kept only
 * as salted hashes, never in clear.
 *
 * Counters live in this process's memory (RateLimiterMemory), or, when
 * REDIS_URL is set, in the shared Redis (RateLimiterRedis), so several app
 * servers behind a load balancer count together. While Redis is away each
 * server falls back to its own memory counter (the insurance limiter): the
 * limits still hold, per server, until Redis is back.
 */

export type RateLimitBucket = 'login' | 'register' | 'recover' | 'forms' | 'tagging' | 'account' | 'addresses' | 'checkout' | 'postal' | 'analytics' | 'design-token' | 'artwork' | 'punchout' | 'punchout-start' | 'punchout-auth' | 'search' | 'sign-in' | 'proof-share' | 'proof-approve';

export interface RateRule {
  points: number;
  durationSeconds: number;
}

/** Sign-in failures: growing delays per (email, address) and per address; reCAPTCHA once an email fails from anywhere. */
export interface FailureRules {
  pair: BackoffRule;
  address: BackoffRule;
  /** `points` failures of one email within `durationSeconds`, from any address: every further attempt needs reCAPTCHA. */
  recaptchaAfter: RateRule;
}

export interface BucketRules {
  /** Every attempt, per client address (absent where the caller is known better than by its address). */
  ip?: RateRule;
  /** Punchout: every attempt per session (a signed secret: only its holder spends it) and per configured buyer. */
  session?: RateRule;
  buyer?: RateRule;
  /** Every attempt, per (email, client address): what one client may do to one email. */
  pair?: RateRule;
  /** Every attempt, per account whatever the address: a session (a secret), or recovery's mail ceiling. */
  account?: RateRule;
  /** Sign-in only: failures rather than attempts, throttled as the module comment says. */
  failures?: FailureRules;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS: Readonly<Record<RateLimitBucket, BucketRules>> = {
  login: {
    ip: { points: 60, durationSeconds: 15 * MINUTE },
    failures: {
      pair: { free: 3, firstDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, windowSeconds: HOUR },
      address: { free: 10, firstDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, windowSeconds: HOUR },
      recaptchaAfter: { points: 5, durationSeconds: HOUR },
    },
  },
  register: { ip: { points: 5, durationSeconds: HOUR }, pair: { points: 3, durationSeconds: HOUR } },
  recover: { ip: { points: 10, durationSeconds: HOUR }, pair: { points: 3, durationSeconds: HOUR }, account: { points: 10, durationSeconds: DAY } },
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
  // Punchout is counted per session and per buyer, never per address: one company's buyers share a network.
  // Each hand-off may POST to a procurement system: a buyer adds a few items per session.
  punchout: { session: { points: 30, durationSeconds: 10 * MINUTE }, buyer: { points: 2000, durationSeconds: 10 * MINUTE } },
  // Sessions a buyer's system opens (setup requests, start links): a procurement network sends many buyers' from few addresses.
  'punchout-start': { buyer: { points: 2000, durationSeconds: 10 * MINUTE } },
  // Refused punchout credentials (wrong SharedSecret, password or link signature), per (buyer named, address): the guesser waits, the buyer's own system does not.
  'punchout-auth': { pair: { points: 10, durationSeconds: 10 * MINUTE } },
  // The header's live matches ask as the shopper types (debounced): a long session of searches stays below this.
  search: { ip: { points: 300, durationSeconds: 10 * MINUTE } },
  // Each platform sign-in started keeps a record on our server for ten minutes: a shopper starts a few.
  'sign-in': { ip: { points: 60, durationSeconds: 10 * MINUTE } },
  // Each shared proof keeps a record for a month: a shopper shares a few proofs, not hundreds.
  'proof-share': { ip: { points: 30, durationSeconds: 10 * MINUTE } },
  // A colleague approves a proof once; the approval is idempotent, so only a flood is refused.
  'proof-approve': { ip: { points: 30, durationSeconds: 10 * MINUTE } },
};

/** Attempt limits (consumed, refused over `points`), failure counters (never refuse) and blocks (a growing delay in force). */
type Scope = 'ip' | 'pair' | 'account' | 'session' | 'buyer' | 'pair-failures' | 'pair-block' | 'address-failures' | 'address-block' | 'account-failures';

/** A counter that never refuses: failures are judged by the backoff rule, not by a limit. */
const UNLIMITED = 1_000_000_000;

/** The rule a scope's limiter is built with; null when the bucket has none. */
function ruleOf(bucket: RateLimitBucket, scope: Scope): RateRule | null {
  const rules = RATE_LIMITS[bucket];
  const failures = rules.failures;
  switch (scope) {
    case 'ip':
    case 'pair':
    case 'account':
    case 'session':
    case 'buyer':
      return rules[scope] ?? null;
    case 'pair-failures':
      return failures ? { points: UNLIMITED, durationSeconds: failures.pair.windowSeconds } : null;
    case 'address-failures':
      return failures ? { points: UNLIMITED, durationSeconds: failures.address.windowSeconds } : null;
    case 'account-failures':
      return failures ? { points: UNLIMITED, durationSeconds: failures.recaptchaAfter.durationSeconds } : null;
    // A block is one point over a one-point limit, for as long as `block()` says.
    case 'pair-block':
      return failures ? { points: 1, durationSeconds: failures.pair.maxDelaySeconds } : null;
    case 'address-block':
      return failures ? { points: 1, durationSeconds: failures.address.maxDelaySeconds } : null;
  }
}

/** What the checks ask of a limiter. */
type Limiter = Pick<RateLimiterAbstract, 'points' | 'consume' | 'get' | 'penalty' | 'reward' | 'block' | 'delete'>;

/** The one place a limiter is built: shared through Redis when configured (see the module comment). */
function createLimiter(bucket: RateLimitBucket, scope: Scope, rule: RateRule): Limiter {
  const options = { keyPrefix: `rl:${bucket}:${scope}`, points: rule.points, duration: rule.durationSeconds };
  const memory = new RateLimiterMemory(options);
  const redis = sharedRedis();
  if (!redis) return memory;
  // Not ready: straight to memory rather than waiting for the command timeout.
  const shared = new RateLimiterRedis({ ...options, storeClient: redis.client, useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter: memory });
  // A slow Redis holds no request: past REDIS_TIMEOUT_MS this server's memory counts instead.
  const either =
    <A extends unknown[], R>(op: (limiter: Limiter, ...args: A) => Promise<R>) =>
    (...args: A) =>
      redis.preferred(
        () => op(shared, ...args),
        () => op(memory, ...args),
      );
  return {
    points: rule.points,
    consume: either((l, key: string | number, points?: number) => l.consume(key, points)),
    get: either((l, key: string | number) => l.get(key)),
    penalty: either((l, key: string | number, points?: number) => l.penalty(key, points)),
    reward: either((l, key: string | number, points?: number) => l.reward(key, points)),
    block: either((l, key: string | number, seconds: number) => l.block(key, seconds)),
    delete: either((l, key: string | number) => l.delete(key)),
  };
}

// Route handlers may be bundled into separate chunks: one registry per process, whatever the copy.
const REGISTRY = Symbol.for('print-storefront.rate-limiters');
type Registry = Map<string, Limiter>;
const registry = (): Registry => ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map());

function limiter(bucket: RateLimitBucket, scope: Scope): Limiter | null {
  const rule = ruleOf(bucket, scope);
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

/** Whole seconds, at least 1, of a limiter's time left. */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts one attempt; the seconds to wait when it is over the limit, else null. Store failures throw. */
async function take(limit: Limiter, key: string): Promise<number | null> {
  try {
    await limit.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return secondsOf(rejection.msBeforeNext);
    throw rejection;
  }
}

/** The seconds left of a block in force for `key`, else null. */
async function blockedFor(block: Limiter, key: string): Promise<number | null> {
  const state = await block.get(key);
  return state && state.consumedPoints > block.points && state.msBeforeNext > 0 ? secondsOf(state.msBeforeNext) : null;
}

/** Counts one failure and, once beyond the free ones, closes the door for the rule's delay. True when it did. */
async function fail(failures: Limiter, block: Limiter, key: string, rule: BackoffRule): Promise<boolean> {
  const count = await failures.penalty(key, 1);
  const delay = delayAfter(count.consumedPoints, rule);
  if (delay > 0) await block.block(key, delay);
  return delay > 0;
}

export interface RateLimitCheck {
  /** The 429 to answer when the request is over a limit, else null (go on). */
  refused: Response | null;
  /** Sign-in: the email has failed too often, from anywhere; the attempt may go on only with a passing reCAPTCHA. */
  recaptchaRequired: boolean;
  /** After a successful attempt: sign-in forgets the pair's failures, and this attempt is no failure. */
  succeeded(): Promise<void>;
  /** Sign-in: the password was not checked (reCAPTCHA asked first), so this attempt is no failure. */
  notTried(): Promise<void>;
}

const NOTHING = async () => undefined;
const LET_THROUGH: RateLimitCheck = { refused: null, recaptchaRequired: false, succeeded: NOTHING, notTried: NOTHING };

function refusedCheck(bucket: RateLimitBucket, scope: Scope, wait: number): RateLimitCheck {
  log.warn('rate_limit.refused', { bucket, scope, retryAfter: wait });
  return { ...LET_THROUGH, refused: rateLimitedResponse(wait) };
}

/**
 * The check every limited route handler calls before its side effects:
 * counts the attempt for the client address and, when given, for `account`
 * (an email, or the session token for signed-in routes) per address and per
 * account as the bucket says, and answers 429 once one is over its limit.
 * Sign-in also counts the attempt as a failure until `succeeded()` or
 * `notTried()` says otherwise.
 */
export async function checkRateLimit(request: Request, bucket: RateLimitBucket, account?: string | null): Promise<RateLimitCheck> {
  const address = addressKey(clientIp(request));
  const byIp = limiter(bucket, 'ip');
  const wait = byIp ? await take(byIp, address) : null;
  if (wait !== null) return refusedCheck(bucket, 'ip', wait);
  if (!account?.trim()) return LET_THROUGH;
  const accountId = accountKey(bucket, account);
  const pairId = `${accountId}:${address}`;

  const byPair = limiter(bucket, 'pair');
  const pairWait = byPair ? await take(byPair, pairId) : null;
  if (pairWait !== null) return refusedCheck(bucket, 'pair', pairWait);
  const byAccount = limiter(bucket, 'account');
  const accountWait = byAccount ? await take(byAccount, accountId) : null;
  if (accountWait !== null) return refusedCheck(bucket, 'account', accountWait);

  const rules = RATE_LIMITS[bucket].failures;
  if (!rules) return LET_THROUGH;
  return checkFailures(bucket, rules, { pair: pairId, address, account: accountId });
}

/** Sign-in: refuses while a growing delay is in force, then counts this attempt as a failure until told otherwise. */
async function checkFailures(bucket: RateLimitBucket, rules: FailureRules, keys: { pair: string; address: string; account: string }): Promise<RateLimitCheck> {
  const pairFailures = limiter(bucket, 'pair-failures')!;
  const pairBlock = limiter(bucket, 'pair-block')!;
  const addressFailures = limiter(bucket, 'address-failures')!;
  const addressBlock = limiter(bucket, 'address-block')!;
  const accountFailures = limiter(bucket, 'account-failures')!;

  const pairWait = await blockedFor(pairBlock, keys.pair);
  if (pairWait !== null) return refusedCheck(bucket, 'pair-block', pairWait);
  const addressWait = await blockedFor(addressBlock, keys.address);
  if (addressWait !== null) return refusedCheck(bucket, 'address-block', addressWait);

  const pairBlocked = await fail(pairFailures, pairBlock, keys.pair, rules.pair);
  const addressBlocked = await fail(addressFailures, addressBlock, keys.address, rules.address);
  const accountCount = await accountFailures.penalty(keys.account, 1);

  /** Takes this attempt back as a failure, and the delays it started (none was in force before it). */
  const undo = async () => {
    await pairFailures.reward(keys.pair, 1);
    await addressFailures.reward(keys.address, 1);
    await accountFailures.reward(keys.account, 1);
    if (pairBlocked) await pairBlock.delete(keys.pair);
    if (addressBlocked) await addressBlock.delete(keys.address);
  };
  return {
    refused: null,
    recaptchaRequired: accountCount.consumedPoints > rules.recaptchaAfter.points,
    notTried: undo,
    succeeded: async () => {
      await undo();
      await pairFailures.delete(keys.pair);
      await pairBlock.delete(keys.pair);
    },
  };
}

/**
 * Punchout's limits, counted by who is calling rather than where from: the
 * session and the configured buyer, as the bucket names them. The 429 to
 * answer once one is over, else null.
 */
export async function checkPartyLimit(bucket: RateLimitBucket, parties: { session?: string; buyer?: string }): Promise<Response | null> {
  for (const scope of ['session', 'buyer'] as const) {
    const key = parties[scope];
    const limit = key ? limiter(bucket, scope) : null;
    const wait = limit && key ? await take(limit, key) : null;
    if (wait !== null) return refusedCheck(bucket, scope, wait).refused;
  }
  return null;
}

/**
 * Refused credentials, per (what they claimed to be, client address): past
 * the bucket's `pair` rule that pair is answered 429 until the window ends,
 * while the same buyer from its own system's address carries on.
 */
export const credentialFailures = {
  async refused(bucket: RateLimitBucket, claimed: string, request: Request): Promise<Response | null> {
    const limit = limiter(bucket, 'pair');
    if (!limit) return null;
    const state = await limit.get(`${claimed}:${addressKey(clientIp(request))}`);
    return state && state.consumedPoints >= limit.points ? refusedCheck(bucket, 'pair', secondsOf(state.msBeforeNext)).refused : null;
  },
  async count(bucket: RateLimitBucket, claimed: string, request: Request): Promise<void> {
    await limiter(bucket, 'pair')?.penalty(`${claimed}:${addressKey(clientIp(request))}`, 1);
  },
};
