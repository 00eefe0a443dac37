/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET } from '@/app/api/search/route';
import { searchContract } from '@/lib/edge/api/contracts/search';
import { resetRateLimits } from '@/lib/edge/security/rate-limit';
import { expectFailure, expectReply } from './contract-expect';

/**
 * The route against a stand-in for the search service on a local port,
 * reached through Algolia's own client as in production (ALGOLIA_HOSTS),
 * and the Storefront's market rates through a stand-in fetch. Both go out
 * through fetch (lib/ground/http/upstream.ts): the stand-in answers the
 * Storefront and passes the search service's requests on to the real one.
 */

interface Query {
  index: string;
  params: { query?: string; filters?: string; hitsPerPage?: number };
}

const record = (handle: string, title: string, price: number | null = 12.5) => ({
  objectID: handle,
  product_handle: handle,
  title,
  product_type: 'Labels',
  vendor: 'Print Co',
  tags: [],
  image: `http://localhost:4000/cdn/${handle}.png`,
  price,
  reseller: handle.startsWith('acme-') ? 'acme' : '',
});

let server: Server;
const queries: Query[] = [];
/** What the service answers to a query: a status and a body. */
let answer: (query: Query) => { status: number; body: unknown };

const realFetch = global.fetch;
/** `storefront` for the Storefront, the real fetch for the local search service. */
const routed = (storefront: typeof fetch) =>
  (async (url: Parameters<typeof fetch>[0], init?: RequestInit) =>
    String(url).startsWith(process.env.ALGOLIA_HOSTS ?? '\u0000') ? realFetch(url, init) : storefront(url, init)) as typeof fetch;
const marketRates = routed((async () => Response.json({ data: { shop: { metafield: { value: '{"CA":{"currency":"CAD","rate":"1.023"}}' } } } })) as typeof fetch);
let errorLog: jest.SpyInstance;
let warnLog: jest.SpyInstance;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const index = /^\/1\/indexes\/([^/]+)\/query/.exec(req.url ?? '')?.[1] ?? '';
      const query: Query = { index: decodeURIComponent(index), params: JSON.parse(body || '{}') as Query['params'] };
      queries.push(query);
      const { status, body: reply } = answer(query);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ALGOLIA_HOSTS = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Only the market rates go through fetch: the Canada site shows CAD.
  global.fetch = marketRates;
});

afterAll(async () => {
  global.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  queries.length = 0;
  resetRateLimits();
  answer = () => ({ status: 200, body: { hits: [record('acme-die-cut-stickers', 'Die-Cut Stickers'), record('acme-roll-labels', 'Roll Labels', null)] } });
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  warnLog = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  errorLog.mockRestore();
  warnLog.mockRestore();
});

let client = 0;
/** Each test asks from its own address, so rate limits and answers kept by query do not leak between tests. */
function get(query: string, host = 'acme.resellers.localhost:3000', headers: Record<string, string> = {}) {
  return GET(new Request(`http://${host}/api/search${query}`, { headers: { host, 'x-forwarded-for': `10.0.0.${client}`, ...headers } }));
}
beforeEach(() => {
  client += 1;
});

describe('GET /api/search', () => {
  it.each([
    ['', 'q is required'],
    ['?q=', 'q is required'],
    ['?q=%20%20', 'q is required'],
    [`?q=${'x'.repeat(101)}`, 'q is at most 100 characters'],
  ])('answers 400 for %s without searching', async (query, message) => {
    const body = await expectFailure(searchContract, await get(query), 400, 'invalid');
    expect(body.message).toBe(message);
    expect(queries).toEqual([]);
  });

  it("answers a reseller host's first matches with the links, images and prices its cards show", async () => {
    const response = await get('?q=stickers&limit=5');
    const reply = await expectReply(searchContract, response);
    expect(reply).toEqual({
      matches: [
        { handle: 'die-cut-stickers', title: 'Die-Cut Stickers', image: 'http://localhost:4000/cdn/acme-die-cut-stickers.png', price: '$12.50' },
        { handle: 'roll-labels', title: 'Roll Labels', image: 'http://localhost:4000/cdn/acme-roll-labels.png', price: null },
      ],
      total: 2,
    });
    expect(queries).toEqual([{ index: 'products', params: expect.objectContaining({ query: 'stickers', filters: 'resellers:"acme"', hitsPerPage: 999 }) }]);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('answers at most `limit` matches, with the total found', async () => {
    answer = () => ({ status: 200, body: { hits: Array.from({ length: 12 }, (_, i) => record(`acme-p${i}`, `P${i}`)) } });
    const reply = await expectReply(searchContract, await get('?q=labels%20p'));
    expect(reply.matches.map((m) => m.handle)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(reply.total).toBe(12);
  });

  it("takes the tenant from the host, never the query: a company site excludes every reseller and keeps to its region", async () => {
    answer = () => ({ status: 200, body: { hits: [record('ca-bilingual-labels', 'Bilingual Labels', 10), record('custom-roll-labels', 'Roll Labels', 10)] } });
    const reply = await expectReply(searchContract, await get('?q=labels%20ca&tenant=r-acme', 'ca.localhost:3000'));
    expect(queries[0]!.params.filters).toBe('NOT reseller:"acme" AND NOT reseller:"northwind"');
    // The Canada site shows CAD (×1.023), its own product linked without its prefix.
    expect(reply.matches).toEqual([
      { handle: 'bilingual-labels', title: 'Bilingual Labels', image: expect.any(String), price: '$10.23' },
      { handle: 'custom-roll-labels', title: 'Roll Labels', image: expect.any(String), price: '$10.23' },
    ]);
  });

  it("shows the catalog's card in the shopper's language when the index holds another, and the index's text when the catalog has none", async () => {
    answer = () => ({ status: 200, body: { hits: [{ ...record('acme-event-swag-stickers', 'Event Swag Stickers'), objectID: '1042' }, { ...record('acme-gone', 'Gone'), objectID: '1043' }] } });
    const asked: string[] = [];
    global.fetch = routed((async (_url: unknown, init?: RequestInit) => {
      const body = String(init?.body ?? '');
      asked.push(body);
      if (!body.includes('ProductCardsByIds')) return Response.json({ data: { shop: { metafield: null } } });
      return Response.json({
        data: {
          nodes: [
            {
              id: 'gid://shopify/Product/1042', handle: 'acme-event-swag-stickers', title: 'Autocollants pour événements', productType: 'Die-Cut Stickers',
              vendor: 'Acme Promo', createdAt: '2025-06-02T00:00:00Z', tags: [], images: { nodes: [] },
              variants: { nodes: [{ id: 'gid://shopify/ProductVariant/7', availableForSale: true, price: { amount: '0.38', currencyCode: 'USD' } }] },
            },
            null,
          ],
        },
      });
    }) as typeof fetch);
    try {
      const reply = await expectReply(searchContract, await get('?q=swag%20fr&locale=fr'));
      expect(reply.matches).toEqual([
        { handle: 'event-swag-stickers', title: 'Autocollants pour événements', image: null, price: '0,38\u00a0$' },
        { handle: 'gone', title: 'Gone', image: 'http://localhost:4000/cdn/acme-gone.png', price: '12,50\u00a0$' },
      ]);
      const cardsQuery = asked.find((body) => body.includes('ProductCardsByIds'))!;
      expect(JSON.parse(cardsQuery).variables).toEqual(expect.objectContaining({ ids: ['gid://shopify/Product/1042', 'gid://shopify/Product/1043'], language: 'FR' }));
    } finally {
      global.fetch = marketRates;
    }
  });

  it('writes prices for the language asked for', async () => {
    const reply = await expectReply(searchContract, await get('?q=stickers%20fr&locale=fr'));
    expect(reply.matches[0]!.price).toBe('12,50\u00a0$');
  });

  it('answers 502 upstream when the search service fails, and the next query finds it again', async () => {
    answer = () => ({ status: 500, body: { message: 'down' } });
    await expectFailure(searchContract, await get('?q=outage'), 502, 'upstream');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('search.failed'));
    answer = () => ({ status: 200, body: { hits: [] } });
    expect(await expectReply(searchContract, await get('?q=outage'))).toEqual({ matches: [], total: 0 });
  });

  it('is rate limited per address (the search bucket): 429 with Retry-After, without searching', async () => {
    for (let i = 0; i < 300; i++) expect((await get('?q=again')).status).toBe(200);
    const searched = queries.length;
    const refused = await get('?q=something%20else');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(queries).toHaveLength(searched);
  });
});
