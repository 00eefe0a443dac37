import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate, parseQuery, textMatch, type Term } from '../src/graphql/search.ts';

/** Evaluates a query against a record of field → values (bare words match `title`). */
function matches(query: string, rec: Record<string, string[]>): boolean {
  return evaluate(parseQuery(query), (t: Term) => {
    const values = rec[t.field ?? 'title'] ?? [];
    return values.some((v) => (t.field === 'title' || t.field === null ? textMatch(v, t.value, t.prefix)
      : t.prefix ? v.toLowerCase().startsWith(t.value.toLowerCase()) : v.toLowerCase() === t.value.toLowerCase()));
  });
}

const roll = { title: ['Custom Roll Labels'], vendor: ['PrintCo'], product_type: ['Roll Labels'], tag: ['Custom Size', 'OE=Overlamination'] };

describe('search syntax', () => {
  it('parses quoted values, negation and connectives', () => {
    assert.deepEqual(parseQuery("vendor:'PrintCo' AND -title:\"X Y\""), {
      kind: 'and',
      items: [
        { kind: 'term', field: 'vendor', op: '=', value: 'PrintCo', prefix: false },
        { kind: 'not', item: { kind: 'term', field: 'title', op: '=', value: 'X Y', prefix: false } },
      ],
    });
    assert.equal(parseQuery('   '), null);
  });

  it('matches like Shopify for the storefront queries', () => {
    assert.ok(matches("vendor:'PrintCo' AND product_type:'Roll Labels' AND -title:'Other'", roll));
    assert.ok(!matches("vendor:'PrintCo' AND product_type:'Roll Labels' AND -title:'Custom Roll Labels'", roll));
    assert.ok(!matches("NOT title:'Custom Roll Labels'", roll));
    assert.ok(matches('product_type:"Sheet Labels" OR product_type:"Roll Labels"', roll));
    assert.ok(matches("tag:'Custom Size' tag:OE=Overlamination", roll), 'implicit AND, value with =');
    assert.ok(!matches('tag:Lot OR (vendor:Other AND title:Custom)', roll));
    assert.ok(matches('title:Cust*', roll));
    assert.ok(matches('roll', roll), 'bare word');
    assert.ok(matches('vendor:print*', roll), 'case-insensitive prefix');
  });

  it('gives AND precedence over OR and tolerates stray parentheses', () => {
    // a OR (b AND c): true because of a
    assert.ok(matches('vendor:PrintCo OR vendor:X AND vendor:Y', roll));
    // (a OR b) AND c: false because of c
    assert.ok(!matches('(vendor:PrintCo OR vendor:X) AND vendor:Y', roll));
    assert.ok(matches('(vendor:PrintCo', roll));
    assert.ok(matches('vendor:PrintCo)', roll));
  });

  it('handles comparators', () => {
    const q = parseQuery('created_at:>=2025-01-01 variants.price:<1.5');
    assert.deepEqual(q, {
      kind: 'and',
      items: [
        { kind: 'term', field: 'created_at', op: '>=', value: '2025-01-01', prefix: false },
        { kind: 'term', field: 'variants.price', op: '<', value: '1.5', prefix: false },
      ],
    });
  });
});
