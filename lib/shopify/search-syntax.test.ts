import { fieldTerm, productTypeQuery, quoteValue, relatedProductsQuery, titlePrefixQuery } from './search-syntax';

describe('search syntax builders', () => {
  it('builds the related products filter from vendor, type and title', () => {
    expect(relatedProductsQuery({ vendor: 'PrintCo', productType: 'Roll Labels', title: 'Foo' })).toBe(
      'vendor:"PrintCo" AND product_type:"Roll Labels" AND -title:"Foo"',
    );
  });

  it('escapes quotes and backslashes so a title cannot break out of its phrase', () => {
    expect(relatedProductsQuery({ vendor: 'A "B"', productType: 'T', title: '5" x 3\\ Labels' })).toBe(
      'vendor:"A \\"B\\"" AND product_type:"T" AND -title:"5\\" x 3\\\\ Labels"',
    );
    expect(quoteValue('" OR vendor:"x')).toBe('"\\" OR vendor:\\"x"');
  });

  it('leaves out empty parts and gives up when nothing relates', () => {
    expect(relatedProductsQuery({ vendor: ' ', productType: 'Stickers', title: 'X' })).toBe('product_type:"Stickers" AND -title:"X"');
    expect(relatedProductsQuery({ vendor: '', productType: '', title: 'X' })).toBeNull();
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
