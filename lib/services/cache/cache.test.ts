import { CATALOG_TAG, MAX_TAG_LENGTH, collectionTag, pageTag, productTag, snippetsTag, tagsForChange, tenantTag } from './tags';

describe('cache tags', () => {
  it('spells each tag kind with its prefix', () => {
    expect(tenantTag('r-acme')).toBe('tenant:r-acme');
    expect(productTag('ca-roll-labels')).toBe('product:ca-roll-labels');
    expect(collectionTag('acme-labels')).toBe('collection:acme-labels');
    expect(pageTag('faq')).toBe('page:faq');
    expect(snippetsTag('resellers/acme')).toBe('snippets:resellers/acme');
  });

  it('cuts a tag to the length Next keeps (a 255-character handle with its prefix is longer), the same way for readers and the revalidate route', () => {
    const handle = `acme-${'a'.repeat(255)}`;
    expect(productTag(handle)).toHaveLength(MAX_TAG_LENGTH);
    expect(productTag(handle)).toBe(`product:${handle}`.slice(0, 256));
    expect(tagsForChange({ kind: 'product', handle })[0]).toBe(productTag(handle));
  });

  it('drops the list tag with product and collection changes only', () => {
    expect(tagsForChange({ kind: 'product', handle: 'x' })).toEqual(['product:x', CATALOG_TAG]);
    expect(tagsForChange({ kind: 'collection', handle: 'c' })).toEqual(['collection:c', CATALOG_TAG]);
    expect(tagsForChange({ kind: 'page', handle: 'faq' })).toEqual(['page:faq', 'sitemap']);
    expect(tagsForChange({ kind: 'snippets', owner: 'sites/us' })).toEqual(['snippets:sites/us']);
    expect(tagsForChange({ kind: 'tenant', tenantKey: 'fr' })).toEqual(['tenant:fr']);
  });
});
