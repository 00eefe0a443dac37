import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Cluster } from '../../scripts/cluster.mjs';
import { CLUSTER_PORT, EMULATOR, EMULATOR_PORT } from '../e2e/hosts';
import { firstVariant } from '../security/catalog';
import { jsonRequest } from '../security/raw-http';
import { signedPunchoutStart } from '../support/punchout';
import { testRedis } from '../support/redis';
import { cachedPageCount, clientAddress, CLUSTER_HOST, startTestCluster, to, webhook } from './cluster';

/**
 * The store on several servers, as deployed: two app servers sharing one
 * Redis behind nginx (`npm run start:cluster`). Requests go to one server or
 * the other directly (A and B), or through nginx as visitors come.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let cluster: Cluster;
let A: number;
let B: number;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startTestCluster();
  [A, B] = cluster.apps.map((app) => app.port) as [number, number];
});

test.afterAll(async () => {
  await cluster?.stop();
});

const PRODUCT = 'candle-jar-labels';
const titleOf = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const renamed = async (request: import('@playwright/test').APIRequestContext, title: string) =>
  expect((await request.patch(`${EMULATOR}/__emulator/products/${PRODUCT}`, { data: { title } })).status()).toBe(200);

test('the webhook reaching one server refreshes the page on the other', async ({ request }) => {
  const original = titleOf((await to(B, { path: `/products/${PRODUCT}` })).text);
  expect(original).toBeTruthy();
  const title = `Candle Jar Labels ${randomUUID().slice(0, 6)}`;
  await renamed(request, title);
  try {
    // Cached on both (B rendered it into the shared cache): the change is not seen until the platform says so.
    expect(titleOf((await to(A, { path: `/products/${PRODUCT}` })).text)).toBe(original);
    expect((await webhook(A, [`product:${PRODUCT}`])).status).toBe(200);
    expect(titleOf((await to(B, { path: `/products/${PRODUCT}` })).text)).toBe(title);
  } finally {
    await renamed(request, original!);
    await webhook(B, [`product:${PRODUCT}`]);
  }
});

/** The design editor's token route: 30 a minute per client address. */
const tokenRequest = (port: number, address: string) =>
  to(port, jsonRequest('POST', CLUSTER_HOST.us, '/api/design/token', {}, { headers: { 'x-forwarded-for': address } }));

test('a rate limit counts the attempts made on both servers', async () => {
  const address = clientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push((await tokenRequest(i % 2 ? A : B, address)).status);
  expect(statuses.filter((s) => s === 429)).toEqual([]);
  expect((await tokenRequest(A, address)).status).toBe(429);
  expect((await tokenRequest(B, address)).status).toBe(429);
});

test('a punchout hand-off submitted twice, once to each server, sends one order', async ({ request }) => {
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const sid = `cluster-${randomUUID().slice(0, 8)}`;
  const started = await to(A, { path: signedPunchoutStart(EMULATOR_PORT, sid) });
  expect(started.status).toBe(303);
  const cookie = String(started.headers['set-cookie']?.find((c) => c.startsWith('punchout=')) ?? '').split(';', 1)[0]!;
  expect(cookie).toMatch(/^punchout=./);
  const body = { attemptId: randomUUID(), line: { lineItemId: 'cluster', variantId, quantity: 100, properties: {} } };
  const submit = (port: number) => to(port, jsonRequest('POST', CLUSTER_HOST.us, '/api/punchout/handoff', body, { headers: { cookie } }));
  const [first, second] = await Promise.all([submit(A), submit(B)]);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.json()).toEqual(first.json());
  const orders = (await (await request.get(`${EMULATOR}/__emulator/procurement/orders?sid=${sid}`)).json()) as { orders: unknown[] };
  expect(orders.orders).toHaveLength(1);
});

test('a restarted server serves the pages already cached, without rendering them again', async () => {
  const path = '/collections/all';
  expect((await to(A, { path })).status).toBe(200);
  expect((await to(B, { path })).headers['x-nextjs-cache']).toBe('HIT');
  await cluster.apps[0]!.stop();
  await cluster.apps[0]!.start();
  const again = await to(A, { path });
  expect(again.status).toBe(200);
  expect(again.headers['x-nextjs-cache']).toBe('HIT');
});

test('made-up products, collections and long handles never enter the shared page cache', async () => {
  const token = `junk${randomUUID().slice(0, 8)}`;
  const before = await cachedPageCount(cluster.redis.url);
  const paths = [
    ...Array.from({ length: 10 }, (_, i) => `/products/${token}-${i}`),
    ...Array.from({ length: 5 }, (_, i) => `/collections/${token}-${i}`),
    ...Array.from({ length: 5 }, (_, i) => `/products/${token}${'x'.repeat(240)}${i}`),
    ...Array.from({ length: 5 }, (_, i) => `/left-sidebar/products/${token}-${i}`),
  ];
  for (const [i, path] of paths.entries()) expect((await to(i % 2 ? A : B, { path })).status).toBeLessThan(500);
  expect(await cachedPageCount(cluster.redis.url)).toBe(before);
  // The count is where this test looks: a real page lands in it.
  expect((await to(A, { path: '/products/kraft-hang-tags' })).status).toBe(200);
  expect(await cachedPageCount(cluster.redis.url)).toBe(before + 1);
});

test('with Redis stopped the servers answer without a 5xx and still limit in memory; once it is back they share again', async () => {
  const port = cluster.redis.port;
  await cluster.redis.stop();
  for (const path of ['/', '/products/custom-roll-labels', '/collections/all', '/pages/about-us']) {
    for (const server of [A, B]) expect((await to(server, { path })).status, `${path} on ${server}`).toBe(200);
  }
  const address = clientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await tokenRequest(A, address)).status);
  expect(statuses.slice(0, 30).every((s) => s < 500 && s !== 429)).toBe(true);
  expect(statuses[30]).toBe(429);

  cluster.redis = await testRedis(port);
  // Shared again: a page one server renders is served by the other from the cache.
  const path = `/products/${PRODUCT}`;
  await expect
    .poll(async () => {
      await to(A, { path });
      return (await to(B, { path })).headers['x-nextjs-cache'];
    }, { timeout: 30_000 })
    .toBe('HIT');
});

/* ------------------------------------------------------------------ behind nginx's shared cache */

const viaNginx = (req: Parameters<typeof to>[1]) => to(CLUSTER_PORT, req);
const langOf = (html: string) => /<html[^>]*\slang="([a-z-]+)"/.exec(html)?.[1];
const cookieFrom = (setCookie: string[] | undefined, name: string) =>
  String(setCookie?.find((c) => c.startsWith(`${name}=`)) ?? '').split(';', 1)[0]!;

test('catalog pages are served from nginx’s cache on the second request', async () => {
  for (const path of ['/', '/collections/all', '/products/custom-roll-labels', '/right-sidebar/collection']) {
    const first = await viaNginx({ path });
    expect(first.status, path).toBe(200);
    const second = await viaNginx({ path });
    expect(second.status, path).toBe(200);
    expect(second.headers['x-cache-status'], path).toBe('HIT');
    expect(second.text).toBe(first.text);
  }
});

test('a French page reached through the cookie or ?lang= never reaches the next visitor', async () => {
  const path = '/products/waterproof-bopp-roll-labels';
  const byCookie = await viaNginx({ path, headers: { cookie: 'NEXT_LOCALE=fr' } });
  expect(langOf(byCookie.text)).toBe('fr');
  const byQuery = await viaNginx({ path: `${path}?lang=fr` });
  expect(langOf(byQuery.text)).toBe('fr');
  for (let i = 0; i < 2; i++) expect(langOf((await viaNginx({ path })).text)).toBe('en');
});

test('a punchout buyer’s reduced page never reaches the next visitor', async () => {
  const sid = `nginx-${randomUUID().slice(0, 8)}`;
  const started = await viaNginx({ path: signedPunchoutStart(EMULATOR_PORT, sid, '/products/kraft-hang-tags') });
  expect(started.status).toBe(303);
  const cookie = cookieFrom(started.headers['set-cookie'], 'punchout');
  const reduced = await viaNginx({ path: '/products/kraft-hang-tags', headers: { cookie } });
  expect(reduced.status).toBe(200);
  expect(reduced.text).not.toContain('<footer');
  for (let i = 0; i < 2; i++) expect((await viaNginx({ path: '/products/kraft-hang-tags' })).text).toContain('<footer');
});

test('a signed-in customer’s pages and answers never reach the next visitor', async () => {
  const login = await viaNginx(jsonRequest('POST', CLUSTER_HOST.us, '/api/session/login', { email: 'demo@example.com', password: 'Demo-pass-1' }, { headers: { 'x-forwarded-for': clientAddress() } }));
  expect(login.status, login.text).toBe(200);
  const cookie = cookieFrom(login.headers['set-cookie'], 'customer_session');
  expect(String(login.headers['cache-control'])).toMatch(/no-store/);

  const customer = await viaNginx({ path: '/api/account/customer', headers: { cookie } });
  expect(customer.status).toBe(200);
  expect(customer.text).toContain('demo@example.com');
  const account = await viaNginx({ path: '/account', headers: { cookie } });
  expect(account.status).toBe(200);
  for (let i = 0; i < 2; i++) {
    const stranger = await viaNginx({ path: '/api/account/customer' });
    expect(stranger.status).toBe(401);
    expect(stranger.text).not.toContain('demo@example.com');
    const page = await viaNginx({ path: '/account' });
    expect(page.status).toBe(307);
    expect(page.headers.location).toContain('/login');
  }
});

test('no answer of the app’s API is kept by nginx', async () => {
  const session = cookieFrom(
    (await viaNginx(jsonRequest('POST', CLUSTER_HOST.us, '/api/session/login', { email: 'demo@example.com', password: 'Demo-pass-1' }, { headers: { 'x-forwarded-for': clientAddress() } }))).headers['set-cookie'],
    'customer_session',
  );
  const reads = [
    { path: '/api/search?q=labels' },
    { path: '/api/quick-view?handle=custom-roll-labels' },
    { path: '/api/compare?handles=custom-roll-labels,kraft-hang-tags' },
    { path: '/api/account/customer', headers: { cookie: session } },
    { path: '/api/account/orders', headers: { cookie: session } },
    { path: '/api/account/addresses', headers: { cookie: session } },
  ];
  for (const read of reads) {
    for (let i = 0; i < 2; i++) {
      const reply = await viaNginx(read);
      expect(reply.status, read.path).toBeLessThan(500);
      expect(reply.headers['x-cache-status'], read.path).not.toBe('HIT');
      expect(String(reply.headers['cache-control']), read.path).toMatch(/no-store|private/);
    }
  }
});
