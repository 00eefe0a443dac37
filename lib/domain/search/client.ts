import 'server-only';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { config, type AppConfig } from '../../ground/config';
import { UpstreamError, type UpstreamFailure } from '../../ground/http/upstream';
import { log } from '../../ground/log';
import { hitsForTenant, tenantFilter } from './filters';
import { HIT_ATTRIBUTES, parseHits, type SearchHit } from './hit';
import { algoliaHosts } from './hosts';
import { createUpstreamRequester, type AlgoliaRequester } from './requester';
import { indexForSort, normaliseQuery, SEARCH_HITS_MAX, type SearchSort } from './query';
import { knownHandlePrefixes } from '../../ground/tenant/resolve';
import type { Tenant } from '../../ground/tenant/types';
import { LruCache } from '../../ground/lru';

/**
 * Site search: one query to the hosted
 * search service on Algolia's contract, through Algolia's own client, with
 * the tenant's reseller filter and up to 999 hits, then the tenant's own
 * products only (lib/domain/search/filters.ts). The /search page and the header's
 * live matches (/api/search) both ask through searchProducts.
 *
 * Answers are kept in this process for a few minutes, per index, filter and
 * normalised query: a shopper paging through results, or several shoppers
 * typing the same words, ask the service once. Every query a visitor makes
 * up is a new key, so the store is a bounded LRU (as the postal lookup's),
 * never Next's data cache, whose entries nothing would bound. The company
 * sites share one filter and so one entry; each post-filters its copy.
 * Records hold English and French text, so relevance is one answer for both
 * languages; only the title sort has an index per language. Failures are
 * never kept.
 */

export type SearchConfig = Pick<
  AppConfig,
  'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_KEY' | 'ALGOLIA_INDEX' | 'ALGOLIA_HOSTS' | 'UPSTREAM_TIMEOUT_MS' | 'resellerIds' | 'siteHandlePrefixes'
>;

/** Enough for the busy queries of a few minutes; at most 999 small hits each. */
export const SEARCH_CACHE_ENTRIES = 100;
/** An index rebuilt (npm run search:index) shows within this. */
export const SEARCH_CACHE_TTL_MS = 5 * 60 * 1000;

/** The search service did not answer usably: unreachable, timed out, refused (4xx/5xx) or a reply that is not a result. */
export class SearchUnavailableError extends UpstreamError {
  constructor(message: string, details: { status?: number | null; kind?: UpstreamFailure; cause?: unknown } = {}) {
    const status = details.status ?? null;
    super(message, { service: 'search', kind: details.kind ?? (status === null ? 'network' : 'status'), status, cause: details.cause });
    this.name = 'SearchUnavailableError';
  }
}

export interface SearchInput {
  tenant: Tenant;
  /** What the shopper typed; normalised here again (lib/domain/search/query.ts), so callers may pass it raw. */
  query: string;
  sort: SearchSort;
  /** The shopper's language: sorting by title sorts by the title they read. */
  locale: string;
}

export type ProductSearch = (input: SearchInput) => Promise<SearchHit[]>;

type AlgoliaOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;
export type { AlgoliaRequester } from './requester';

export interface ClientOptions {
  /** Stands in for the network (tests); upstream() otherwise. */
  requester?: AlgoliaRequester;
  timeouts?: Partial<NonNullable<AlgoliaOptions['timeouts']>>;
}

/**
 * Algolia's client for this app's service with `apiKey`: ALGOLIA_HOSTS as its
 * hosts (Algolia's own when empty), every wait bounded by UPSTREAM_TIMEOUT_MS,
 * its requests sent through upstream() (./requester.ts).
 * The indexing script builds its writing client here too.
 */
export function createAlgoliaClient(cfg: SearchConfig, apiKey: string, { requester, timeouts }: ClientOptions = {}): Algoliasearch {
  const hosts = algoliaHosts(cfg.ALGOLIA_HOSTS);
  const wait = cfg.UPSTREAM_TIMEOUT_MS;
  return algoliasearch(cfg.ALGOLIA_APP_ID, apiKey, {
    ...(hosts ? { hosts } : {}),
    requester: requester ?? createUpstreamRequester(),
    timeouts: { connect: wait, read: wait, write: wait, ...timeouts },
  });
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** A search with its own client and answer cache; the app uses one per process (searchProducts). */
export function createProductSearch(cfg: SearchConfig, options: ClientOptions & { now?: () => number } = {}): ProductSearch {
  const client = createAlgoliaClient(cfg, cfg.ALGOLIA_SEARCH_KEY, options);
  const answers = new LruCache<string, SearchHit[]>(SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_MS, options.now);
  const prefixes = knownHandlePrefixes(cfg);

  async function ask(indexName: string, filters: string, query: string, tenantKey: string): Promise<SearchHit[]> {
    let hits: unknown;
    try {
      const reply = await client.searchSingleIndex({
        indexName,
        searchParams: {
          query,
          filters,
          hitsPerPage: SEARCH_HITS_MAX,
          attributesToRetrieve: [...HIT_ATTRIBUTES],
          attributesToHighlight: [],
          attributesToSnippet: [],
        },
      });
      hits = (reply as { hits?: unknown }).hits;
    } catch (error) {
      const status = statusOf(error);
      log.error('search.failed', { tenantKey, index: indexName, status, error });
      throw new SearchUnavailableError('The search service could not be reached', { status, cause: error });
    }
    if (!Array.isArray(hits)) {
      log.error('search.failed', { tenantKey, index: indexName, reason: 'reply without hits' });
      throw new SearchUnavailableError('The search service answered without hits', { kind: 'malformed' });
    }
    return parseHits(hits);
  }

  return async ({ tenant, query: raw, sort, locale }) => {
    const query = normaliseQuery(raw);
    if (!query) return [];
    const indexName = indexForSort(sort, cfg.ALGOLIA_INDEX, locale);
    const filters = tenantFilter(tenant, cfg.resellerIds);
    const key = JSON.stringify([indexName, filters, query]);
    let hits = answers.get(key);
    if (!hits) {
      hits = await ask(indexName, filters, query, tenant.key);
      answers.set(key, hits);
    }
    return hitsForTenant(tenant, hits, prefixes);
  };
}

let shared: ProductSearch | undefined;

/**
 * The tenant's products matching `query`, in the sort's order, at most 999.
 * [] for a blank query (nothing is asked). Throws SearchUnavailableError
 * (logged with context) when the service fails.
 */
export function searchProducts(input: SearchInput): Promise<SearchHit[]> {
  shared ??= createProductSearch(config());
  return shared(input);
}
