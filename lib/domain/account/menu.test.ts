import { currentAccountEntry } from './menu';

describe('currentAccountEntry', () => {
  it.each([
    ['/account', 'overview'],
    ['/account/', 'overview'],
    ['/account/orders/summary', 'orders'],
    ['/account/orders/summary/1001', 'orders'],
    ['/account/artwork', 'artwork'],
    ['/account/elsewhere', null],
    ['/cart', null],
  ])('%s → %s', (path, entry) => {
    expect(currentAccountEntry(path)).toBe(entry);
  });
});
