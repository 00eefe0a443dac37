import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import { ADMIN_KEY, client, failure, FRENCH_REPLICA, INDEX, REPLICA, searchAll, type ProductHit } from './search-helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

/** Seeded records: every product but the Optional Extras; three of them are resellers' own. */
const SEEDED = 32;
const SEEDED_RESELLER = 3;
const titles = (r: { hits: { title: string }[] }) => r.hits.map((h) => h.title);
/** Everything a record is searched on. */
const text = (h: ProductHit) => `${h.title} ${h.product_type} ${h.vendor} ${h.tags.join(' ')} ${h.description}`;

describe('site search (Algolia contract): finding products', () => {
  it('finds a product by the words of its title, with Algolia\'s response fields', async () => {
    const r = await searchAll(client(t), 'holographic');
    assert.equal(r.hits[0]!.title, 'Holographic Die-Cut Stickers');
    assert.ok(r.hits.every((h) => /holographic/i.test(text(h))), 'every hit carries the word');
    assert.equal(r.nbHits, r.hits.length);
    assert.equal(r.page, 0);
    assert.equal(r.nbPages, 1);
    assert.equal(r.hitsPerPage, 999);
    assert.equal(r.query, 'holographic');
    assert.equal(r.params, 'query=holographic&hitsPerPage=999&page=0');
    assert.equal(r.exhaustiveNbHits, true);
    assert.equal(typeof r.processingTimeMS, 'number');
    const hit = r.hits[0]!;
    assert.deepEqual(hit._highlightResult?.title, {
      value: '<em>Holographic</em> Die-Cut Stickers', matchLevel: 'full', matchedWords: ['holographic'], fullyHighlighted: false,
    });
  });

  it('forgives a typo: "stiker" finds the stickers', async () => {
    const r = await searchAll(client(t), 'stiker');
    assert.ok(r.nbHits >= 5, `got ${r.nbHits}`);
    assert.ok(r.hits.every((h) => /sticker/i.test(text(h))), titles(r).join(', '));
    assert.ok(titles(r).includes('Custom Die-Cut Stickers'));
    const die = r.hits.find((h) => h.title === 'Custom Die-Cut Stickers')!;
    assert.deepEqual(die._highlightResult?.title, {
      value: 'Custom Die-Cut <em>Stickers</em>', matchLevel: 'full', matchedWords: ['stiker'], fullyHighlighted: false,
    });
  });

  it('does not forgive a typo in a short word (Algolia allows none under 4 letters)', async () => {
    const rol = await searchAll(client(t), 'rol');
    assert.ok(rol.nbHits > 0);
    assert.ok(rol.hits.every((h) => /\brol/i.test(text(h))), 'a 3-letter prefix, no typos');
    assert.equal((await searchAll(client(t), 'kraftt paper')).nbHits > 0, true, 'one typo in a 6-letter word');
    assert.equal((await searchAll(client(t), 'krxftt paper')).nbHits, 0, 'two typos in a 6-letter word');
  });

  it('counts typos per word, a swap of two letters as one: "roll lables" finds the roll labels', async () => {
    const r = await searchAll(client(t), 'roll lables');
    assert.ok(titles(r).includes('Custom Roll Labels'), titles(r).join(', '));
    assert.ok(r.hits.every((h) => /roll/i.test(text(h)) && /label/i.test(text(h))), titles(r).join(', '));
    assert.ok(titles(await searchAll(client(t), 'stikcers')).includes('Custom Die-Cut Stickers'), 'one swap in an 8-letter word');
    assert.equal((await searchAll(client(t), 'orl labels')).nbHits, 0, 'no typo in a 3-letter word, a swap included');
    assert.equal((await searchAll(client(t), 'lbaeks roll')).nbHits, 0, 'a swap and a typo are two typos, one too many for 6 letters');
  });

  it('reads the last word as a prefix: "lab" finds Labels, "roll lab" roll labels only', async () => {
    const lab = await searchAll(client(t), 'lab');
    assert.ok(titles(lab).includes('Custom Roll Labels'));
    assert.ok(titles(lab).includes('Custom Sheet Labels'));
    const rollLab = await searchAll(client(t), 'roll lab');
    assert.ok(rollLab.nbHits >= 3);
    assert.ok(rollLab.hits.every((h) => /roll/i.test(JSON.stringify(h))), titles(rollLab).join(', '));
    assert.equal((await searchAll(client(t), 'lab roll')).nbHits, 0, 'only the last word is a prefix ("lab" is not a word)');
  });

  it('ranks a title match before a description-only match', async () => {
    const r = await searchAll(client(t), 'kraft');
    const inTitle = r.hits.map((h) => /kraft/i.test(h.title));
    assert.ok(inTitle.includes(true) && inTitle.includes(false), 'the query matches both titles and descriptions');
    assert.equal(inTitle.indexOf(false), inTitle.lastIndexOf(true) + 1, `title matches first: ${titles(r).join(', ')}`);
  });

  it('returns everything for an empty query, Optional Extras excluded', async () => {
    const r = await searchAll(client(t), '');
    assert.equal(r.nbHits, SEEDED);
    assert.ok(!r.hits.some((h) => h.product_type === 'Optional Extra'));
    assert.ok(!titles(r).includes('Overlamination'));
  });

  it('pages with hitsPerPage and page', async () => {
    const c = client(t);
    const seen: string[] = [];
    let nbPages = 0;
    for (let page = 0; ; page++) {
      const r = await c.searchSingleIndex<ProductHit>({ indexName: INDEX, searchParams: { query: '', hitsPerPage: 7, page } });
      nbPages = r.nbPages ?? 0;
      if (r.hits.length === 0) break;
      assert.equal(r.page, page);
      seen.push(...r.hits.map((h) => h.objectID));
    }
    assert.equal(nbPages, 5);
    assert.equal(seen.length, SEEDED);
    assert.equal(new Set(seen).size, SEEDED, 'pages do not overlap');
    assert.deepEqual(seen, (await searchAll(c, '')).hits.map((h) => h.objectID), 'pages follow the one-page order');
  });

  it('refuses more than 1000 hits per page, as Algolia does', async () => {
    const f = await failure(client(t).searchSingleIndex({ indexName: INDEX, searchParams: { query: '', hitsPerPage: 1001 } }));
    assert.equal(f.status, 400);
  });

  it('sorts by title on the title replica, matching the same records', async () => {
    const c = client(t);
    const sorted = await searchAll(c, 'labels', undefined, REPLICA);
    const relevance = await searchAll(c, 'labels');
    assert.deepEqual(new Set(titles(sorted)), new Set(titles(relevance)));
    assert.notDeepEqual(titles(sorted), titles(relevance));
    assert.deepEqual(titles(sorted), [...titles(sorted)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const all = await searchAll(c, '', undefined, REPLICA);
    assert.equal(all.hits[0]!.title, 'Bilingual Product Labels (EN/FR)');
  });

  it('answers the v4 forms too: a params string, GET with query parameters, multi-search', async () => {
    const c = client(t);
    const v4 = await c.searchSingleIndex<ProductHit>({ indexName: INDEX, searchParams: { params: 'query=holographic&hitsPerPage=1' } });
    assert.deepEqual(titles(v4), ['Holographic Die-Cut Stickers']);
    assert.equal(v4.hitsPerPage, 1);
    const get = await t.get(`/1/indexes/${INDEX}?query=holographic&hitsPerPage=1&x-algolia-application-id=EMULATOR&x-algolia-api-key=emulator-search-key`);
    assert.equal(get.status, 200);
    assert.deepEqual(titles(await get.json() as { hits: { title: string }[] }), ['Holographic Die-Cut Stickers']);
    const multi = await c.search<ProductHit>({ requests: [{ indexName: INDEX, query: 'kraft', hitsPerPage: 1 }, { indexName: REPLICA, query: '', hitsPerPage: 1 }] });
    assert.deepEqual(multi.results.map((r) => ('index' in r ? r.index : null)), [INDEX, REPLICA]);
    assert.deepEqual(multi.results.map((r) => ('hits' in r ? (r.hits as ProductHit[]).map((h) => h.title) : [])), [['Kraft Hang Tags'], ['Bilingual Product Labels (EN/FR)']]);
  });

  it('refuses a parameter Algolia does not know', async () => {
    const f = await failure(client(t).searchSingleIndex({ indexName: INDEX, searchParams: { querry: 'x' } as never }));
    assert.deepEqual(f, { status: 400, message: 'Unknown parameter: querry' });
  });
});

describe('site search: filters', () => {
  before(async () => {
    const admin = client(t, ADMIN_KEY);
    await admin.saveObjects({
      indexName: INDEX,
      waitForTasks: true,
      objects: [
        { objectID: 'r1', product_handle: 'acme-logo-stickers', title: 'Acme Logo Stickers', reseller: 'acme', tags: [], price: 1 },
        { objectID: 'r2', product_handle: 'acme-event-labels', title: 'Acme Event Labels', reseller: 'acme', tags: [], price: 2 },
        { objectID: 'r3', product_handle: 'northwind-stickers', title: 'Northwind Stickers', reseller: 'northwind', tags: [], price: 3 },
      ],
    });
  });
  after(async () => {
    await client(t, ADMIN_KEY).deleteObjects({ indexName: INDEX, objectIDs: ['r1', 'r2', 'r3'], waitForTasks: true });
  });
  const c = () => client(t);
  /** The titles of this suite's own records, so the seeded reseller products do not blur what a filter kept. */
  const ours = (r: { hits: { title: string }[] }) => titles(r).filter((title) => OURS.has(title));
  const OURS = new Set(['Acme Logo Stickers', 'Acme Event Labels', 'Northwind Stickers']);

  it('keeps one reseller\'s products: reseller:"acme" and reseller:acme', async () => {
    assert.deepEqual(new Set(titles(await searchAll(c(), '', 'reseller:"acme"'))),
      new Set(['Acme Logo Stickers', 'Acme Event Labels', 'Event Swag Stickers', 'Logo Mailer Labels']), 'ours and the seeded Acme products');
    assert.deepEqual(ours(await searchAll(c(), 'stickers', 'reseller:acme')), ['Acme Logo Stickers']);
    assert.deepEqual(ours(await searchAll(c(), 'stickers', 'reseller:ACME')), ['Acme Logo Stickers'], 'facet values ignore case');
    assert.ok(!titles(await searchAll(c(), 'stickers', 'reseller:acme')).includes('Custom Die-Cut Stickers'), 'no company product');
  });

  it('drops a reseller\'s products with NOT, and combines with AND / OR and parentheses', async () => {
    const notAcme = await searchAll(c(), 'stickers', 'NOT reseller:"acme"');
    assert.ok(titles(notAcme).includes('Northwind Stickers'));
    assert.ok(titles(notAcme).includes('Custom Die-Cut Stickers'));
    assert.ok(!titles(notAcme).includes('Acme Logo Stickers'));
    assert.ok(!titles(notAcme).includes('Event Swag Stickers'));
    const platform = await searchAll(c(), '', 'NOT reseller:acme AND NOT reseller:northwind');
    assert.equal(platform.nbHits, SEEDED - SEEDED_RESELLER);
    assert.deepEqual(new Set(ours(await searchAll(c(), 'stickers', '(reseller:acme OR reseller:northwind)'))), new Set(['Acme Logo Stickers', 'Northwind Stickers']));
    assert.deepEqual(ours(await searchAll(c(), '', '(reseller:acme OR reseller:northwind) AND price > 1.5')).sort(), ['Acme Event Labels', 'Northwind Stickers']);
    assert.deepEqual(ours(await searchAll(c(), '', 'reseller:acme AND price:1 TO 1')), ['Acme Logo Stickers']);
  });

  it('reads facetFilters arrays: items ANDed, nested arrays ORed, "-" negates', async () => {
    const r = await c().searchSingleIndex<ProductHit>({ indexName: INDEX, searchParams: { query: '', facetFilters: [['reseller:acme', 'reseller:northwind'], 'reseller:-acme'] } });
    assert.deepEqual(ours(r), ['Northwind Stickers']);
    assert.ok(!titles(r).some((title) => /acme|swag|mailer/i.test(title)), titles(r).join(', '));
  });

  it('refuses a filter on an attribute not declared for faceting, and bad syntax, with 400', async () => {
    assert.deepEqual(await failure(searchAll(c(), '', 'vendor:PrintCo')), {
      status: 400, message: 'filters: attribute "vendor" is not in attributesForFaceting, so it cannot be filtered on',
    });
    assert.equal((await failure(searchAll(c(), '', 'reseller:acme AND'))).status, 400);
    assert.equal((await failure(searchAll(c(), '', '(reseller:acme AND price > 1) OR reseller:northwind'))).status, 400, 'Algolia allows no AND inside ORs');
    assert.equal((await failure(c().searchSingleIndex({ indexName: INDEX, searchParams: { facetFilters: ['vendor:PrintCo'] } }))).status, 400);
  });
});

describe('site search: keys and errors', () => {
  it('lets the search-only key search and nothing else', async () => {
    const c = client(t);
    assert.ok((await searchAll(c, 'labels')).nbHits > 0);
    const denied = { status: 403, message: 'Method not allowed with this API key' };
    assert.deepEqual(await failure(c.setSettings({ indexName: INDEX, indexSettings: { customRanking: ['desc(price)'] } })), denied);
    assert.deepEqual(await failure(c.saveObjects({ indexName: INDEX, objects: [{ objectID: 'x', title: 'Intruder' }] })), denied);
    assert.deepEqual(await failure(c.deleteObject({ indexName: INDEX, objectID: '1001' })), denied);
    assert.deepEqual(await failure(c.getSettings({ indexName: INDEX })), denied);
    assert.deepEqual(await failure(c.clearObjects({ indexName: INDEX })), denied);
    assert.equal((await searchAll(c, '')).nbHits, SEEDED, 'nothing changed');
  });

  it('refuses a wrong key or application id', async () => {
    const invalid = { status: 403, message: 'Invalid Application-ID or API key' };
    assert.deepEqual(await failure(searchAll(client(t, 'not-a-key'), 'labels')), invalid);
    assert.deepEqual(await failure(searchAll(client(t, ADMIN_KEY, 'OTHERAPP'), 'labels')), invalid);
    const bare = await t.get(`/1/indexes/${INDEX}/query`, { method: 'POST', body: '{}' });
    assert.equal(bare.status, 403);
    assert.deepEqual(await bare.json(), { message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('answers 404 for an index that does not exist', async () => {
    assert.deepEqual(await failure(searchAll(client(t), 'labels', undefined, 'no_such_index')), { status: 404, message: 'Index does not exist' });
  });

  it('answers the parts of Algolia it does not emulate in Algolia\'s error shape', async () => {
    const f = await failure(client(t, ADMIN_KEY).searchRules({ indexName: INDEX }));
    assert.equal(f.status, 404);
    assert.match(f.message, /does not implement POST \/1\/indexes\/products\/rules\/search/);
  });
});

describe('site search: indexing with the admin key', () => {
  it('saves records, applies settings and searches them once the tasks are published', async () => {
    const admin = client(t, ADMIN_KEY);
    const settings = await admin.setSettings({ indexName: 'notes', indexSettings: { searchableAttributes: ['name', 'body'], attributesForFaceting: ['filterOnly(kind)'] } });
    await admin.waitForTask({ indexName: 'notes', taskID: settings.taskID });
    await admin.saveObjects({
      indexName: 'notes',
      waitForTasks: true,
      objects: [{ objectID: 'n1', name: 'Glossy labels', body: 'shine', kind: 'a' }, { objectID: 'n2', name: 'Matte', body: 'glossy is not me', kind: 'b' }],
    });
    const r = await admin.searchSingleIndex<{ name: string }>({ indexName: 'notes', searchParams: { query: 'glossy' } });
    assert.deepEqual(r.hits.map((h) => h.name), ['Glossy labels', 'Matte']);
    assert.deepEqual(await admin.getObject({ indexName: 'notes', objectID: 'n1' }), { objectID: 'n1', name: 'Glossy labels', body: 'shine', kind: 'a' });
    await admin.partialUpdateObject({ indexName: 'notes', objectID: 'n1', attributesToUpdate: { body: 'waterproof', views: { _operation: 'Increment', value: 2 } } });
    assert.deepEqual(await admin.getObject({ indexName: 'notes', objectID: 'n1' }), { objectID: 'n1', name: 'Glossy labels', body: 'waterproof', kind: 'a', views: 2 });
    assert.equal((await admin.searchSingleIndex({ indexName: 'notes', searchParams: { query: 'waterproof', filters: 'kind:a' } })).nbHits, 1);
    const { taskID } = await admin.deleteObject({ indexName: 'notes', objectID: 'n2' });
    await admin.waitForTask({ indexName: 'notes', taskID });
    assert.equal((await failure(admin.getObject({ indexName: 'notes', objectID: 'n2' }))).status, 404);
    const browsed: string[] = [];
    await admin.browseObjects<{ objectID: string }>({ indexName: 'notes', aggregator: (res) => browsed.push(...res.hits.map((h) => h.objectID)) });
    assert.deepEqual(browsed, ['n1']);
    await admin.deleteIndex({ indexName: 'notes' });
    assert.equal((await failure(admin.searchSingleIndex({ indexName: 'notes', searchParams: {} }))).status, 404);
  });

  it('replaces every record with replaceAllObjects, keeping settings and the replica in step', async () => {
    const admin = client(t, ADMIN_KEY);
    await admin.setSettings({ indexName: 'shelf', indexSettings: { searchableAttributes: ['title'], replicas: ['shelf_title_asc'] } });
    await admin.setSettings({ indexName: 'shelf_title_asc', indexSettings: { ranking: ['asc(title)', 'typo', 'words', 'attribute', 'exact', 'custom'] } });
    await admin.saveObjects({ indexName: 'shelf', objects: [{ objectID: 'old', title: 'Old stock' }], waitForTasks: true });
    const res = await admin.replaceAllObjects({
      indexName: 'shelf',
      objects: [{ objectID: 'b', title: 'Banana labels' }, { objectID: 'a', title: 'Apple labels' }, { objectID: 'c', title: 'Cherry labels' }],
    });
    await admin.waitForTask({ indexName: 'shelf', taskID: res.moveOperationResponse.taskID });
    const main = await admin.searchSingleIndex<{ title: string }>({ indexName: 'shelf', searchParams: { query: 'labels' } });
    assert.equal(main.nbHits, 3);
    const replica = await admin.searchSingleIndex<{ title: string }>({ indexName: 'shelf_title_asc', searchParams: { query: '' } });
    assert.deepEqual(titles(replica), ['Apple labels', 'Banana labels', 'Cherry labels']);
    const settings = await admin.getSettings({ indexName: 'shelf' });
    assert.deepEqual(settings.searchableAttributes, ['title']);
    assert.deepEqual(settings.replicas, ['shelf_title_asc']);
    assert.equal((await admin.getSettings({ indexName: 'shelf_title_asc' })).primary, 'shelf');
    const names = (await admin.listIndices()).items.map((i) => i.name);
    assert.ok(!names.some((n) => n.startsWith('shelf_tmp_')), `temporary index removed: ${names.join(', ')}`);
    assert.equal((await failure(admin.saveObject({ indexName: 'shelf_title_asc', body: { title: 'x' } }))).status, 400, 'a replica takes no direct writes');
  });

  it('reports the catalog index build in listIndices', async () => {
    const item = (await client(t, ADMIN_KEY).listIndices()).items.find((i) => i.name === INDEX);
    assert.ok(item);
    assert.ok(item.entries >= 29);
    assert.deepEqual(item.replicas, [REPLICA, FRENCH_REPLICA]);
    assert.ok(item.lastBuildTimeS > 0 && item.lastBuildTimeS < 5, String(item.lastBuildTimeS));
  });
});
