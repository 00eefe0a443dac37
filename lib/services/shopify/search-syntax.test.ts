import { fieldTerm, productTypeQuery, quoteValue, relatedProductsQuery, titlePrefixQuery } from './search-syntax';

describe('search syntax builders', () => {
  it('builds the related products filter from vendor and type, never from the (maybe translated) title', () => {
    const en = { vendor: 'PrintCo', productType: 'Roll Labels', title: 'Custom Roll Labels' };
    const fr = { ...en, title: 'Étiquettes en rouleau personnalisées' };
    expect(relatedProductsQuery(en)).toBe('vendor:"PrintCo" AND product_type:"Roll Labels"');
    expect(relatedProductsQuery(fr)).toBe(relatedProductsQuery(en));
  });

  it('escapes quotes and backslashes so a value cannot break out of its phrase', () => {
    expect(relatedProductsQuery({ vendor: 'A "B"', productType: '5" x 3\\ Labels' })).toBe(
      'vendor:"A \\"B\\"" AND product_type:"5\\" x 3\\\\ Labels"',
    );
    expect(quoteValue('" OR vendor:"x')).toBe('"\\" OR vendor:\\"x"');
  });

  it('leaves out empty parts and gives up when nothing relates', () => {
    expect(relatedProductsQuery({ vendor: ' ', productType: 'Stickers' })).toBe('product_type:"Stickers"');
    expect(relatedProductsQuery({ vendor: '', productType: '' })).toBeNull();
  });

  it('builds single-field filters', () => {
    expect(productTypeQuery('Optional Extra')).toBe('product_type:"Optional Extra"');
    expect(fieldTerm('tag', 'OE=Matte Varnish', true)).toBe('-tag:"OE=Matte Varnish"');
  });

  it('escapes a title prefix instead of quoting it', () => {
    expect(titlePrefixQuery('acme')).toBe('title:acme*');
    expect(titlePrefixQuery('Acme: Labels')).toBe('title:Acme\\:\\ Labels*');
    expect(titlePrefixQuery('a*"b')).toBe('title:a\\*\\"b*');
  });
});
