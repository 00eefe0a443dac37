import type { CartLine } from '../cart/types';
import { PLACED_LINES_KEY, placedLinesFor, rememberPlacedLines } from './placed-lines';

const line = (title: string, qty: number) =>
  ({ title, qty, image: null, selectedVariant: { title: '2" x 2" / White BOPP' } }) as unknown as CartLine;

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

  it('a new checkout replaces the claimed lines', () => {
    rememberPlacedLines([line('Custom Roll Labels', 1000)]);
    placedLinesFor('#1001');
    rememberPlacedLines([line('Kraft Hang Tags', 250)]);
    expect(placedLinesFor('#1002').map((l) => l.title)).toEqual(['Kraft Hang Tags']);
  });

  it('reads nothing from missing, broken or hand-edited storage', () => {
    expect(placedLinesFor('#1001')).toEqual([]);
    localStorage.setItem(PLACED_LINES_KEY, '{not json');
    expect(placedLinesFor('#1001')).toEqual([]);
    localStorage.setItem(PLACED_LINES_KEY, JSON.stringify({ lines: [{ title: 'x', variant: '', quantity: -1, image: null }, 'junk'] }));
    expect(placedLinesFor('#1001')).toEqual([]);
  });
});
