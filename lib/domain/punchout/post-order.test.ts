/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkReturnUrl, parseReturnPrefix, type ReturnPrefix } from '../../ground/punchout/return-prefix';
import type { PunchoutOrder } from './order';
import { MAX_ERROR_LENGTH, postOrder, procurementErrorText } from './post-order';

/**
 * postOrder against a procurement stand-in on an ephemeral loopback port:
 * what it sends, and what each kind of answer becomes.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let received: Received[];
let answer: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});
beforeEach(() => {
  received = [];
  answer = (_req, res) => json(res, 200, { redirect_url: `${origin}/procurement/cart/s-1` });
});

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const ORDER: PunchoutOrder = {
  order: {
    line_items: [
      { id: 1, variant_id: 1, quantity: 100, title: 'Roll Labels', variant_title: '2" x 2"', vendor: 'PrintCo', product_id: 9, name: 'Roll Labels - 2" x 2"', properties: [{ name: 'Item Price', value: '61.60' }], price: '0.616' },
    ],
  },
};

const prefixes = (...texts: string[]): ReturnPrefix[] =>
  texts.map((text) => {
    const prefix = parseReturnPrefix(text);
    if (typeof prefix === 'string') throw new Error(prefix);
    return prefix;
  });
const buyerPrefixes = () => prefixes(`${origin}/gateway/return/`, 'https://procurement.example.com/return/');
function target(url: string, list: ReturnPrefix[]): URL {
  const checked = checkReturnUrl(url, list);
  if (!checked.ok) throw new Error(`test URL refused: ${checked.reason}`);
  return checked.url;
}
function post(path = '/gateway/return/s-1?pos=abc', options: Parameters<typeof postOrder>[3] = {}, list: ReturnPrefix[] = buyerPrefixes()) {
  return postOrder(target(`${origin}${path}`, list), ORDER, list, options);
}

describe('postOrder: the request', () => {
  it('POSTs the order as JSON to the return URL, path and query as given', async () => {
    await post();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/gateway/return/s-1?pos=abc' });
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]!.body)).toEqual(ORDER);
  });

  it('sends no cookies, credentials or forwarded identity', async () => {
    await post();
    const names = Object.keys(received[0]!.headers);
    for (const name of ['cookie', 'authorization', 'proxy-authorization', 'x-forwarded-for', 'origin', 'referer']) expect(names).not.toContain(name);
  });
});

describe('postOrder: the answers', () => {
  it('answers an allowed redirect_url, as parsed', async () => {
    answer = (_req, res) => json(res, 200, { redirect_url: `${origin.replace('127.0.0.1', '0x7f.0.0.1')}/procurement/cart/s-1` });
    expect(await post()).toEqual({ kind: 'ok', status: 200, redirectUrl: `${origin}/procurement/cart/s-1` });
  });

  it.each([
    ['another host', 'https://evil.example/phish'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a relative path', '/procurement/cart/s-1'],
    ['userinfo on the allowed host', 'http://me@127.0.0.1/x'],
  ])('refuses a redirect_url to %s', async (_what, redirect) => {
    answer = (_req, res) => json(res, 200, { redirect_url: redirect });
    expect(await post()).toMatchObject({ kind: 'not-allowed', status: 200 });
  });

  it('reads {error} as the procurement system’s refusal', async () => {
    answer = (_req, res) => json(res, 200, { error: 'Cart is closed' });
    expect(await post()).toEqual({ kind: 'rejected', status: 200, error: 'Cart is closed' });
  });

  it.each([
    ['an empty object', {}],
    ['an empty redirect_url', { redirect_url: '' }],
    ['a redirect_url that is not a string', { redirect_url: 42 }],
    ['not JSON', 'OK'],
    ['a JSON array', '[1]'],
  ])('answers no-redirect for %s', async (_what, body) => {
    answer = (_req, res) => json(res, 200, body);
    expect(await post()).toEqual({ kind: 'no-redirect', status: 200 });
  });

  it('answers a non-2xx status as failed, with the reply’s error text', async () => {
    answer = (_req, res) => json(res, 422, { error: 'line_items[0].price must be a string' });
    expect(await post()).toEqual({ kind: 'failed', status: 422, error: 'line_items[0].price must be a string', cause: 'status' });
  });

  it('falls back to the status text when the failure carries no error text', async () => {
    answer = (_req, res) => json(res, 500, '<html>Internal</html>');
    expect(await post()).toEqual({ kind: 'failed', status: 500, error: 'Internal Server Error', cause: 'status' });
  });

  it('does not follow a redirect: a 3xx is a failure and its Location is never requested', async () => {
    answer = (req, res) =>
      req.url === '/elsewhere' ? json(res, 200, { redirect_url: `${origin}/x` }) : json(res, 307, '', { location: `${origin}/elsewhere` });
    expect(await post()).toEqual({ kind: 'failed', status: 307, error: 'Temporary Redirect', cause: 'redirect' });
    expect(received.map((r) => r.url)).toEqual(['/gateway/return/s-1?pos=abc']);
  });

  it('gives up when no answer comes in time', async () => {
    answer = () => {}; // never answers
    const started = Date.now();
    expect(await post(undefined, { timeoutMs: 150 })).toEqual({ kind: 'failed', error: 'The procurement system did not answer in time.', cause: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops reading a reply past the size cap', async () => {
    answer = (_req, res) => json(res, 200, { redirect_url: `${origin}/x`, padding: 'x'.repeat(70 * 1024) });
    expect(await post()).toMatchObject({ kind: 'failed', status: 200, cause: 'too-large' });
    answer = (_req, res) => json(res, 200, { redirect_url: `${origin}/x`, padding: 'x'.repeat(60 * 1024) });
    expect(await post()).toMatchObject({ kind: 'ok' });
  });

  it('answers failed when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const list = prefixes(`http://127.0.0.1:${port}/r`);
    expect(await postOrder(target(`http://127.0.0.1:${port}/r`, list), ORDER, list)).toEqual({ kind: 'failed', error: 'The procurement system could not be reached.', cause: 'unreachable' });
  });

  it('trusts a configured loopback host as written, whatever it resolves to', async () => {
    const list = prefixes(`http://localhost:${new URL(origin).port}/r`);
    answer = (_req, res) => json(res, 200, { redirect_url: `http://localhost:${new URL(origin).port}/cart` });
    const resolve = jest.fn((_host: string, _options: object, callback: (err: null, addresses: { address: string; family: number }[]) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]),
    );
    expect(await postOrder(target(`http://localhost:${new URL(origin).port}/r`, list), ORDER, list, { resolve })).toMatchObject({ kind: 'ok' });
    expect(received).toHaveLength(1);
  });

  it('never connects to a configured host name that resolves to a private address', async () => {
    const list = buyerPrefixes();
    const resolve = jest.fn((_host: string, _options: object, callback: (err: null, addresses: { address: string; family: number }[]) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]),
    );
    expect(await postOrder(target('https://procurement.example.com/return/1', list), ORDER, list, { resolve })).toEqual({ kind: 'failed', error: 'The procurement system could not be reached.', cause: 'blocked' });
    expect(resolve).toHaveBeenCalledWith('procurement.example.com', expect.anything(), expect.any(Function));
    expect(received).toEqual([]);
  });
});

describe('procurementErrorText', () => {
  it('keeps text, folds control characters and caps the length', () => {
    expect(procurementErrorText('  Cart\nclosed\u0000 ')).toBe('Cart closed');
    expect(procurementErrorText('<b>shown as text</b>')).toBe('<b>shown as text</b>');
    const long = procurementErrorText('x'.repeat(5000))!;
    expect(long).toHaveLength(MAX_ERROR_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
  it.each([undefined, null, 42, {}, '', '   '])('has no text for %j', (value) => {
    expect(procurementErrorText(value)).toBeNull();
  });
});
