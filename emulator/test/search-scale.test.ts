import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import { ADMIN_KEY, client, INDEX, REPLICA, searchAll } from './search-helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator({ products: 5000 });
});
after(() => t.stop());

/**
 * Timings are printed, not asserted: the machine running the suite may be busy. What is asserted is that the
 * large catalog is all there and answers correctly.
 */
describe('site search with 5,000 generated products', () => {
  it('indexes every product and answers the app\'s searches', async () => {
    const item = (await client(t, ADMIN_KEY).listIndices()).items.find((i) => i.name === INDEX)!;
    console.log(`search index build: ${item.entries} records in ${Math.round(item.lastBuildTimeS * 1000)} ms`);
    assert.equal(item.entries, 5032);
    const c = client(t);
    for (const [query, filters, indexName] of [['', undefined, INDEX], ['stiker', undefined, INDEX], ['lab', undefined, INDEX],
      ['coffee labels', undefined, INDEX], ['kraft', 'NOT reseller:"acme"', INDEX], ['', undefined, REPLICA], ['honey', undefined, REPLICA]] as const) {
      await searchAll(c, query, filters, indexName); // warm
      const started = performance.now();
      const r = await searchAll(c, query, filters, indexName);
      const roundTrip = Math.round(performance.now() - started);
      console.log(`search ${indexName} "${query}"${filters ? ` [${filters}]` : ''}: ${r.nbHits} hits, ${r.hits.length} returned, ` +
        `processingTimeMS ${r.processingTimeMS}, round trip ${roundTrip} ms`);
      assert.ok(r.nbHits > 0);
      assert.equal(r.hits.length, Math.min(999, r.nbHits));
    }
    const sorted = (await searchAll(c, '', undefined, REPLICA)).hits.map((h) => h.title);
    assert.deepEqual(sorted, [...sorted].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });
});
