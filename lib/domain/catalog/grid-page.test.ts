import { GRID_PAGE_SIZE, MAX_PAGE, gridSlice, pageCount, pageFromSearch, pageHref, pagedPath } from './grid-page';
import type { ProductCard } from './types';

const card = (n: number, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: `p${n}`,
  handle: `p-${n}`,
  title: `Product ${n}`,
  productType: 'Labels',
  vendor: 'Acme',
  createdAt: new Date(Date.UTC(2024, 0, n)).toISOString(),
  variants: [{ id: `v${n}`, price: n * 100, availableForSale: true }],
  image: null,
  ...overrides,
});
const cards = Array.from({ length: 12 }, (_, i) => card(i + 1));
const titles = (list: ProductCard[]) => list.map((c) => c.title);

describe('pageFromSearch', () => {
  it('reads a page number from 2 to the last page a collection can have', () => {
    expect(pageFromSearch('?page=2')).toBe(2);
    expect(pageFromSearch(new URLSearchParams({ page: String(MAX_PAGE) }))).toBe(MAX_PAGE);
  });
  it('takes anything else for the first page', () => {
    for (const search of ['', '?page=1', '?page=0', '?page=-3', '?page=02', '?page=2.5', '?page=abc', `?page=${MAX_PAGE + 1}`, '?page=99999']) {
      expect(pageFromSearch(search)).toBe(1);
    }
  });
});

describe('pageHref and pageCount', () => {
  it('writes page 1 as the plain path and later pages with ?page=', () => {
    expect(pageHref('/collections/all', 1)).toBe('/collections/all');
    expect(pageHref('/collections/all', 3)).toBe('/collections/all?page=3');
  });
  it('counts whole pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(GRID_PAGE_SIZE)).toBe(1);
    expect(pageCount(GRID_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(250)).toBe(50);
  });
});

describe('pagedPath', () => {
  it('moves a grid page into the path of collection, category and sidebar pages', () => {
    expect(pagedPath('/collections/all', '?page=2&sort=AscOrder')).toBe('/collections/all/p/2');
    expect(pagedPath('/category/stickers', '?page=4')).toBe('/category/stickers/p/4');
    expect(pagedPath('/right-sidebar/collection', '?page=3')).toBe('/right-sidebar/collection/p/3');
  });
  it('leaves the first page, other pages and junk numbers alone', () => {
    expect(pagedPath('/collections/all', '?page=1')).toBe('/collections/all');
    expect(pagedPath('/collections/all', '?page=x')).toBe('/collections/all');
    expect(pagedPath('/products/labels', '?page=2')).toBe('/products/labels');
    expect(pagedPath('/search', '?page=2')).toBe('/search');
    expect(pagedPath('/collections/all/p/2', '?page=3')).toBe('/collections/all/p/2');
  });
});

describe('gridSlice', () => {
  it('cuts a page out of the collection in its own order, with the whole size', () => {
    const { items, total } = gridSlice(cards, { sort: 'none', offset: 5, limit: 5 }, 'en');
    expect(titles(items)).toEqual(['Product 6', 'Product 7', 'Product 8', 'Product 9', 'Product 10']);
    expect(total).toBe(12);
    expect(gridSlice(cards, { sort: 'none', offset: 10, limit: 5 }, 'en').items).toHaveLength(2);
    expect(gridSlice(cards, { sort: 'none', offset: 20, limit: 5 }, 'en').items).toHaveLength(0);
  });
  it('sorts the whole collection before cutting, so a later page continues the order', () => {
    const first = gridSlice(cards, { sort: 'HighToLow', offset: 0, limit: 5 }, 'en').items;
    const second = gridSlice(cards, { sort: 'HighToLow', offset: 5, limit: 5 }, 'en').items;
    expect(titles([...first, ...second])).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Product ${n}`));
  });
  it('filters by brand, in any case, and counts what the filter keeps', () => {
    const tagged = [card(1, { tags: ['Brand=Indoor'] }), card(2, { tags: ['Brand=Outdoor'] }), card(3, { tags: ['Brand=Short-Term Outdoor'] })];
    const outdoor = gridSlice(tagged, { sort: 'none', brands: ['outdoor'], offset: 0, limit: 5 }, 'en');
    expect(titles(outdoor.items)).toEqual(['Product 2']);
    expect(outdoor.total).toBe(1);
    expect(gridSlice(tagged, { sort: 'none', brands: ['Indoor', 'Outdoor'], offset: 0, limit: 5 }, 'en').total).toBe(2);
    expect(gridSlice(tagged, { sort: 'none', brands: [], offset: 0, limit: 5 }, 'en').total).toBe(3);
  });
});
