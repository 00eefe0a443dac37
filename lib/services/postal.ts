import 'server-only';
import { config, type AppConfig } from '../ground/config';
import { UpstreamError } from '../ground/http/upstream';
import { log } from '../ground/log';
import { addressesV3CityState } from './usps/addresses-v3';
import { z } from 'zod';
import { memoryStore } from '../ground/kv/memory';
import { parseRecord } from '../ground/kv/record';
import { sharedStore } from '../ground/kv/shared';
import type { KeyValueStore } from '../ground/kv/store';
import { UspsTokenSource } from './usps/oauth';
import { failed, UspsError, type PostalResult } from './usps/types';
import { webToolsCityState } from './usps/web-tools';

export type { PostalResult } from './usps/types';

/**
 * City and state of a US ZIP, from USPS Web Tools XML or the Addresses v3 API as POSTAL_API
 * says. Answers (found and not found) are remembered, by every app server
 * together (USPS allows an account about 60 calls an hour, whatever the
 * number of servers); failures are not, so the next try asks USPS again.
 */

/** Enough for every ZIP a busy day's address forms ask for; a ZIP's city does not change within a day. */
export const POSTAL_CACHE_ENTRIES = 500;
export const POSTAL_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

type Answer = Exclude<PostalResult, { kind: 'failed' }>;
export type PostalLookup = (zip5: string) => Promise<PostalResult>;

type PostalConfig = Pick<
  AppConfig,
  'POSTAL_API' | 'USPS_XML_URL' | 'USPS_USER_ID' | 'USPS_API_URL' | 'USPS_CLIENT_ID' | 'USPS_CLIENT_SECRET' | 'UPSTREAM_TIMEOUT_MS'
>;

const answerShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('found'), city: z.string(), state: z.string() }),
  z.object({ kind: z.literal('not-found') }),
]) satisfies z.ZodType<Answer>;

/** A lookup with its answer cache (its own unless given) and (for v3) its own token; the app uses one per process. */
export function createPostalLookup(
  cfg: PostalConfig,
  now: () => number = Date.now,
  answers: KeyValueStore = memoryStore(POSTAL_CACHE_ENTRIES, now),
): PostalLookup {
  const timeoutMs = cfg.UPSTREAM_TIMEOUT_MS;
  const tokens = new UspsTokenSource(
    { baseUrl: cfg.USPS_API_URL, clientId: cfg.USPS_CLIENT_ID, clientSecret: cfg.USPS_CLIENT_SECRET, timeoutMs },
    now,
  );
  const ask = (zip5: string) =>
    cfg.POSTAL_API === 'xml'
      ? webToolsCityState(zip5, { url: cfg.USPS_XML_URL, userId: cfg.USPS_USER_ID, timeoutMs })
      : addressesV3CityState(zip5, tokens, { baseUrl: cfg.USPS_API_URL, timeoutMs });

  return async (zip5) => {
    if (!/^\d{5}$/.test(zip5)) return { kind: 'not-found' };
    const cached = parseRecord(await answers.get(zip5), answerShape);
    if (cached) return cached;
    let result: PostalResult & { status?: number; detail?: string };
    try {
      result = await ask(zip5);
    } catch (error) {
      const timedOut = error instanceof UpstreamError && error.kind === 'timeout';
      const reason = error instanceof UspsError ? error.reason : timedOut ? 'timeout' : 'unreachable';
      log.error('postal.lookup.failed', { api: cfg.POSTAL_API, zip: zip5, reason, error });
      return failed(reason);
    }
    if (result.kind === 'failed') {
      log.error('postal.lookup.failed', { api: cfg.POSTAL_API, zip: zip5, reason: result.reason, status: result.status, detail: result.detail });
      return failed(result.reason);
    }
    const answer: Answer = result.kind === 'found' ? { kind: 'found', city: result.city, state: result.state } : { kind: 'not-found' };
    await answers.set(zip5, JSON.stringify(answer), POSTAL_CACHE_TTL_MS);
    return answer;
  };
}

let shared: PostalLookup | undefined;

/** The process-wide lookup (one USPS token), with the answers every server shares. */
export function lookupCityState(zip5: string): Promise<PostalResult> {
  shared ??= createPostalLookup(config(), Date.now, sharedStore('postal'));
  return shared(zip5);
}
