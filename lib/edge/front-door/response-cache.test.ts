/** @jest-environment node */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { loadConfig } from '../../ground/config';
import { noteServedPage } from '../../services/cache/served-page';
import { LOCALE_COOKIE } from '../../ground/i18n/locale';
import { createDoor, type Middleware, type NextHandler } from './door';
import { apiRoutesFrom } from './api-routes';
import { responseCache } from './response-cache';
import { askDoor, untilKept as untilKeptBy } from '../../../tests/support/door-client';

const page = (n: number) => `<!DOCTYPE html><html><body>${'<p>label</p>'.repeat(300)}<script>self.__next_f.push([1,"${n}"])</script></body></html>`;

let server: Server;
let port: number;
let rendered: Record<string, number> = {};
let version = 1;
let clock = 1_000_000;
const expired = new Set<string>();

/** Stands in for Next reading a page from the page cache: it notes the entry's tags and lifetime as the page cache does. */
const fakeNext: NextHandler = async (req: IncomingMessage, res: ServerResponse) => {
  const path = req.url ?? '/';
  rendered[path] = (rendered[path] ?? 0) + 1;
  const fromCache = !path.startsWith('/uncached');
  if (fromCache) noteServedPage(`tenant:us,product:${path.slice(1).split('?')[0]}`, { writtenAt: clock - 10, revalidate: 3600 });
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'rsc, next-router-state-tree');
  res.setHeader('ETag', `"v${version}"`);
  res.setHeader('x-nextjs-cache', 'MISS');
  if (path.startsWith('/sets-cookie')) res.setHeader('Set-Cookie', 'a=1');
  res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400');
  res.end(page(version));
};

beforeAll(async () => {
  const door = createDoor({
    cfg: loadConfig({ PUBLIC_URL_SCHEME: 'https' }),
    handle: fakeNext,
    resellers: async () => true,
    trustProxy: false,
    apiRoutes: apiRoutesFrom([]),
    publicFiles: new Set(),
    compress: compression() as unknown as Middleware,
    responses: responseCache({
      isCurrent: async (tags) => !tags.some((tag) => expired.has(tag)),
      maxBytes: 200 * 1024,
      now: () => clock,
    }),
  });
  server = createServer((req, res) => void door(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  rendered = {};
  version++;
  expired.clear();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => askDoor(port, path, headers, method);
const untilKept = (path: string, headers: Record<string, string> = {}) => untilKeptBy(() => get(path, headers), () => rendered[path] ?? 0, path);

describe('the front door’s response cache', () => {
  it('answers a public page again without Next, byte for byte, with the same headers', async () => {
    const first = await get('/p1');
    const kept = await untilKept('/p1');
    expect(kept.body.equals(first.body)).toBe(true);
    for (const name of ['content-security-policy', 'cache-control', 'etag', 'cache-tag', 'x-frame-options', 'strict-transport-security']) {
      expect([name, kept.headers[name]]).toEqual([name, first.headers[name]]);
    }
    expect(kept.headers['x-nextjs-cache']).toBe('HIT');
    expect(kept.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(kept.headers['content-length'])).toBe(kept.body.byteLength);
  });

  it('sends the body compressed once, in the coding the request accepts', async () => {
    const plain = await untilKept('/p2');
    const renders = rendered['/p2'];
    const br = await get('/p2', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get('/p2', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.byteLength).toBeLessThan(gz.body.byteLength);
    expect(rendered['/p2']).toBe(renders);
  });

  it('answers HEAD and a matching If-None-Match without a body', async () => {
    const kept = await untilKept('/p3');
    const renders = rendered['/p3'];
    const head = await get('/p3', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(String(kept.body.byteLength));
    const unchanged = await get('/p3', { 'if-none-match': String(kept.headers.etag) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.byteLength).toBe(0);
    expect(unchanged.headers['cache-control']).toBe(kept.headers['cache-control']);
    expect(rendered['/p3']).toBe(renders);
  });

  it('asks Next again once a tag of the page expired, and keeps the new page', async () => {
    await untilKept('/p4');
    const renders = rendered['/p4']!;
    expired.add('product:p4');
    version++;
    const fresh = await get('/p4');
    expect(rendered['/p4']).toBe(renders + 1);
    expect(fresh.headers.etag).toBe(`"v${version}"`);
    expired.clear();
    expect((await untilKept('/p4')).headers.etag).toBe(`"v${version}"`);
  });

  it('asks Next again once the page is due to be rendered again', async () => {
    await untilKept('/p5');
    const renders = rendered['/p5']!;
    clock += 3600 * 1000;
    await get('/p5');
    expect(rendered['/p5']).toBe(renders + 1);
  });

  it('never answers a request whose cookie chooses the page, nor keeps its answer', async () => {
    await untilKept('/p6');
    const renders = rendered['/p6']!;
    await get('/p6', { cookie: `${LOCALE_COOKIE}=fr` });
    expect(rendered['/p6']).toBe(renders + 1);
    await get('/p7', { cookie: `${LOCALE_COOKIE}=fr` });
    await get('/p7', { cookie: `${LOCALE_COOKIE}=fr` });
    await get('/p7');
    expect(rendered['/p7']).toBe(3);
  });

  it('leaves router requests (a header the page varies on) to Next', async () => {
    await untilKept('/p8');
    const renders = rendered['/p8']!;
    await get('/p8', { rsc: '1' });
    expect(rendered['/p8']).toBe(renders + 1);
  });

  it('keeps no page that sets a cookie or did not come from the page cache', async () => {
    for (const path of ['/sets-cookie', '/uncached']) {
      for (let i = 0; i < 5; i++) await get(path);
      expect([path, rendered[path]]).toEqual([path, 5]);
    }
  });

  it('keys on the host: one store never answers for another', async () => {
    await untilKept('/p9');
    const renders = rendered['/p9']!;
    await get('/p9', { host: 'acme.localhost:3000' });
    expect(rendered['/p9']).toBe(renders + 1);
  });

  it('stays within its size, letting the least recently used pages go', async () => {
    const paths = Array.from({ length: 40 }, (_, i) => `/many${i}`);
    for (const path of paths) await untilKept(path);
    const renders = rendered[paths[0]!]!;
    await get(paths[0]!);
    expect(rendered[paths[0]!]).toBe(renders + 1);
    const last = rendered[paths[39]!]!;
    await get(paths[39]!);
    expect(rendered[paths[39]!]).toBe(last);
  });
});
