/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { loadConfig } from '../../ground/config';
import { createDoor, type Middleware, type NextHandler } from './door';
import { apiRoutesFrom } from './api-routes';
import { inlineScriptHashes } from './inline-scripts';
import { paintFirst } from './paint-first';

const PAGE = `<!DOCTYPE html><html><body>${'<p>label</p>'.repeat(200)}<script>self.__next_f.push([1,"x"])</script></body></html>`;

const SCRIPTED = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><p>label</p></body></html>';

let server: Server;
let base: string;
let handled = 0;

/** Stands in for Next: streams the page the way Next does (flushHeaders, writeHead, chunks). */
const fakeNext: NextHandler = async (req: IncomingMessage, res: ServerResponse) => {
  handled++;
  if (req.url === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write(PAGE.slice(0, 100));
    res.write(Buffer.from(PAGE.slice(100)));
    res.end();
  } else if (req.url === '/scripted') {
    // A page with Next's chunk scripts, sent whole with its length, as a cached page is.
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(SCRIPTED) });
    res.end(SCRIPTED);
  } else if (req.url === '/unavailable') {
    // The store-unavailable fallback as Next renders it: a 200, cacheable, with the fallback's meta tag.
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=30, stale-while-revalidate' });
    res.end('<!DOCTYPE html><html><head><meta name="store-unavailable" content="30"/></head><body><h1>This page is temporarily unavailable</h1></body></html>');
  } else if (req.url === '/redirect') {
    // A redirect page as Next sends it: the location set, then repeated in writeHead's raw pairs.
    res.setHeader('Location', '/pages/404');
    res.writeHead(307, ['Location', '/pages/404', 'Content-Type', 'text/html; charset=utf-8', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
    res.end('<!DOCTYPE html><html><body>redirecting</body></html>');
  } else if (req.url === '/api/things') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
  } else {
    res.statusCode = 404;
    res.end();
  }
};

beforeAll(async () => {
  const door = createDoor({
    cfg: loadConfig({ PUBLIC_URL_SCHEME: 'https' }),
    handle: fakeNext,
    resellers: async (id) => (id === 'acme' ? true : id === 'down' ? null : false),
    trustProxy: false,
    apiRoutes: apiRoutesFrom([{ path: '/api/things', source: 'export function GET() {}' }]),
    publicFiles: new Set(),
    compress: compression() as unknown as Middleware,
  });
  server = createServer((req, res) => void door(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; raw: string[]; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { host: 'localhost:3000', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the front door', () => {
  it('gives an HTML page a CSP with the hash of its inline script, then compresses it', async () => {
    const res = await get('/page', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(PAGE);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(inlineScriptHashes(PAGE)[0]);
    expect(csp).not.toContain('unsafe-inline\' ;');
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it('loads a page\'s own scripts after its first paint, and its CSP allows the loader', async () => {
    const res = await get('/scripted');
    const body = res.body.toString();
    expect(body).toBe(paintFirst(SCRIPTED));
    expect(body).not.toContain('<script src=');
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    expect(inlineScriptHashes(body)).toHaveLength(1);
    expect(String(res.headers['content-security-policy'])).toContain(inlineScriptHashes(body)[0]);
  });

  it('answers the store-unavailable fallback 503 with Retry-After, kept by no cache', async () => {
    const res = await get('/unavailable');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.toString()).toContain('temporarily unavailable');
    // An ordinary page is untouched.
    expect((await get('/page')).status).toBe(200);
  });

  it('sends a redirect page\'s Location once, and its repeated headers each once', async () => {
    const res = await get('/redirect');
    expect(res.status).toBe(307);
    // The client keeps only the first Location; count what was sent.
    expect(res.raw.filter((_, i) => i % 2 === 0 && res.raw[i]!.toLowerCase() === 'location')).toHaveLength(1);
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('gives the HEAD of a page the same CSP as its GET, without a body', async () => {
    const head = await get('/page', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-security-policy']).toBe((await get('/page')).headers['content-security-policy']);
  });

  it('sets the security headers, HSTS on https, on answers and refusals alike', async () => {
    for (const res of [await get('/page'), await get('/api/nope'), await get('/', {}, 'TRACE')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('answers unknown API paths with JSON and bad methods with Allow, before Next', async () => {
    const before = handled;
    const unknown = await get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ error: 'not_found' });
    const trace = await get('/api/things', {}, 'TRACE');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(handled).toBe(before);
  });

  it('serves existing resellers only', async () => {
    expect((await get('/page', { host: 'acme.resellers.localhost:3000' })).status).toBe(200);
    expect((await get('/page', { host: 'evil-co.resellers.localhost:3000' })).status).toBe(404);
    const down = await get('/page', { host: 'down.resellers.localhost:3000' });
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
  });

  it('replaces X-Forwarded-For with the peer address unless a proxy is trusted', async () => {
    const res = await get('/api/things', { 'x-forwarded-for': '6.6.6.6' });
    expect(JSON.parse(res.body.toString()).forwardedFor).toBe('127.0.0.1');
  });
});
