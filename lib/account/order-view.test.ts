import { formatOrderDate, humanizeStatus, visibleLineProperties } from './order-view';

describe('order-view', () => {
  it('formats dates in en-US long format', () => {
    expect(formatOrderDate('2026-03-04T12:00:00Z')).toBe('March 4, 2026');
    expect(formatOrderDate('2025-12-25T12:00:00Z')).toBe('December 25, 2025');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it('hides private properties, the editor state and empty values', () => {
    expect(
      visibleLineProperties([
        { key: 'Size', value: '2" x 2"' },
        { key: '_lineItemId', value: '123' },
        { key: 'customer_canvas_state', value: '{"a":1}' },
        { key: 'Material', value: 'White BOPP' },
        { key: 'low_dpi', value: ' ' },
      ]),
    ).toEqual([
      { key: 'Size', value: '2" x 2"' },
      { key: 'Material', value: 'White BOPP' },
    ]);
  });

  it('spells out an unknown status', () => {
    expect(humanizeStatus('PARTIALLY_FULFILLED')).toBe('Partially fulfilled');
    expect(humanizeStatus('')).toBe('');
  });
});
