import { pageNumbers, pageSlice, parsePage } from './pages';

describe('parsePage', () => {
  it('reads a whole page number from 1, anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    for (const raw of [undefined, '', '0', '-2', '1.5', 'abc', '99999999999']) expect(parsePage(raw)).toBe(1);
  });
});

describe('pageSlice', () => {
  it('slices 24 results per page', () => {
    expect(pageSlice(50, 1)).toEqual({ page: 1, pages: 3, start: 0, end: 24 });
    expect(pageSlice(50, 3)).toEqual({ page: 3, pages: 3, start: 48, end: 50 });
  });

  it('shows the last page for a page past the end, and one empty page for no results', () => {
    expect(pageSlice(999, 100)).toEqual({ page: 42, pages: 42, start: 984, end: 999 });
    expect(pageSlice(0, 4)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
  });
});

describe('pageNumbers', () => {
  it('lists every page when they are few', () => {
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(10, 42)).toEqual([1, null, 8, 9, 10, 11, 12, null, 42]);
    expect(pageNumbers(1, 42)).toEqual([1, 2, 3, null, 42]);
  });

  it('shows a lone missing page rather than a gap', () => {
    expect(pageNumbers(5, 42)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 42]);
  });
});
