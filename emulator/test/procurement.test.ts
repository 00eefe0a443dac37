import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import { goodLine } from './procurement-helpers.ts';

let t: TestEmulator;
before(async () => {
  // generated products must stay off the buyer's catalog
  t = await startTestEmulator({ products: 3 });
});
after(() => t.stop());
beforeEach(async () => {
  await t.get('/__emulator/procurement/orders', { method: 'DELETE' });
  await t.get('/__emulator/requests', { method: 'DELETE' });
});

interface Received { sid: string; receivedAt: string; reply: string; order: { line_items: Record<string, unknown>[] } }

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The start page's product links, handle → href as the browser reads it. */
const productLinks = (html: string) =>
  new Map([...html.matchAll(/<a href="([^"]+)" data-handle="([^"]+)">/g)].map((m) => [decode(m[2]!), decode(m[1]!)]));
const sessionOf = (html: string) => /<code data-sid>([^<]+)<\/code>/.exec(html)![1]!;

async function startPage(query = '') {
  const res = await t.get(`/procurement${query}`);
  return { res, html: await res.text() };
}

const post = (sid: string, body: unknown, { query = '', type = 'application/json' } = {}) =>
  t.get(`/gateway/return/${sid}${query}`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const orderOf = (...lines: unknown[]) => ({ order: { line_items: lines } });
const readBack = async (sid?: string) =>
  ((await (await t.get(`/__emulator/procurement/orders${sid ? `?sid=${sid}` : ''}`)).json()) as { orders: Received[] }).orders;

describe('procurement start page', () => {
  it('lists the catalog as punchout links back to a fresh session on the default storefront', async () => {
    const { res, html } = await startPage();
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(html, /<title>Procurement system \(emulator\)<\/title>/);
    const sid = sessionOf(html);
    const links = productLinks(html);
    const href = new URL(links.get('custom-roll-labels')!);
    assert.equal(href.origin + href.pathname, 'http://localhost:3000/products/custom-roll-labels');
    assert.equal(href.searchParams.get('punchout'), 'true');
    assert.equal(href.searchParams.get('return_url'), `${t.emu.publicUrl}/gateway/return/${sid}`);
    assert.match(html, />Custom Roll Labels<\/a>/);
    assert.notEqual(sessionOf((await startPage()).html), sid, 'each view opens its own session');
  });

  it('shows seeded products only: no Optional Extras, no generated products', async () => {
    const links = productLinks((await startPage()).html);
    assert.ok(links.size >= 20, `only ${links.size} products`);
    const generated = ((await t.gql<{ collection: { products: { nodes: { handle: string }[] } } }>(
      '{ collection(handle: "all-generated") { products(first: 10) { nodes { handle } } } }')).data!.collection.products.nodes).map((p) => p.handle);
    assert.equal(generated.length, 3);
    for (const handle of generated) assert.ok(!links.has(handle), `${handle} is a generated product`);
    const extras = ((await t.gql<{ collection: { products: { nodes: { handle: string }[] } } }>(
      '{ collection(handle: "optional-extras") { products(first: 50) { nodes { handle } } } }')).data!.collection.products.nodes).map((p) => p.handle);
    assert.ok(extras.length > 0);
    for (const handle of extras) assert.ok(!links.has(handle), `${handle} is an Optional Extra`);
  });

  it('labels a few products of each regional site and reseller', async () => {
    const { html } = await startPage();
    for (const name of ['PrintCo Canada', 'PrintCo France', 'Acme Promo', 'Northwind Print']) assert.match(html, new RegExp(`<h2>${name}</h2>`));
    const links = productLinks(html);
    assert.ok(links.has('ca-bilingual-product-labels'));
    assert.ok(links.has('fr-etiquettes-vin'));
    const canada = html.slice(html.indexOf('<h2>PrintCo Canada</h2>'), html.indexOf('<h2>PrintCo France</h2>'));
    assert.match(canada, /data-handle="ca-bilingual-product-labels"/);
    assert.ok((canada.match(/data-handle=/g) ?? []).length <= 4);
  });

  it('opens products on the storefront origin asked for, and refuses anything but a bare http(s) origin', async () => {
    const { res, html } = await startPage('?store=https%3A%2F%2Fca.localhost%3A3443%2F');
    assert.equal(res.status, 200);
    assert.ok(productLinks(html).get('ca-bilingual-product-labels')!.startsWith('https://ca.localhost:3443/products/ca-bilingual-product-labels?punchout=true&return_url='));
    for (const bad of ['javascript:alert(1)', 'ftp://localhost', 'http://localhost:3000/shop', 'http://user:pw@localhost:3000', 'http://localhost:3000/?x=1', 'localhost:3000', '"><script>']) {
      const r = await startPage(`?store=${encodeURIComponent(bad)}`);
      assert.equal(r.res.status, 400, bad);
      assert.doesNotMatch(r.html, /<script>/);
    }
  });

  it('offers every reply mode, and a mode rides on the return URL', async () => {
    const { html } = await startPage('?reply=error');
    for (const mode of ['normal', 'error', '500', 'no-redirect', 'offlist']) assert.match(html, new RegExp(`data-reply="${mode}"`));
    assert.match(html, /data-reply="error" aria-current="true"/);
    const returnUrl = new URL(productLinks(html).get('custom-roll-labels')!).searchParams.get('return_url')!;
    assert.equal(returnUrl, `${t.emu.publicUrl}/gateway/return/${sessionOf(html)}?reply=error`);
    const offlistLink = /<a href="([^"]+)" data-reply="offlist"/.exec(html)![1]!;
    assert.equal(decode(offlistLink), '/procurement?store=http%3A%2F%2Flocalhost%3A3000&reply=offlist');
    assert.equal((await startPage('?reply=teapot')).res.status, 400);
  });
});

describe('cart return', () => {
  it('stores a valid order and answers the requisition as redirect_url', async () => {
    const body = orderOf(goodLine(), goodLine({ id: 2, variant_id: 40002, quantity: 3, price: 19.99, variant_title: null, properties: [] }));
    const res = await post('sess-1', body);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { redirect_url: `${t.emu.publicUrl}/procurement/requisition/sess-1` });
    const [stored, ...rest] = await readBack();
    assert.equal(rest.length, 0);
    assert.equal(stored!.sid, 'sess-1');
    assert.equal(stored!.reply, 'normal');
    assert.deepEqual(stored!.order, body.order);
    assert.ok(Math.abs(Date.parse(stored!.receivedAt) - Date.now()) < 5000);
    const log = (await (await t.get('/__emulator/requests')).json()) as { routes: Record<string, number>; paths: Record<string, number> };
    assert.equal(log.routes['POST /gateway/return'], 1);
    assert.equal(log.paths['POST /gateway/return/sess-1'], 1);
  });

  it('refuses a malformed order with 400 and what is wrong, and keeps nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [orderOf(), /at least one line/],
      [{ line_items: [goodLine()] }, /^order must be an object/],
      [orderOf(goodLine({ quantity: -2 })), /order\.line_items\[0\]\.quantity/],
      [orderOf(goodLine(), goodLine({ price: 'free' })), /order\.line_items\[1\]\.price/],
      [orderOf(goodLine({ properties: [{ name: 'Item Price', value: 60 }] })), /properties\[0\]\.value must be a string/],
      [orderOf(goodLine({ variant_id: '40001' })), /variant_id must be a positive integer/],
    ];
    for (const [body, expected] of cases) {
      const res = await post('sess-bad', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(((await res.json()) as { error: string }).error, expected);
    }
    const notJson = await post('sess-bad', '{"order":', {});
    assert.equal(notJson.status, 400);
    assert.deepEqual(await notJson.json(), { error: 'body is not valid JSON' });
    const form = await post('sess-bad', 'order=1', { type: 'application/x-www-form-urlencoded' });
    assert.equal(form.status, 415);
    const huge = await post('sess-bad', orderOf(goodLine({ properties: [{ name: 'x', value: 'y'.repeat(1_100_000) }] })));
    assert.equal(huge.status, 413);
    assert.equal((await post('bad%20sid', orderOf(goodLine()))).status, 404);
    assert.deepEqual(await readBack(), []);
  });

  it('answers each reply mode as a procurement system would, keeping the order', async () => {
    const body = orderOf(goodLine());
    const error = await post('m-1', body, { query: '?reply=error' });
    assert.equal(error.status, 422);
    assert.deepEqual(await error.json(), { error: 'Cost center is closed' });
    const crash = await post('m-2', body, { query: '?reply=500' });
    assert.equal(crash.status, 500);
    assert.match(crash.headers.get('content-type') ?? '', /^text\/html/);
    const bare = await post('m-3', body, { query: '?reply=no-redirect' });
    assert.equal(bare.status, 200);
    assert.deepEqual(await bare.json(), {});
    const offlist = await post('m-4', body, { query: '?reply=offlist' });
    assert.equal(offlist.status, 200);
    const target = new URL(((await offlist.json()) as { redirect_url: string }).redirect_url);
    assert.equal(target.origin, 'https://evil.example');
    assert.equal((await post('m-5', body, { query: '?reply=later' })).status, 400);
    assert.deepEqual((await readBack()).map((o) => [o.sid, o.reply]), [['m-1', 'error'], ['m-2', '500'], ['m-3', 'no-redirect'], ['m-4', 'offlist']]);
  });

  it('still checks the shape in every reply mode', async () => {
    const res = await post('m-6', orderOf(), { query: '?reply=500' });
    assert.equal(res.status, 400);
  });
});

describe('requisition page', () => {
  it('shows each line with its unit price, line total and properties, and the order total', async () => {
    const body = orderOf(
      goodLine({ quantity: 1000, price: '0.035', properties: [{ name: '_Item Price', value: '35.00' }, { name: 'Design', value: 'Proof <approved> & "final"' }, { name: '_Item Price Signature', value: 'ab'.repeat(32) }] }),
      goodLine({ id: 2, title: '<script>alert(1)</script>', variant_title: 'Large', quantity: 3, price: 19.99, properties: [] }),
    );
    const { redirect_url: redirect } = (await (await post('req-1', body)).json()) as { redirect_url: string };
    const res = await t.get(redirect);
    assert.equal(res.status, 200);
    const html = await res.text();
    const rows = html.split('<tr data-line=').slice(1);
    assert.equal(rows.length, 2);
    assert.match(rows[0]!, /Custom Roll Labels/);
    assert.match(rows[0]!, /2&quot; x 2&quot; \/ White BOPP \/ Single Sided/);
    assert.match(rows[0]!, /data-quantity>1000</);
    assert.match(rows[0]!, /data-unit-price>0\.035</);
    assert.match(rows[0]!, /data-line-total>35\.00</);
    assert.match(rows[0]!, /<dt>Design<\/dt><dd>Proof &lt;approved&gt; &amp; &quot;final&quot;<\/dd>/);
    // Hidden properties (`_`) are for the systems on either side, not the buyer.
    assert.doesNotMatch(rows[0]!, /Item Price/);
    assert.match(rows[1]!, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(rows[1]!, /data-unit-price>19\.99</);
    assert.match(rows[1]!, /data-line-total>59\.97</);
    assert.doesNotMatch(html, /<script>/);
    assert.match(html, /data-order-total>94\.97</);
  });

  it('shows the latest of several carts, and 404 when none arrived', async () => {
    await post('req-2', orderOf(goodLine({ quantity: 1, price: '5' })));
    await post('req-2', orderOf(goodLine({ quantity: 2, price: '5' })));
    const html = await (await t.get('/procurement/requisition/req-2')).text();
    assert.match(html, /data-order-total>10\.00</);
    assert.match(html, /received 2 carts/);
    const missing = await t.get('/procurement/requisition/nobody');
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /No cart has arrived/);
  });
});

describe('procurement read-back', () => {
  it('filters by session, keeps arrival order, and clears', async () => {
    await post('rb-1', orderOf(goodLine({ quantity: 1 })));
    await post('rb-2', orderOf(goodLine({ quantity: 2 })));
    await post('rb-1', orderOf(goodLine({ quantity: 3 })));
    assert.deepEqual((await readBack('rb-1')).map((o) => o.order.line_items[0]!.quantity), [1, 3]);
    assert.deepEqual((await readBack()).map((o) => o.sid), ['rb-1', 'rb-2', 'rb-1']);
    assert.equal((await t.get('/__emulator/procurement/orders', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await readBack(), []);
    assert.equal((await t.get('/procurement/requisition/rb-1')).status, 404);
  });
});
