import { searchPath } from './links';

describe('searchPath', () => {
  it('links the query, leaving the default sort and the first page out', () => {
    expect(searchPath('roll labels')).toBe('/search?q=roll+labels');
    expect(searchPath('a&b', { sort: 'relevance', page: 1 })).toBe('/search?q=a%26b');
  });

  it('carries the title sort and a later page', () => {
    expect(searchPath('labels', { sort: 'title', page: 3 })).toBe('/search?q=labels&sort=title&page=3');
  });
});
