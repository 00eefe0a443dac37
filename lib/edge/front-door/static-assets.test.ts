/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { loadConfig } from '../../ground/config';
import { createDoor, type Middleware, type NextHandler } from './door';
import { apiRoutesFrom } from './api-routes';
import { builtTextFiles, staticAssets } from './static-assets';
import { askDoor, untilKept as untilKeptBy } from '../../../tests/support/door-client';

const script = `self.labels=${JSON.stringify(Array.from({ length: 400 }, (_, i) => `label ${i}`))};`;
let dir: string;
let server: Server;
let port: number;
let byNext: Record<string, number> = {};

/** Stands in for Next's static file handler: it answers every path, and counts what it answered. */
const fakeNext: NextHandler = async (req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  byNext[path] = (byNext[path] ?? 0) + 1;
  res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.end(path.endsWith('.js') ? script : 'from next');
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'media'), { recursive: true });
  writeFileSync(join(dir, 'chunks', 'app-1a2b.js'), script);
  writeFileSync(join(dir, 'chunks', 'page-3c4d.css'), '.card{color:#123}'.repeat(100));
  writeFileSync(join(dir, 'media', 'font-5e6f.woff2'), Buffer.alloc(2048, 7));
  const door = createDoor({
    cfg: loadConfig({ PUBLIC_URL_SCHEME: 'https' }),
    handle: fakeNext,
    resellers: async () => true,
    trustProxy: false,
    apiRoutes: apiRoutesFrom([]),
    publicFiles: new Set(),
    compress: compression() as unknown as Middleware,
    statics: staticAssets({ files: builtTextFiles(dir) }),
  });
  server = createServer((req, res) => void door(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  byNext = {};
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => askDoor(port, path, headers, method);
const untilKept = (path: string) => untilKeptBy(() => get(path), () => byNext[path] ?? 0, path);

describe('the build’s scripts and stylesheets, kept by the front door', () => {
  it('lists only the text files the build wrote, as request paths', () => {
    expect([...builtTextFiles(dir).keys()].sort()).toEqual(['/_next/static/chunks/app-1a2b.js', '/_next/static/chunks/page-3c4d.css']);
    expect(builtTextFiles(join(dir, 'missing')).size).toBe(0);
  });

  it('lets Next answer the first request, then answers from memory in the coding the browser accepts', async () => {
    const path = '/_next/static/chunks/app-1a2b.js';
    const first = await get(path);
    expect(first.body.toString()).toBe(script);
    expect(byNext[path]).toBe(1);
    const plain = await untilKept(path);
    const answeredByNext = byNext[path];
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(byNext[path]).toBe(answeredByNext);
  });

  it('answers a matching If-None-Match with 304 and a HEAD without a body', async () => {
    const path = '/_next/static/chunks/page-3c4d.css';
    const kept = await untilKept(path);
    expect(kept.headers['content-type']).toBe('text/css; charset=UTF-8');
    const etag = kept.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    const head = await get(path, {}, 'HEAD');
    expect([head.status, head.body.byteLength, head.headers['content-length']]).toEqual([200, 0, String(kept.body.byteLength)]);
  });

  it('leaves to Next what it does not keep: other paths, fonts and images, ranges', async () => {
    await untilKept('/_next/static/chunks/app-1a2b.js');
    for (const [path, headers] of [
      ['/_next/static/chunks/other.js', {}],
      ['/_next/static/chunks/../chunks/app-1a2b.js', {}],
      ['/_next/static/media/font-5e6f.woff2', {}],
      ['/_next/static/chunks/app-1a2b.js', { range: 'bytes=0-9' }],
    ] as const) {
      const before = byNext[path] ?? 0;
      await get(path, headers);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await get(path, headers);
      expect([path, byNext[path] ?? 0]).toEqual([path, before + 2]);
    }
  });
});
