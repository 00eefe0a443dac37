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

  it('shows a custom size as the line size, as the cart does', () => {
    const line = [['Size', '2" x 4"'], ['Material', 'White BOPP'], ['customWidth', '2.5'], ['customHeight', '2.5']].map(([key, value]) => ({ key: key!, value: value! }));
    expect(visibleLineProperties(line).map((p) => `${p.key}: ${p.value}`)).toEqual(['Size: 2.5" x 2.5"', 'Material: White BOPP']);
  });

  it('spells out an unknown status', () => {
    expect(humanizeStatus('PARTIALLY_FULFILLED')).toBe('Partially fulfilled');
    expect(humanizeStatus('')).toBe('');
  });
});
