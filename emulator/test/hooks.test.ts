import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { GRAPHQL, startTestEmulator, TOKEN, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());
beforeEach(async () => {
  await t.get('/__emulator/faults', { method: 'DELETE' });
  await t.get('/__emulator/requests', { method: 'DELETE' });
});

const post = (path: string, body: unknown) => t.get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const addFault = async (spec: Record<string, unknown>) => {
  const res = await post('/__emulator/faults', spec);
  assert.equal(res.status, 201);
  return (await res.json() as { fault: { id: number } }).fault;
};
const productByHandle = (handle: string) => t.gql(`query ProductByHandle($h: String!) { product(handle: $h) { id } }`, { h: handle });
type Log = { since: string; total: number; routes: Record<string, number>; operations: Record<string, number>; paths: Record<string, number> };
const requests = async () => (await t.get('/__emulator/requests')).json() as Promise<Log>;

describe('health', () => {
  it('answers ok', async () => {
    assert.deepEqual(await (await t.get('/__emulator/health')).json(), { ok: true });
  });
});

describe('request log', () => {
  it('counts routes, paths and GraphQL operations, but not /__emulator', async () => {
    await productByHandle('custom-roll-labels');
    await productByHandle('custom-hang-tags');
    await t.gql('query CollectionByHandle { collection(handle: "all") { id } }');
    await t.gql('{ shop { name } }');
    await t.get('/pricing/roll-labels-standard.json');
    await t.get('/snippets/resellers/acme/Menu');
    await t.get('/templates/cc_roll_labels.json');
    await t.get('/__emulator/health');
    const log = await requests();
    assert.equal(log.total, 7);
    assert.deepEqual(log.routes, {
      [`POST ${GRAPHQL}`]: 4, 'GET /pricing': 1, 'GET /snippets/resellers': 1, 'GET /templates': 1,
    });
    assert.deepEqual(log.operations, { ProductByHandle: 2, CollectionByHandle: 1, anonymous: 1 });
    assert.equal(log.paths['GET /snippets/resellers/acme/Menu'], 1);
    assert.ok(!Number.isNaN(Date.parse(log.since)));
  });

  it('resets on DELETE', async () => {
    await t.get('/pricing/roll-labels-standard.json');
    assert.equal((await requests()).total, 1);
    assert.equal((await t.get('/__emulator/requests', { method: 'DELETE' })).status, 204);
    const log = await requests();
    assert.deepEqual([log.total, log.routes, log.operations], [0, {}, {}]);
  });

  it('counts unknown routes by their first segment', async () => {
    await t.get('/nope/at/all');
    assert.deepEqual((await requests()).routes, { 'GET /nope': 1 });
  });
});

describe('faults', () => {
  it('fails a prefix with a status', async () => {
    await addFault({ prefix: '/pricing', status: 503 });
    const res = await t.get('/pricing/roll-labels-standard.json');
    assert.equal(res.status, 503);
    assert.deepEqual(await res.json(), { error: 'Injected fault: status 503' });
    assert.equal((await t.get('/templates/cc_roll_labels.json')).status, 200);
    assert.equal((await requests()).routes['GET /pricing'], 1, 'faulted requests are still counted');
  });

  it('delays a prefix', async () => {
    await addFault({ prefix: '/snippets/resellers/acme', delayMs: 300 });
    const t0 = Date.now();
    assert.equal((await t.get('/snippets/resellers/acme/Footer')).status, 200);
    assert.ok(Date.now() - t0 >= 280);
    const t1 = Date.now();
    await t.get('/snippets/resellers/northwind/Footer');
    assert.ok(Date.now() - t1 < 250);
  });

  it('answers 200 with a malformed body', async () => {
    await addFault({ prefix: GRAPHQL, malformed: true });
    const res = await fetch(t.emu.url + GRAPHQL, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.ok(text.startsWith('{'));
    assert.throws(() => JSON.parse(text));
  });

  it('applies only `times` times, and only to the named operation', async () => {
    await addFault({ prefix: GRAPHQL, status: 500, times: 1, operation: 'ProductByHandle' });
    const other = await t.gql('query CollectionByHandle { collection(handle: "all") { id } }');
    assert.ok(other.data);
    const res = await fetch(t.emu.url + GRAPHQL, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({ query: 'query ProductByHandle { product(handle: "custom-roll-labels") { id } }' }),
    });
    assert.equal(res.status, 500);
    const again = await productByHandle('custom-roll-labels');
    assert.ok(again.data, 'second request is not faulted');
    assert.deepEqual((await (await t.get('/__emulator/faults')).json() as { faults: unknown[] }).faults, []);
  });

  it('can target only requests whose body names one entity', async () => {
    await addFault({ prefix: GRAPHQL, status: 500, bodyIncludes: '"kraft-hang-tags"' });
    assert.ok((await productByHandle('custom-roll-labels')).data, 'another product is not faulted');
    const res = await fetch(t.emu.url + GRAPHQL, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({ query: 'query P($h: String!) { product(handle: $h) { id } }', variables: { h: 'kraft-hang-tags' } }),
    });
    assert.equal(res.status, 500);
    await t.get('/__emulator/faults', { method: 'DELETE' });
  });

  it('lists, combines and clears faults, and rejects bad specs', async () => {
    const a = await addFault({ prefix: '/pricing', status: 429, body: { errors: 'Throttled' } });
    await addFault({ prefix: '/pricing', delayMs: 100 });
    const listed = await (await t.get('/__emulator/faults')).json() as { faults: { id: number; prefix: string; remaining: number | null }[] };
    assert.equal(listed.faults.length, 2);
    assert.equal(listed.faults[0]!.id, a.id);
    const t0 = Date.now();
    const res = await t.get('/pricing/x.json');
    assert.equal(res.status, 429);
    assert.deepEqual(await res.json(), { errors: 'Throttled' });
    assert.ok(Date.now() - t0 >= 90);
    assert.equal((await t.get(`/__emulator/faults/${a.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await t.get('/__emulator/faults', { method: 'DELETE' })).status, 204);
    assert.equal((await t.get('/pricing/roll-labels-standard.json')).status, 200);
    for (const bad of [{}, { prefix: 'pricing', status: 500 }, { prefix: '/pricing' }, { prefix: '/x', status: 1000 }, { prefix: '/x', delayMs: -1 }, { prefix: '/x', status: 500, times: 0 }]) {
      const r = await post('/__emulator/faults', bad);
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.ok(((await r.json()) as { error: string }).error);
    }
  });

  it('never applies to /__emulator routes', async () => {
    await addFault({ prefix: '/', status: 500 });
    assert.equal((await t.get('/__emulator/health')).status, 200);
    assert.equal((await t.get('/pricing/roll-labels-standard.json')).status, 500);
  });
});

describe('analytics sink', () => {
  it('records events and lists and clears them', async () => {
    await t.get('/__emulator/analytics', { method: 'DELETE' });
    const res = await post('/analytics', { type: 'page', name: 'Home', properties: { path: '/' }, anonymousId: 'a1', timestamp: new Date().toISOString() });
    assert.equal(res.status, 204);
    assert.equal((await post('/analytics', { type: 'identify', userId: 'u1' })).status, 204);
    assert.equal((await post('/analytics', { type: 'bogus' })).status, 400);
    assert.equal((await post('/analytics', [1])).status, 400);
    const list = await (await t.get('/__emulator/analytics')).json() as { events: { receivedAt: string; event: { type: string } }[] };
    assert.deepEqual(list.events.map((e) => e.event.type), ['page', 'identify']);
    await t.get('/__emulator/analytics', { method: 'DELETE' });
    assert.deepEqual(await (await t.get('/__emulator/analytics')).json(), { events: [] });
  });
});

describe('image CDN', () => {
  const file = '/cdn/shop/files/custom-die-cut-stickers-1-product.png';
  it('resizes to the requested width, keeping aspect, and caches immutably with an ETag', async () => {
    const res = await t.get(`${file}?width=240`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    assert.deepEqual([meta.width, meta.height], [240, 240]);
    const etag = res.headers.get('etag')!;
    const again = await t.get(`${file}?width=240`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });

  it('crops to width x height, converts format on request and 404s unknown files', async () => {
    const crop = await sharp(Buffer.from(await (await t.get(`${file}?width=300&height=120&crop=center`)).arrayBuffer())).metadata();
    assert.deepEqual([crop.width, crop.height], [300, 120]);
    const fit = await sharp(Buffer.from(await (await t.get(`${file}?width=300&height=120`)).arrayBuffer())).metadata();
    assert.deepEqual([fit.width, fit.height], [120, 120]);
    const webp = await t.get(`${file}?width=100&format=webp`);
    assert.equal(webp.headers.get('content-type'), 'image/webp');
    assert.equal((await t.get('/cdn/shop/files/nope.png')).status, 404);
    assert.equal((await t.get('/cdn/shop/files/..%2Femulator.sqlite')).status, 404);
  });

  it('serves WebP from the same URL to browsers that accept it, like the Shopify CDN', async () => {
    const res = await t.get(`${file}?width=400`, { headers: { accept: 'image/avif,image/webp,image/*' } });
    assert.equal(res.headers.get('content-type'), 'image/webp');
    assert.equal(res.headers.get('vary'), 'Accept');
    const png = await t.get(`${file}?width=400`);
    const webpBytes = (await res.arrayBuffer()).byteLength;
    assert.ok(webpBytes < (await png.arrayBuffer()).byteLength, 'WebP is smaller than the PNG');
  });

  it('image URLs from GraphQL transforms resolve to resized images', async () => {
    const r = await t.gql<{ product: { featuredImage: { url: string } } }>('{ product(handle: "custom-hang-tags") { featuredImage { url(transform: { maxWidth: 320, maxHeight: 320, crop: CENTER }) } } }');
    const url = r.data!.product.featuredImage.url;
    assert.match(url, /\?width=320&height=320&crop=center$/);
    const meta = await sharp(Buffer.from(await (await t.get(url)).arrayBuffer())).metadata();
    assert.equal(meta.width, 320);
  });
});

describe('http basics', () => {
  it('answers CORS preflights and 404s unknown routes as JSON', async () => {
    const pre = await t.get(GRAPHQL, { method: 'OPTIONS' });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    const res = await t.get('/nothing-here');
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { error: 'Not found' });
  });
});
