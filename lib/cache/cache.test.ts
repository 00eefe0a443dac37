import { loadConfig } from '../config';
import { catalogCacheLife } from './life';
import { CATALOG_TAG, collectionTag, pageTag, productTag, snippetsTag, tagsForChange, tenantTag } from './tags';

describe('cache tags', () => {
  it('spells each tag kind with its prefix', () => {
    expect(tenantTag('r-acme')).toBe('tenant:r-acme');
    expect(productTag('ca-roll-labels')).toBe('product:ca-roll-labels');
    expect(collectionTag('acme-labels')).toBe('collection:acme-labels');
    expect(pageTag('faq')).toBe('page:faq');
    expect(snippetsTag('resellers/acme')).toBe('snippets:resellers/acme');
  });

  it('drops the list tag with product and collection changes only', () => {
    expect(tagsForChange({ kind: 'product', handle: 'x' })).toEqual(['product:x', CATALOG_TAG]);
    expect(tagsForChange({ kind: 'collection', handle: 'c' })).toEqual(['collection:c', CATALOG_TAG]);
    expect(tagsForChange({ kind: 'page', handle: 'faq' })).toEqual(['page:faq']);
    expect(tagsForChange({ kind: 'snippets', owner: 'sites/us' })).toEqual(['snippets:sites/us']);
    expect(tagsForChange({ kind: 'tenant', tenantKey: 'fr' })).toEqual(['tenant:fr']);
  });
});

describe('catalogCacheLife', () => {
  it('revalidates after the configured seconds and expires after a day', () => {
    expect(catalogCacheLife(loadConfig({}))).toEqual({ stale: 300, revalidate: 3600, expire: 86400 });
  });
  it('keeps expire >= revalidate and stale <= revalidate for unusual settings', () => {
    expect(catalogCacheLife({ CATALOG_CACHE_SECONDS: 200_000 })).toEqual({ stale: 300, revalidate: 200_000, expire: 200_000 });
    expect(catalogCacheLife({ CATALOG_CACHE_SECONDS: 60 })).toEqual({ stale: 60, revalidate: 60, expire: 86400 });
  });
});
