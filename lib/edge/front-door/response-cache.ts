import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../../ground/log';
import { SizedLru } from '../../ground/lru';
import type { ServedPage } from '../../services/cache/served-page';
import { visitorChoosesPage } from './cache-policy';
import { bodiesBytes, encodeBodies, keepable, type StoredResponse } from './stored-response';

/**
 * The front door's own shared cache: finished public pages kept in this
 * process, so a page nobody's cookie changes is answered like a file, without
 * Next, the CSP hashing or compression. It follows the rules a shared cache in
 * front of the store follows (./cache-policy.ts: only public answers, never
 * for a request whose cookie chooses the page), keyed by host and URL. Unlike
 * such a cache it is exact: an answer is used only while the page entry it
 * came from is current, by time and by the page cache's tags, so a webhook
 * that expires a page (on any server, when the page cache is shared) expires
 * it here at once.
 */
export interface ResponseCache {
  /** The stored answer to this request, if it is current. */
  lookup(req: IncomingMessage, pathname: string): Promise<StoredResponse | null>;
  /** Offers the finished response to a GET for keeping; compressed in the background, kept only when it qualifies. */
  offer(req: IncomingMessage, res: ServerResponse, pathname: string, body: Buffer, page: ServedPage): void;
}

export interface ResponseCacheOptions {
  /** Whether a page written at `writtenAt` with these tags is still current (the page cache's answer). */
  isCurrent(tags: readonly string[], writtenAt: number): Promise<boolean>;
  maxBytes?: number;
  now?: () => number;
}

/** Room for every page of a large store in three codings, bounded so a flood of URLs cannot grow the process. */
export const RESPONSE_CACHE_BYTES = 96 * 1024 * 1024;

const keyOf = (req: IncomingMessage) => `${(req.headers.host ?? '').toLowerCase()} ${req.url ?? '/'}`;

export function responseCache({ isCurrent, maxBytes = RESPONSE_CACHE_BYTES, now = Date.now }: ResponseCacheOptions): ResponseCache {
  const entries = new SizedLru<string, StoredResponse>(maxBytes);
  const compressing = new Set<string>();

  return {
    async lookup(req, pathname) {
      const key = keyOf(req);
      const found = entries.peek(key);
      if (!found) return null;
      if (visitorChoosesPage(pathname, req.headers.cookie) || found.varyOn.some((name) => req.headers[name] !== undefined)) return null;
      if (found.freshUntil <= now() || !(await isCurrent(found.tags, found.writtenAt))) {
        // Only if it is still the same entry: another request may have stored the fresh page meanwhile.
        if (entries.peek(key) === found) entries.delete(key);
        return null;
      }
      entries.get(key);
      return found;
    },

    offer(req, res, pathname, body, page) {
      if (visitorChoosesPage(pathname, req.headers.cookie)) return;
      const key = keyOf(req);
      if (compressing.has(key)) return;
      const kept = keepable({ status: res.statusCode, headers: res.getHeaders(), body, requestHeaders: req.headers, page, now: now() });
      if (!kept) return;
      compressing.add(key);
      encodeBodies(body)
        .then((bodies) => {
          entries.set(key, { ...kept, bodies }, bodiesBytes(bodies) + JSON.stringify(kept.headers).length);
        })
        .catch((error: unknown) => log.warn('response_cache.encode_failed', { error }))
        .finally(() => compressing.delete(key));
    },
  };
}
