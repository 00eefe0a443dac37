/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GET as StartRoute } from '@/app/api/punchout/start/route';
import type { POST as HandoffRoute } from '@/app/api/punchout/handoff/route';
import { punchoutHandoffContract } from '@/lib/edge/api/contracts/punchout';
import { loadConfig } from '@/lib/ground/config';
import { verifyItemPrice } from '@/lib/ground/money/price-signature';
import { PUNCHOUT_COOKIE } from '@/lib/domain/punchout/cookie-name';
import type * as SessionModule from '@/lib/domain/punchout/session';
import type * as RateLimitModule from '@/lib/edge/security/rate-limit';
import { startLinkSignature } from '@/lib/domain/punchout/start-link';
import { called, gql, installHarness, pricing, quietLogs, read, request } from './account-harness';
import { expectFailure, expectReply } from './contract-expect';

/**
 * The JSON gateway's punchout routes end to end: a mocked store (Storefront
 * API, pricing host, as the checkout tests use) and a real procurement
 * stand-in on an ephemeral loopback port, configured as a buyer as the
 * emulator is.
 */

installHarness();
const { errorLines } = quietLogs();

// ---------------------------------------------------------------- the procurement stand-in

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: { order: { line_items: Record<string, unknown>[] } };
}
let server: Server;
let procurement: string;
let received: Received[];
let answer: (res: ServerResponse) => void;
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

// ---------------------------------------------------------------- the routes, with the stand-in configured as a buyer

let start: typeof StartRoute;
let handoff: typeof HandoffRoute;
let session: typeof SessionModule;
let limits: typeof RateLimitModule;
const SECRET = 'punchout-secret-for-route-tests';
const GATEWAY_SECRET = 'the-gateway-shares-this-secret';
const before = { buyers: process.env.PUNCHOUT_BUYERS, secret: process.env.PUNCHOUT_SESSION_SECRET };

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(text) as Received['body'] });
      answer(res);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  procurement = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PUNCHOUT_BUYERS = JSON.stringify([
    { id: 'gateway', name: 'Gateway', protocol: 'json', tenant: 'us', returnUrls: [`${procurement}/gateway/return/`], json: { secret: GATEWAY_SECRET } },
    { id: 'gateway-fr', name: 'Gateway FR', protocol: 'json', tenant: 'fr', returnUrls: [`${procurement}/gateway/return/`], json: { secret: GATEWAY_SECRET } },
  ]);
  process.env.PUNCHOUT_SESSION_SECRET = SECRET;
  // A module graph of its own, whose configuration (read once) has the stand-in's port.
  await jest.isolateModulesAsync(async () => {
    start = (await import('@/app/api/punchout/start/route')).GET;
    handoff = (await import('@/app/api/punchout/handoff/route')).POST;
    session = await import('@/lib/domain/punchout/session');
    limits = await import('@/lib/edge/security/rate-limit');
  });
});
afterAll(async () => {
  for (const [name, value] of [['PUNCHOUT_BUYERS', before.buyers], ['PUNCHOUT_SESSION_SECRET', before.secret]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

// ---------------------------------------------------------------- the store

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;
const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const sizes: [number, string, string][] = [[100001, '2" x 2"', '0.50'], [100002, '3" x 3"', '0.80']];
function variantNode(n: number, sold = true) {
  const [, size, price] = sizes.find(([m]) => m === n)!;
  return {
    id: V(n), title: size, sku: `P1-${n}`, availableForSale: sold, price: money(price), selectedOptions: [{ name: 'Size', value: size }],
    product: {
      id: 'gid://shopify/Product/1', handle: 'return-address-labels', title: 'Return Address Labels', productType: 'Labels', vendor: 'PrintCo',
      tags: ['$=plain', 'OE=Overlamination'], options: [{ name: 'Size', optionValues: sizes.map(([, s]) => ({ name: s })) }],
      variants: { nodes: sizes.map(([m, s, p]) => ({ id: V(m), sku: `P1-${m}`, price: { amount: p }, selectedOptions: [{ name: 'Size', value: s }] })) },
    },
  };
}

beforeEach(() => {
  received = [];
  answer = (res) => json(res, 200, { redirect_url: `${procurement}/procurement/cart/s-1` });
  limits.resetRateLimits();
  gql.set('CheckoutVariants', (v) => ({ nodes: (v.ids as string[]).map((id) => (sizes.some(([n]) => V(n) === id) ? variantNode(Number(id.split('/').pop())) : null)) }));
  gql.set('OptionalExtras', () => ({
    products: { nodes: [{ id: 'x', handle: 'overlamination', title: 'Overlamination', description: '', tags: ['Optional Extra'], priceRange: { minVariantPrice: money('0.04') } }] },
  }));
  pricing.set('plain', { quantity_breaks: [50, 100], msrp_markup_multiplier: [1.5, 1.5], net_row_1: [0.3, 0.3], net_overlam: [0.02, 0.02] });
});

// ---------------------------------------------------------------- helpers

const RETURN_PATH = '/gateway/return/s-1?pos=P1&token=gateway-secret';
const returnUrl = () => `${procurement}${RETURN_PATH}`;
const startAt = (query: string, ip = '203.0.113.10') =>
  start(new Request(`http://localhost:3000/api/punchout/start${query}`, { headers: { host: 'localhost:3000', 'x-forwarded-for': ip } }));
/** A gateway's signed start link's query (as the middleware passes it on), with `over` replacing any part. */
function signed(url: string, over: Record<string, string | null> = {}, { buyer = 'gateway', at = Date.now() } = {}): string {
  const ts = Math.floor(at / 1000);
  const params: Record<string, string | null> = {
    buyer,
    return_url: url,
    ts: String(ts),
    sig: startLinkSignature(GATEWAY_SECRET, buyer, ts, url),
    path: '/products/return-address-labels',
    ...over,
  };
  return `?${new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null))}`;
}
/** The Cookie header a started session gives the browser. */
async function startedCookie(url: string = returnUrl()): Promise<string> {
  const setCookie = (await startAt(signed(url))).headers.getSetCookie()[0]!;
  return setCookie.split(';')[0]!;
}
const LINE = { lineItemId: 'l1', variantId: V(100001), quantity: 100, properties: { Size: '2" x 2"', overlamination: 'Yes', 'Item Price': '0.01' } };
const handOff = async (cookie: string | null, body: Record<string, unknown> = {}, origin?: string | null) =>
  handoff(request('/api/punchout/handoff', { body: { attemptId: `attempt-${Math.random().toString(36).slice(2, 10)}`, line: LINE, ...body }, cookie, origin }));

// ---------------------------------------------------------------- GET /api/punchout/start

describe('GET /api/punchout/start', () => {
  it('starts the buyer’s session from its signed link and lands on the product page (303)', async () => {
    const response = await startAt(signed(returnUrl(), { path: '/products/return-address-labels?lang=fr' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/products/return-address-labels?lang=fr');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${PUNCHOUT_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; HttpOnly; SameSite=Lax$`));
    const value = cookie!.split(';')[0]!.slice(PUNCHOUT_COOKIE.length + 1);
    expect(session.decodePunchoutSession(value, SECRET)).toEqual({ sid: expect.any(String), buyer: 'gateway', returnUrl: returnUrl(), startedAt: expect.any(Number) });
  });

  it('lands on the left-sidebar layout too, without the start link’s parameters', async () => {
    const path = `/left-sidebar/products/42?punchout=true&buyer=gateway&ts=1&sig=x&return_url=${encodeURIComponent(returnUrl())}`;
    const response = await startAt(signed(returnUrl(), { path }));
    expect(response.headers.get('location')).toBe('/left-sidebar/products/42');
  });

  const refusedWith = async (response: Response, status: number, reason: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`data-punchout-refused="${reason}"`);
  };

  it.each([
    ['no signature at all (a link from any site)', () => signed(returnUrl(), { ts: null, sig: null }), 403, 'unsigned'],
    ['a signature made with another secret', () => signed(returnUrl(), { sig: 'ab'.repeat(32) }), 403, 'unsigned'],
    ['a return URL changed after signing', () => signed(returnUrl(), { return_url: `${procurement}/gateway/return/other` }), 403, 'unsigned'],
    ['a link past its ten minutes', () => signed(returnUrl(), {}, { at: Date.now() - 11 * 60 * 1000 }), 410, 'expired'],
    ['a buyer nobody configured', () => signed(returnUrl(), {}, { buyer: 'nobody' }), 403, 'unknownBuyer'],
    ['a buyer of another store', () => signed(returnUrl(), {}, { buyer: 'gateway-fr' }), 403, 'tenant'],
  ])('refuses %s: a page saying what to do, and no session', async (_what, query, status, reason) => {
    await refusedWith(await startAt(query()), status, reason);
  });

  it.each([
    ['another endpoint of the gateway’s own host (the path trick)', () => `${procurement}/__emulator/customers/enduser@example.com/expire-tokens`],
    ['a dot-segment walk out of the prefix', () => `${procurement}/gateway/return/../../__emulator/x`],
    ['an encoded walk out of the prefix', () => `${procurement}/gateway/return/..%2F..%2F__emulator`],
    ['another port of the same host', () => `http://127.0.0.1:9/gateway/return/s-1`],
  ])('refuses a correctly signed return URL off the buyer’s prefixes: %s', async (_what, url) => {
    await refusedWith(await startAt(signed(url())), 403, 'returnUrl');
  });

  it('slows down whoever guesses signatures, not the buyer’s own system at another address', async () => {
    const forged = signed(returnUrl(), { sig: 'cd'.repeat(32) });
    for (let i = 0; i < 10; i++) expect((await startAt(forged, '198.51.100.66')).status).toBe(403);
    await refusedWith(await startAt(forged, '198.51.100.66'), 429, 'rateLimited');
    expect((await startAt(signed(returnUrl()), '203.0.113.77')).status).toBe(303);
  });

  it.each([
    ['no path', { path: null }],
    ['another site', { path: '//evil.example/products/x' }],
    ['an absolute URL', { path: 'https://evil.example/products/x' }],
    ['a page that is not a product', { path: '/account' }],
    ['dot segments out of the product pages', { path: '/products/../account' }],
  ])('lands on the home page (the punchout catalog) for %s', async (_what, over) => {
    const response = await startAt(signed(returnUrl(), over));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});

// ---------------------------------------------------------------- POST /api/punchout/handoff

describe('POST /api/punchout/handoff: the order', () => {
  it('sends the line, checked and priced as the checkout prices it, and answers the procurement system’s redirect_url', async () => {
    const response = await handOff(await startedCookie());
    expect(await expectReply(punchoutHandoffContract, response)).toEqual({ redirectUrl: `${procurement}/procurement/cart/s-1` });

    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe(RETURN_PATH);
    const [item] = received[0]!.body.order.line_items;
    // (0.30 + 0.02) × 1.5 × 100 = 48.00, whatever the browser said
    expect(item).toEqual({
      id: 100001,
      variant_id: 100001,
      quantity: 100,
      title: 'Return Address Labels',
      variant_title: '2" x 2"',
      vendor: 'PrintCo',
      product_id: 1,
      name: 'Return Address Labels - 2" x 2"',
      properties: [
        { name: 'Size', value: '2" x 2"' },
        { name: 'overlamination', value: 'Yes' },
        { name: '_Item Price', value: '48.00' },
        { name: '_Item Price Signature', value: expect.any(String) },
      ],
      price: '0.48',
    });
    const sent = item!.properties as { name: string; value: string }[];
    const signature = sent[3]!.value;
    const cfg = loadConfig({ PUNCHOUT_SESSION_SECRET: SECRET });
    const properties = sent.map((p) => [p.name, p.value] as const);
    expect(verifyItemPrice(cfg.PRICE_SIGNING_SECRET, { merchandiseId: V(100001), quantity: 100, itemPrice: '48.00', currency: 'USD', properties }, signature)).toBe(true);
  });

  it('sends no cookies or credentials of the buyer’s to the procurement system', async () => {
    const cookie = `${await startedCookie()}; customer_session=secret-session`;
    await handOff(cookie);
    const names = Object.keys(received[0]!.headers);
    for (const name of ['cookie', 'authorization', 'x-forwarded-for', 'origin', 'referer']) expect(names).not.toContain(name);
  });

  it('sends one order for a double submit of the same attempt, and both get the same answer', async () => {
    const cookie = await startedCookie();
    const body = { attemptId: 'double-submit-01' };
    const [a, b] = await Promise.all([handOff(cookie, body), handOff(cookie, body)]);
    expect((await read(a)).body).toEqual({ redirectUrl: `${procurement}/procurement/cart/s-1` });
    expect((await read(b)).body).toEqual({ redirectUrl: `${procurement}/procurement/cart/s-1` });
    expect(received).toHaveLength(1);
    await handOff(cookie, { attemptId: 'double-submit-02' });
    expect(received).toHaveLength(2);
  });
});

describe('POST /api/punchout/handoff: refused before anything is sent', () => {
  const NO_RETURN_URL = 'Error adding the item to your cart: no return_url found. Please contact support if this issue persists.';

  it.each([
    ['no punchout session', null],
    ['a forged cookie', `${PUNCHOUT_COOKIE}=eyJzIjoieCIsInIiOiJodHRwczovL2V2aWwuZXhhbXBsZSIsInQiOjB9.AAAA`],
  ])('%s: 400 no_return_url with the spec’s message', async (_what, cookie) => {
    const body = await expectFailure(punchoutHandoffContract, await handOff(cookie), 400, 'no_return_url');
    expect(body.message).toBe(NO_RETURN_URL);
    expect(called()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('a session whose return URL is no longer under its buyer’s prefixes: 400 not_allowed, and the store and that host are never asked', async () => {
    const stale = session.newPunchoutSession({ buyer: 'gateway', returnUrl: `${procurement}/__emulator/customers/x/expire-tokens` });
    const cookie = `${PUNCHOUT_COOKIE}=${session.encodePunchoutSession(stale, SECRET)}`;
    const body = await expectFailure(punchoutHandoffContract, await handOff(cookie), 400, 'not_allowed');
    expect(body.message).toBe('Error adding the item to your cart: the return_url is not an allowed procurement system. Please contact support if this issue persists.');
    expect(called()).toEqual([]);
  });

  it('a line the store does not sell as sent: 400 invalid with the line check’s message', async () => {
    const line = { ...LINE, properties: { Size: '3" x 3"' } };
    const body = await expectFailure(punchoutHandoffContract, await handOff(await startedCookie(), { line }), 400, 'invalid');
    expect(body.message).toBe('Return Address Labels: Size "3" x 3"" does not match the item being ordered.');
    expect(received).toEqual([]);
  });

  it('below the minimum order: 400 invalid', async () => {
    const body = await expectFailure(punchoutHandoffContract, await handOff(await startedCookie(), { line: { ...LINE, quantity: 10 } }), 400, 'invalid');
    expect(body.message).toBe('Return Address Labels: minimum order quantity is 50.');
    expect(received).toEqual([]);
  });

  it('a variant that is gone: 409 unavailable', async () => {
    await expectFailure(punchoutHandoffContract, await handOff(await startedCookie(), { line: { ...LINE, variantId: V(999) } }), 409, 'unavailable');
    expect(received).toEqual([]);
  });

  it('a pricing file that cannot be used: 502, logged, never the list price', async () => {
    pricing.delete('plain');
    await expectFailure(punchoutHandoffContract, await handOff(await startedCookie()), 502, 'error');
    expect(received).toEqual([]);
    expect(errorLines().some((l) => l.includes('punchout.pricing_unavailable'))).toBe(true);
  });

  it('a request from another site: 403', async () => {
    await expectFailure(punchoutHandoffContract, await handOff(await startedCookie(), {}, 'http://evil.example'), 403, 'forbidden');
    expect(received).toEqual([]);
  });

  it.each([
    ['no attemptId', { attemptId: undefined }],
    ['a malformed attemptId', { attemptId: 'short' }],
    ['no line', { line: undefined }],
  ])('%s: 400 invalid', async (_what, body) => {
    await expectFailure(punchoutHandoffContract, await handOff(await startedCookie(), body), 400, 'invalid');
    expect(received).toEqual([]);
  });

  it('answers 429 past the session’s rate limit, while another session from the same network carries on', async () => {
    const cookie = await startedCookie();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await handOff(cookie, { line: { ...LINE, quantity: 10 } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await handOff(await startedCookie())).status).toBe(200);
  });
});

describe('POST /api/punchout/handoff: the procurement system’s answer', () => {
  it.each<[string, (res: ServerResponse) => void, number, string, string, Record<string, unknown>]>([
    ['{error}', (res) => json(res, 200, { error: 'Cart is closed' }), 502, 'rejected', 'Error while adding the item to your Punchout cart. Cart is closed', { procurementError: 'Cart is closed' }],
    ['no redirect_url', (res) => json(res, 200, {}), 502, 'no_redirect', 'Error while adding the item to your Punchout cart. No redirect_url.', {}],
    ['a redirect_url off the buyer’s return origin', (res) => json(res, 200, { redirect_url: 'https://evil.example/phish' }), 502, 'no_redirect', 'Error while adding the item to your Punchout cart. No redirect_url.', {}],
    ['a 500 with {error}', (res) => json(res, 500, { error: 'Boom' }), 502, 'failed', 'Status: 500. Message: Boom', { procurementStatus: 500, procurementError: 'Boom' }],
    ['a 422 without error text', (res) => json(res, 422, 'nope'), 502, 'failed', 'Status: 422. Message: Unprocessable Entity', { procurementStatus: 422 }],
    ['a redirect', (res) => { res.writeHead(302, { location: 'http://169.254.169.254/' }); res.end(); }, 502, 'failed', 'Status: 302. Message: Found', { procurementStatus: 302 }],
    ['a dropped connection (no status to report)', (res) => res.socket?.destroy(), 502, 'failed', 'Error while adding the item to your Punchout cart. The procurement system could not be reached.', { procurementError: 'The procurement system could not be reached.' }],
  ])('%s', async (_what, reply, status, error, message, extra) => {
    answer = reply;
    const body = await expectFailure(punchoutHandoffContract, await handOff(await startedCookie()), status, error);
    expect(body).toMatchObject({ message, ...extra });
    if (!('procurementStatus' in extra)) expect(body).not.toHaveProperty('procurementStatus');
    expect(received).toHaveLength(1);
  });
});
