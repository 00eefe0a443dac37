import type { algoliasearch } from 'algoliasearch';
import { UpstreamError, upstream } from '../../ground/http/upstream';

/**
 * Algolia's client reaches the search service through upstream(), like every
 * other outside call: its `requester` option is the network layer it hands
 * each request to. The client keeps its own part: choosing among hosts,
 * retrying on a timeout or a 5xx, growing the timeouts on each retry and
 * reading statuses, so every status is handed back to it as an answer and a
 * failure to answer becomes the status 0 it retries on.
 */

type AlgoliaOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;
/** The client's network layer (its `requester` option). */
export type AlgoliaRequester = NonNullable<AlgoliaOptions['requester']>;
type AlgoliaRequest = Parameters<AlgoliaRequester['send']>[0];
type AlgoliaResponse = Awaited<ReturnType<AlgoliaRequester['send']>>;

/** A search reply is at most 999 small hits. */
export const SEARCH_REPLY_MAX_BYTES = 4 * 1024 * 1024;

export function createUpstreamRequester(): AlgoliaRequester {
  return {
    async send(request: AlgoliaRequest): Promise<AlgoliaResponse> {
      try {
        const reply = await upstream(
          'search',
          request.url,
          // Algolia's own fetch requester does not follow redirects either: a host that redirects is a failing host.
          { method: request.method, headers: request.headers, body: (request.data as BodyInit | undefined) ?? null, redirect: 'manual' },
          // The connection and the reply each have their wait in Algolia's client; one call bounds both.
          { timeoutMs: request.connectTimeout + request.responseTimeout, accept: 'any', maxBytes: SEARCH_REPLY_MAX_BYTES },
        );
        return { status: reply.status, content: reply.text(), headers: Object.fromEntries(reply.headers), isTimedOut: false };
      } catch (error) {
        const timedOut = error instanceof UpstreamError && error.kind === 'timeout';
        return { status: 0, content: error instanceof Error ? error.message : 'request failed', isTimedOut: timedOut };
      }
    },
  };
}
