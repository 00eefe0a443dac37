/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { loadConfig } from '../../ground/config';
import { resellerTenant, siteTenant } from '../../ground/tenant/resolve';
import { createProductSearch, SEARCH_CACHE_TTL_MS, SearchUnavailableError, type AlgoliaRequester } from './client';

type Sent = Parameters<AlgoliaRequester['send']>[0];
type Reply = Awaited<ReturnType<AlgoliaRequester['send']>>;

const cfg = loadConfig({});
const us = siteTenant('us', cfg);
const ca = siteTenant('ca', cfg);
const acme = resellerTenant('acme', cfg);

const record = (handle: string, title = handle) => ({ objectID: handle, product_handle: handle, title, product_type: 'Labels', vendor: 'Print Co', tags: [], image: null, price: 10, reseller: '' });
const ok = (hits: unknown[]): Reply => ({ status: 200, content: JSON.stringify({ hits, nbHits: hits.length }), isTimedOut: false });

let errorLog: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

/** A search over a stand-in network: every request is kept, each answered by `answer`. */
function setup(answer: (request: Sent) => Reply | Promise<Reply>, overrides: Record<string, string> = {}) {
  const sent: Sent[] = [];
  let clock = 0;
  const search = createProductSearch(loadConfig(overrides), {
    requester: {
      send: async (request) => {
        sent.push(request);
        return answer(request);
      },
    },
    now: () => clock,
  });
  const params = (i = sent.length - 1) => JSON.parse(String(sent[i]!.data)) as Record<string, unknown>;
  return { search, sent, params, advance: (ms: number) => (clock += ms) };
}

describe('searchProducts', () => {
  it('asks the configured host for up to 999 hits of the normalised query, with the search key', async () => {
    const { search, sent, params } = setup(() => ok([record('custom-roll-labels')]));
    const hits = await search({ tenant: us, query: '  roll   labels ', sort: 'relevance', locale: 'en' });
    expect(hits.map((h) => h.handle)).toEqual(['custom-roll-labels']);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/1\/indexes\/products\/query/);
    expect(sent[0]!.headers['x-algolia-api-key']).toBe('emulator-search-key');
    expect(sent[0]!.headers['x-algolia-application-id']).toBe('EMULATOR');
    expect(params()).toMatchObject({ query: 'roll labels', hitsPerPage: 999, filters: 'NOT reseller:"acme" AND NOT reseller:"northwind"' });
  });

  it("filters a reseller host to its own records and sorts by title on the replica", async () => {
    const { search, sent, params } = setup(() => ok([record('acme-stickers')]));
    await search({ tenant: acme, query: 'stickers', sort: 'title', locale: 'en' });
    expect(sent[0]!.url).toContain('/1/indexes/products_title_asc/query');
    expect(params()).toMatchObject({ filters: 'resellers:"acme"' });
  });

  it('sorts a French shopper\'s results by their French titles, on the French replica', async () => {
    const { search, sent } = setup(() => ok([record('acme-stickers')]));
    await search({ tenant: acme, query: 'autocollants', sort: 'title', locale: 'fr' });
    expect(sent[0]!.url).toContain('/1/indexes/products_title_fr_asc/query');
  });

  it("keeps each company site to its own region's products", async () => {
    const { search } = setup(() => ok([record('ca-bilingual-labels'), record('custom-roll-labels'), record('fr-etiquettes')]));
    expect((await search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' })).map((h) => h.handle)).toEqual(['custom-roll-labels']);
    expect((await search({ tenant: ca, query: 'labels', sort: 'relevance', locale: 'en' })).map((h) => h.handle)).toEqual(['ca-bilingual-labels', 'custom-roll-labels']);
  });

  it('asks once per query for a few minutes, shared by the company sites, and again after', async () => {
    const { search, sent, advance } = setup(() => ok([record('custom-roll-labels')]));
    await search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' });
    await search({ tenant: ca, query: ' labels ', sort: 'relevance', locale: 'en' });
    expect(sent).toHaveLength(1);
    await search({ tenant: us, query: 'labels', sort: 'title', locale: 'en' });
    await search({ tenant: acme, query: 'labels', sort: 'relevance', locale: 'en' });
    expect(sent).toHaveLength(3);
    advance(SEARCH_CACHE_TTL_MS + 1);
    await search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' });
    expect(sent).toHaveLength(4);
  });

  it('asks nothing for a blank query', async () => {
    const { search, sent } = setup(() => ok([]));
    expect(await search({ tenant: us, query: '   ', sort: 'relevance', locale: 'en' })).toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('throws a SearchUnavailableError, logged, when the service refuses, and keeps no failure', async () => {
    let status = 403;
    const { search, sent } = setup(() => (status === 200 ? ok([record('custom-roll-labels')]) : { status, content: '{"message":"Invalid API key"}', isTimedOut: false }));
    const failure = await search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SearchUnavailableError);
    expect((failure as SearchUnavailableError).status).toBe(403);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('search.failed'));
    status = 200;
    expect(await search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' })).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  it('throws a SearchUnavailableError when the service is down or times out', async () => {
    const down = setup(() => ({ status: 503, content: 'down', isTimedOut: false }));
    await expect(down.search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' })).rejects.toBeInstanceOf(SearchUnavailableError);
    const slow = setup(() => ({ status: 0, content: '', isTimedOut: true }));
    await expect(slow.search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('throws a SearchUnavailableError for a reply that is not a result', async () => {
    const { search } = setup(() => ({ status: 200, content: '{"results":[]}', isTimedOut: false }));
    await expect(search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it("uses Algolia's own hosts when ALGOLIA_HOSTS is empty", async () => {
    const { search, sent } = setup(() => ok([]), { ALGOLIA_APP_ID: 'APP123', ALGOLIA_HOSTS: '' });
    await search({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' });
    expect(sent[0]!.url).toMatch(/^https:\/\/APP123(-dsn\.algolia\.net|-\d\.algolianet\.com)\/1\/indexes\/products\/query/);
  });
});
