import { indexForSort, normaliseQuery, parseSort, SEARCH_QUERY_MAX } from './query';

describe('normaliseQuery', () => {
  it('trims and collapses every run of white space into one space', () => {
    expect(normaliseQuery('  roll \t  labels\n ')).toBe('roll labels');
  });

  it('keeps at most the longest query the field takes, without a trailing space', () => {
    const long = `${'a'.repeat(SEARCH_QUERY_MAX - 1)} bcdef`;
    expect(normaliseQuery(long)).toBe('a'.repeat(SEARCH_QUERY_MAX - 1));
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('never cuts an emoji in half', () => {
    const query = normaliseQuery('🏷'.repeat(SEARCH_QUERY_MAX + 5));
    expect(Array.from(query)).toHaveLength(SEARCH_QUERY_MAX);
    expect(query).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('reads a repeated parameter by its first value, and anything else as no query', () => {
    expect(normaliseQuery(['labels', 'stickers'])).toBe('labels');
    expect(normaliseQuery(undefined)).toBe('');
    expect(normaliseQuery('   ')).toBe('');
  });
});

describe('sort', () => {
  it('answers relevance from the main index and title from its replica', () => {
    expect(indexForSort('relevance', 'products')).toBe('products');
    expect(indexForSort('title', 'products')).toBe('products_title_asc');
    expect(indexForSort('title', 'products', 'fr')).toBe('products_title_fr_asc');
    expect(indexForSort('relevance', 'products', 'fr')).toBe('products');
  });

  it('falls back to relevance for an unknown sort', () => {
    expect(parseSort('title')).toBe('title');
    expect(parseSort('price')).toBe('relevance');
    expect(parseSort(undefined)).toBe('relevance');
  });
});
