/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../ground/config';
import { siteTenant } from '../../ground/tenant/resolve';
import { createProductSearch, SearchUnavailableError } from './client';
import { createUpstreamRequester } from './requester';

let server: Server;
let origin: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;
let logs: jest.SpyInstance[];

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  logs = (['error', 'warn'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));

const request = (path: string) => ({ url: `${origin}${path}`, method: 'POST' as const, headers: { 'x-algolia-api-key': 'k' }, data: '{"q":1}', connectTimeout: 500, responseTimeout: 500 });

describe('the search requester', () => {
  it('hands back every status with its body and headers, for the client to read', async () => {
    let seen = '';
    handler = (req, res) => {
      req.on('data', (c: Buffer) => (seen += c.toString()));
      req.on('end', () => res.writeHead(403, { 'Content-Type': 'application/json', 'X-Request': 'r1' }).end('{"message":"Invalid API key"}'));
    };
    const reply = await createUpstreamRequester().send(request('/1/indexes/p/query'));
    expect(reply).toMatchObject({ status: 403, content: '{"message":"Invalid API key"}', isTimedOut: false });
    expect(reply.headers).toMatchObject({ 'x-request': 'r1' });
    expect(seen).toBe('{"q":1}');
  });

  it('answers status 0, timed out, when the host does not answer in time', async () => {
    handler = () => undefined;
    await expect(createUpstreamRequester().send(request('/slow'))).resolves.toMatchObject({ status: 0, isTimedOut: true });
  });

  it("carries Algolia's own client: a search through it reads the host's hits, and its failure is SearchUnavailableError", async () => {
    const cfg = loadConfig({ ALGOLIA_HOSTS: origin });
    const us = siteTenant('us', cfg);
    handler = (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({ hits: [{ objectID: 'labels', product_handle: 'labels', title: 'Labels', product_type: 'Labels', vendor: 'V', tags: [], image: null, price: 10, reseller: '' }], nbHits: 1 }),
      );
    const hits = await createProductSearch(cfg)({ tenant: us, query: 'labels', sort: 'relevance', locale: 'en' });
    expect(hits.map((h) => h.handle)).toEqual(['labels']);
    handler = (_req, res) => res.writeHead(403, { 'Content-Type': 'application/json' }).end('{"message":"Invalid API key","status":403}');
    const failure = await createProductSearch(cfg)({ tenant: us, query: 'other', sort: 'relevance', locale: 'en' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SearchUnavailableError);
    expect((failure as SearchUnavailableError).status).toBe(403);
  });
});
