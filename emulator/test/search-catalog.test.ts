import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import { ADMIN_KEY, client, failure, FRENCH_REPLICA, INDEX, REPLICA, searchAll, type ProductHit } from './search-helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

type Variant = { id: string; price: { amount: string } };
type StoreProduct = {
  id: string; title: string; description: string; productType: string; vendor: string; tags: string[];
  priceRange: { minVariantPrice: { amount: string } }; variants: { nodes: Variant[] };
};
const PRODUCT = `query P($h: String!) { product(handle: $h) { id title description productType vendor tags
  priceRange { minVariantPrice { amount } } variants(first: 250) { nodes { id price { amount } } } } }`;
const storefront = async (handle: string) => (await t.gql<{ product: StoreProduct | null }>(PRODUCT, { h: handle })).data!.product!;
const record = async (objectID: string) => client(t).getObject<ProductHit>({ indexName: INDEX, objectID }) as Promise<ProductHit>;
const legacyId = (gid: string) => gid.split('/').pop()!;
const patch = (handle: string, body: unknown) =>
  t.get(`/__emulator/products/${handle}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the catalog in the search index', () => {
  it('holds one record per product, with what the Storefront API says of it', async () => {
    const p = await storefront('kraft-paper-roll-labels');
    const hit = (await searchAll(client(t), 'kraft paper roll')).hits.find((h) => h.product_handle === 'kraft-paper-roll-labels')!;
    const rec: Partial<ProductHit> & { _highlightResult?: unknown } = { ...hit };
    delete rec._highlightResult;
    assert.deepEqual(rec, {
      objectID: legacyId(p.id),
      product_handle: 'kraft-paper-roll-labels',
      title: p.title,
      title_fr: 'Étiquettes en rouleau papier kraft',
      description: p.description.replace(/\s+/g, ' '),
      description_fr: rec.description_fr,
      product_type: p.productType,
      vendor: p.vendor,
      tags: p.tags,
      image: rec.image,
      price: Number(p.priceRange.minVariantPrice.amount),
      reseller: '',
      resellers: ['northwind'],
    });
    assert.match(rec.description_fr ?? '', /^Papier kraft écru au toucher naturel/);
    assert.ok(rec.image?.startsWith(`${t.emu.publicUrl}/cdn/shop/files/`), String(rec.image));
    const img = await t.get(rec.image!);
    assert.equal(img.status, 200);
    assert.match(img.headers.get('content-type') ?? '', /^image\//);
  });

  it('lists the resellers selling each product: their own, and the company products their collections carry', async () => {
    const acme = await searchAll(client(t), 'roll', 'resellers:"acme"');
    assert.ok(acme.hits.some((h) => h.product_handle === 'custom-roll-labels'), 'in the acme-labels collection');
    assert.ok(!acme.hits.some((h) => h.product_handle === 'kraft-paper-roll-labels'), 'in no Acme collection');
    assert.ok(acme.hits.every((h) => h.resellers.includes('acme') && h.reseller !== 'northwind'));
    const northwind = await searchAll(client(t), 'kraft', 'resellers:"northwind"');
    assert.ok(northwind.hits.some((h) => h.product_handle === 'kraft-paper-roll-labels'));
    const own = await searchAll(client(t), 'stickers', 'resellers:"northwind"');
    assert.ok(!own.hits.some((h) => h.product_handle.startsWith('acme-')), "never another reseller's own product");
    const company = await searchAll(client(t), 'roll', 'NOT reseller:"acme" AND NOT reseller:"northwind"');
    assert.ok(company.hits.some((h) => h.product_handle === 'kraft-paper-roll-labels'), 'the company sites filter as before');
  });

  it('keeps descriptions to about 1000 characters of plain text', async () => {
    const all = await searchAll(client(t), '');
    assert.ok(all.hits.every((h) => h.description.length <= 1000 && !/[<>]/.test(h.description)));
    assert.ok(all.hits.every((h) => typeof h.price === 'number' && h.price > 0));
  });

  it('leaves Optional Extras out', async () => {
    const r = await searchAll(client(t), 'overlamination');
    assert.ok(!r.hits.some((h) => h.product_type === 'Optional Extra' || h.product_handle === 'overlamination'));
    assert.equal((await failure(record('999999'))).status, 404);
  });

  it('declares what the app relies on: searchable attributes, a reseller filter, the title replica', async () => {
    const admin = client(t, ADMIN_KEY);
    const s = await admin.getSettings({ indexName: INDEX });
    assert.deepEqual(s.searchableAttributes, ['title,title_fr', 'product_type', 'vendor', 'tags', 'unordered(description)', 'unordered(description_fr)']);
    assert.deepEqual(s.attributesForFaceting, ['filterOnly(reseller)', 'filterOnly(resellers)']);
    assert.deepEqual(s.replicas, [REPLICA, FRENCH_REPLICA]);
    const r = await admin.getSettings({ indexName: REPLICA });
    assert.equal(r.primary, INDEX);
    assert.equal(r.ranking?.[0], 'asc(title)');
    assert.equal((await admin.getSettings({ indexName: FRENCH_REPLICA })).ranking?.[0], 'asc(title_fr)');
  });

  it('finds a product by its French words, and sorts French titles A to Z on the French replica', async () => {
    const r = await searchAll(client(t), 'autocollants');
    assert.ok(r.hits.some((h) => h.product_handle === 'custom-die-cut-stickers'), r.hits.map((h) => h.product_handle).join(', '));
    assert.ok((await searchAll(client(t), 'etiquettes vin')).hits.some((h) => h.product_handle === 'fr-etiquettes-vin'), 'accents are optional');
    const sorted = (await searchAll(client(t), 'etiquettes', undefined, FRENCH_REPLICA)).hits.map((h) => h.title_fr);
    assert.ok(sorted.length > 5);
    assert.deepEqual(sorted, [...sorted].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });
});

describe('re-indexing a product the catalog changes', () => {
  it('PATCH /__emulator/products/{handle} changes search and the Storefront API alike', async () => {
    const before = await storefront('kraft-hang-tags');
    const res = await patch('kraft-hang-tags', { title: 'Zebra Kraft Tags', description: 'Stripes & quokka friendly.', tags: ['Zoo'] });
    assert.equal(res.status, 200);
    const body = await res.json() as { product: { title: string; descriptionHtml: string; updatedAt: string } };
    assert.equal(body.product.title, 'Zebra Kraft Tags');
    assert.equal(body.product.descriptionHtml, '<p>Stripes &amp; quokka friendly.</p>');

    const after = await storefront('kraft-hang-tags');
    assert.equal(after.title, 'Zebra Kraft Tags');
    assert.equal(after.description, 'Stripes & quokka friendly.');
    assert.deepEqual(after.tags, ['Zoo']);

    const c = client(t);
    const id = legacyId(before.id);
    assert.deepEqual((await searchAll(c, 'zebra')).hits.map((h) => h.objectID), [id]);
    assert.deepEqual((await searchAll(c, 'quokka')).hits.map((h) => h.objectID), [id], 'the new description is searchable');
    assert.ok(!(await searchAll(c, 'hang tags')).hits.some((h) => h.objectID === id), 'the old title no longer matches');
    const sorted = (await searchAll(c, '', undefined, REPLICA)).hits;
    assert.equal(sorted.at(-1)!.objectID, id, 'the replica re-sorts it by its new title');
    assert.deepEqual(sorted.at(-1)!.tags, ['Zoo']);
  });

  it('drops a product that becomes an Optional Extra, and takes it back when it stops being one', async () => {
    const c = client(t);
    const id = legacyId((await storefront('candle-jar-labels')).id);
    assert.equal((await patch('candle-jar-labels', { productType: 'Optional Extra' })).status, 200);
    assert.ok(!(await searchAll(c, 'candle jar')).hits.some((h) => h.objectID === id));
    assert.equal((await patch('candle-jar-labels', { productType: 'Product Labels & Tags', vendor: 'Wick & Co' })).status, 200);
    const back = (await searchAll(c, 'candle jar')).hits.find((h) => h.objectID === id);
    assert.equal(back?.vendor, 'Wick & Co');
  });

  it('refuses an unknown product or field', async () => {
    assert.equal((await patch('no-such-product', { title: 'X' })).status, 404);
    const bad = await patch('custom-roll-labels', { price: 1 });
    assert.equal(bad.status, 400);
    assert.match((await bad.json() as { error: string }).error, /unknown field\(s\): price/);
    assert.equal((await patch('custom-roll-labels', { title: '' })).status, 400);
    assert.equal((await patch('custom-roll-labels', { tags: 'one' })).status, 400);
    assert.equal((await storefront('custom-roll-labels')).title, 'Custom Roll Labels', 'nothing changed');
  });

  it('re-prices a product whose cheapest variant is removed, and again when it is restored', async () => {
    const p = await storefront('custom-die-cut-stickers');
    const id = legacyId(p.id);
    const prices = p.variants.nodes.map((v) => Number(v.price.amount));
    const cheapest = Math.min(...prices);
    assert.equal((await record(id)).price, cheapest);
    const drop = p.variants.nodes.filter((v) => Number(v.price.amount) === cheapest);
    for (const v of drop) assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(v.id)}`, { method: 'DELETE' })).status, 204);
    const next = Math.min(...prices.filter((x) => x !== cheapest));
    assert.equal((await record(id)).price, next);
    assert.equal((await client(t, ADMIN_KEY).getObject({ indexName: REPLICA, objectID: id }) as ProductHit).price, next, 'the replica follows');
    for (const v of drop) assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(v.id)}/restore`, { method: 'POST' })).status, 204);
    assert.equal((await record(id)).price, cheapest);
  });
});

describe('settings from the environment', () => {
  let other: TestEmulator;
  const saved = { ...process.env };
  before(async () => {
    Object.assign(process.env, {
      ALGOLIA_APP_ID: 'SHOP1', ALGOLIA_SEARCH_KEY: 'pub-key', ALGOLIA_ADMIN_KEY: 'secret-key', ALGOLIA_INDEX: 'catalog', RESELLER_IDS: 'acme, custom',
    });
    other = await startTestEmulator();
  });
  after(async () => {
    for (const k of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX', 'RESELLER_IDS']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await other.stop();
  });

  it('uses the configured application, keys and index, and reads resellers from handle prefixes', async () => {
    const c = client(other, 'pub-key', 'SHOP1');
    const mine = await searchAll(c, '', 'reseller:custom', 'catalog');
    assert.ok(mine.nbHits >= 5);
    assert.ok(mine.hits.every((h) => h.product_handle.startsWith('custom-') && h.reseller === 'custom'));
    const rest = await searchAll(c, '', 'NOT reseller:"custom"', 'catalog');
    assert.equal(mine.nbHits + rest.nbHits, 32);
    assert.ok(rest.hits.every((h) => !h.product_handle.startsWith('custom-') && h.reseller === (h.product_handle.startsWith('acme-') ? 'acme' : '')));
    assert.equal((await searchAll(c, '', undefined, 'catalog_title_asc')).nbHits, 32);
    assert.equal((await failure(searchAll(c, 'labels'))).status, 404, 'no "products" index here');
    assert.equal((await failure(searchAll(client(other), 'labels', undefined, 'catalog'))).status, 403, 'the default keys are not accepted');
    assert.equal((await failure(client(other, 'pub-key', 'SHOP1').setSettings({ indexName: 'catalog', indexSettings: {} }))).status, 403);
    await client(other, 'secret-key', 'SHOP1').setSettings({ indexName: 'catalog', indexSettings: { customRanking: ['desc(price)'] } });
  });
});
