import type { CartLine } from '../../domain/cart/types';
import { PLACED_LINES_KEY, PLACED_LINES_VERSION, placedDeliveryFor, placedLinesFor, rememberPlacedLines } from './placed-lines';

const line = (title: string, quantity: number) =>
  ({ title, quantity, image: null, selectedVariant: { title: '2" x 2" / White BOPP' } }) as unknown as CartLine;

/** What a checkout in this browser (or another tab) left, in the store's envelope. */
const stored = (state: unknown, version = PLACED_LINES_VERSION) => localStorage.setItem(PLACED_LINES_KEY, JSON.stringify({ state, version }));

describe('the lines kept for the order confirmation', () => {
  beforeEach(() => localStorage.clear());

  it('lists what the cart held to the first order that asks, and to that order again', () => {
    rememberPlacedLines([line('Custom Roll Labels', 1000)]);
    const expected = [{ title: 'Custom Roll Labels', variant: '2" x 2" / White BOPP', quantity: 1000, image: null }];
    expect(placedLinesFor('#1001')).toEqual(expected);
    expect(placedLinesFor('#1001')).toEqual(expected);
  });

  it('shows nothing to another order number once claimed', () => {
    rememberPlacedLines([line('Custom Roll Labels', 1000)]);
    placedLinesFor('#1001');
    expect(placedLinesFor('#1002')).toEqual([]);
  });

  it('keeps the claim in storage, so a reload or another tab shows nothing to another number', () => {
    rememberPlacedLines([line('Custom Roll Labels', 1000)]);
    placedLinesFor('#1001');
    expect(JSON.parse(localStorage.getItem(PLACED_LINES_KEY)!)).toEqual({
      state: { order: '#1001', lines: [{ title: 'Custom Roll Labels', variant: '2" x 2" / White BOPP', quantity: 1000, image: null }], at: expect.any(Number) },
      version: PLACED_LINES_VERSION,
    });
    stored({ order: '#1001', lines: [{ title: 'Kraft Hang Tags', variant: '', quantity: 250, image: null }] });
    expect(placedLinesFor('#1002')).toEqual([]);
    expect(placedLinesFor('#1001').map((l) => l.title)).toEqual(['Kraft Hang Tags']);
  });

  it('a new checkout replaces the claimed lines', () => {
    rememberPlacedLines([line('Custom Roll Labels', 1000)]);
    placedLinesFor('#1001');
    rememberPlacedLines([line('Kraft Hang Tags', 250)]);
    expect(placedLinesFor('#1002').map((l) => l.title)).toEqual(['Kraft Hang Tags']);
  });

  it('reads what another tab kept, not what this one last held', () => {
    rememberPlacedLines([line('Custom Roll Labels', 1000)]);
    stored({ order: null, lines: [{ title: 'Kraft Hang Tags', variant: '', quantity: 250, image: 'https://cdn.example/t.png' }] });
    expect(placedLinesFor('#1003')).toEqual([{ title: 'Kraft Hang Tags', variant: '', quantity: 250, image: 'https://cdn.example/t.png' }]);
    localStorage.clear();
    expect(placedLinesFor('#1003')).toEqual([]);
  });

  it('reads nothing from missing, broken or hand-edited storage', () => {
    expect(placedLinesFor('#1001')).toEqual([]);
    localStorage.setItem(PLACED_LINES_KEY, '{not json');
    expect(placedLinesFor('#1001')).toEqual([]);
    stored({ lines: [{ title: 'x', variant: '', quantity: -1, image: null }, { title: 'y', variant: '', quantity: 1.5, image: 3 }, 'junk'] });
    expect(placedLinesFor('#1001')).toEqual([]);
    stored({ order: 7, lines: 'junk' });
    expect(placedLinesFor('#1001')).toEqual([]);
    stored({ order: 7, lines: [{ title: 'Kept', variant: '', quantity: 2, image: null }] }, 0);
    expect(placedLinesFor('#1001').map((l) => l.title)).toEqual(['Kept']);
  });

  it('reads the lines a checkout kept before the store had its envelope', () => {
    localStorage.setItem(PLACED_LINES_KEY, JSON.stringify({ lines: [{ title: 'Custom Roll Labels', variant: '2" x 2"', quantity: 500, image: null }] }));
    expect(placedLinesFor('#1001')).toEqual([{ title: 'Custom Roll Labels', variant: '2" x 2"', quantity: 500, image: null }]);
    expect(placedLinesFor('#1002')).toEqual([]);
  });

  it('a storage that refuses writes or reads costs only the list', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberPlacedLines([line('Custom Roll Labels', 1000)])).not.toThrow();
    setItem.mockRestore();
    expect(placedLinesFor('#1001')).toEqual([]);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(placedLinesFor('#1001')).toEqual([]);
    getItem.mockRestore();
  });
});

describe('what the expected delivery counts from', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each line\'s production time and when the browser left for the checkout', () => {
    const withSpecs = (title: string, specs: string[]) => ({ ...line(title, 100), productData: { specs } }) as unknown as CartLine;
    jest.useFakeTimers({ now: Date.parse('2026-11-25T15:00:00Z') });
    try {
      rememberPlacedLines([
        withSpecs('Custom Roll Labels', ['Production Time: 2–4 business days']),
        withSpecs('Kraft Hang Tags', ['Délai de production : 5 à 7 jours ouvrables']),
        withSpecs('Gift Card', []),
      ]);
    } finally {
      jest.useRealTimers();
    }
    expect(placedDeliveryFor('#1001')).toEqual({ at: Date.parse('2026-11-25T15:00:00Z'), productionDays: [4, 7] });
    expect(placedDeliveryFor('#1002')).toEqual({ at: null, productionDays: [] });
  });

  it('drops a hand-edited production time and time', () => {
    stored({ order: null, lines: [{ title: 'Tags', variant: '', quantity: 1, image: null, productionDays: -3 }, { title: 'Labels', variant: '', quantity: 1, image: null, productionDays: 2 }], at: 'soon' });
    expect(placedDeliveryFor('#1001')).toEqual({ at: null, productionDays: [2] });
  });
});
