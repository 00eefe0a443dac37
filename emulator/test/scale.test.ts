import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator({ products: 300 });
});
after(() => t.stop());

type Node = { handle: string; title: string; tags: string[]; productType: string; images: { nodes: { url: string }[] }; variants: { nodes: { sku: string; price: { amount: string } }[] } };

describe('--products N', () => {
  it('adds N generated products in the all-generated collection', async () => {
    assert.equal(t.emu.seeded?.generated, 300);
    const handles = new Set<string>();
    const nodes: Node[] = [];
    let after: string | null = null;
    for (;;) {
      const r: { data?: { collection: { products: { nodes: Node[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } } } = await t.gql(
        `query ($after: String) { collection(handle: "all-generated") { products(first: 250, after: $after) {
          nodes { handle title tags productType images(first: 5) { nodes { url } } variants(first: 10) { nodes { sku price { amount } } } }
          pageInfo { hasNextPage endCursor } } } }`, { after });
      const page = r.data!.collection.products;
      for (const n of page.nodes) handles.add(n.handle);
      nodes.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    assert.equal(handles.size, 300);
    assert.ok(new Set(nodes.map((n) => n.productType)).size >= 6, 'varied types');
    assert.ok(new Set(nodes.map((n) => n.title)).size > 150, 'varied titles');
    assert.ok(nodes.every((n) => n.images.nodes.length > 0 && n.variants.nodes.length > 0));
  });

  it('prices every generated variant from an existing pricing file row', async () => {
    const r = await t.gql<{ collection: { products: { nodes: Node[] } } }>(
      '{ collection(handle: "all-generated") { products(first: 60) { nodes { tags variants(first: 250) { nodes { sku price { amount } } } } } } }');
    const files = new Map<string, Record<string, number[]>>();
    for (const p of r.data!.collection.products.nodes) {
      const name = p.tags.find((x) => x.startsWith('$='))!.slice(2);
      if (!files.has(name)) files.set(name, await (await t.get(`/pricing/${name}.json`)).json() as Record<string, number[]>);
      const file = files.get(name)!;
      // Lot files quote whole lots below 500 and blocks of 500 above: compare them per unit (as seed.test.ts does).
      const lot = p.tags.includes('Lot Pricing');
      const perUnit = (v: number[]) => v.map((n, i) => (lot ? n / Math.min(file.quantity_breaks![i]!, 500) : n));
      for (const v of p.variants.nodes) {
        const row = perUnit(file[`net_row_${v.sku.split('-').pop()}`] ?? file.net_row_1!);
        assert.ok(row.every((n) => n <= Number(v.price.amount)), v.sku);
      }
    }
  });

  it('keeps catalog queries fast at this size', async () => {
    const t0 = Date.now();
    const r = await t.gql<{ products: { nodes: unknown[] } }>('{ products(first: 250, sortKey: PRICE, query: "product_type:\'Roll Labels\' OR tag:Customizable") { nodes { id title variants(first: 10) { nodes { id } } } } }');
    assert.equal(r.data!.products.nodes.length, 250);
    assert.ok(Date.now() - t0 < 2000);
  });
});
