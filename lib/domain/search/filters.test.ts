import { hitsForTenant, tenantFilter } from './filters';
import type { SearchHit } from './hit';

const hit = (handle: string, productType = 'Roll Labels'): SearchHit => ({
  id: handle,
  handle,
  title: handle,
  productType,
  vendor: 'Print Co',
  image: null,
  price: 1000,
});

describe('tenantFilter', () => {
  it("keeps a reseller host to what its store sells: the records listing it among their resellers", () => {
    expect(tenantFilter({ kind: 'reseller', resellerId: 'acme' }, ['acme', 'northwind'])).toBe('resellers:"acme"');
  });

  it('excludes every configured reseller on a company site (an empty reseller cannot be filtered on)', () => {
    expect(tenantFilter({ kind: 'site' }, ['acme', 'northwind'])).toBe('NOT reseller:"acme" AND NOT reseller:"northwind"');
  });

  it('filters nothing on a company site when no reseller is configured', () => {
    expect(tenantFilter({ kind: 'site' }, [])).toBe('');
  });
});

describe('hitsForTenant', () => {
  const prefixes = ['', 'ca-', 'fr-', 'acme-', 'northwind-'];
  const hits = [hit('custom-roll-labels'), hit('ca-bilingual-labels'), hit('fr-etiquettes'), hit('overlamination', 'Optional Extra')];

  it("keeps the US site to its own region's products, in the service's order", () => {
    expect(hitsForTenant({ handlePrefix: '' }, hits, prefixes).map((h) => h.handle)).toEqual(['custom-roll-labels']);
  });

  it('lets a region site list its own products and the shared ones', () => {
    expect(hitsForTenant({ handlePrefix: 'ca-' }, hits, prefixes).map((h) => h.handle)).toEqual(['custom-roll-labels', 'ca-bilingual-labels']);
  });
});
