import { formatOrderDate, humanizeStatus, lineDesign, visibleLineProperties, lineVariantTitle } from './order-view';

describe('order-view', () => {
  it('formats dates in en-US long format', () => {
    expect(formatOrderDate('2026-03-04T12:00:00Z')).toBe('March 4, 2026');
    expect(formatOrderDate('2025-12-25T12:00:00Z')).toBe('December 25, 2025');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it('hides private properties, the design and empty values', () => {
    expect(
      visibleLineProperties([
        { key: 'Size', value: '2" x 2"' },
        { key: '_lineItemId', value: '123' },
        { key: 'customer_canvas_state', value: 'abc-123' },
        { key: 'print_ready_image', value: 'https://img.example/print.pdf' },
        { key: 'thumbnail', value: 'https://img.example/thumb.png' },
        { key: 'Material', value: 'White BOPP' },
        { key: 'low_dpi', value: 'true' },
        { key: 'Sides', value: ' ' },
      ]),
    ).toEqual([
      { key: 'Size', value: '2" x 2"' },
      { key: 'Material', value: 'White BOPP' },
    ]);
  });

  it('hides what our systems read under hidden keys, and the store-currency Item Price under either key', () => {
    const line = [
      ['Size', '3" x 3"'], ['Custom size', '2.5" x 2.5"'], ['Artwork', 'Proof approved'],
      ['_customWidth', '2.5'], ['_customHeight', '2.5'], ['_thumbnail', 'https://img.example/t.png'], ['_Item Price', '34.90'], ['Item Price', '34.90'],
    ].map(([key, value]) => ({ key: key!, value: value! }));
    // The custom size reads as the Size, once: the note that repeats it is not shown twice.
    expect(visibleLineProperties(line).map((p) => `${p.key}: ${p.value}`)).toEqual(['Size: 2.5" x 2.5"', 'Artwork: Proof approved']);
    expect(lineDesign(line)).toEqual({ thumbnail: 'https://img.example/t.png', printFile: null });
    expect(lineVariantTitle('3" x 3" / White BOPP', line)).toBe('2.5" x 2.5" / White BOPP');
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

describe('lineDesign', () => {
  it('reads the thumbnail and the print file of a designed line', () => {
    expect(
      lineDesign([
        { key: 'Size', value: '2" x 2"' },
        { key: 'print_ready_image', value: ' https://img.example/print.pdf ' },
        { key: 'thumbnail', value: 'https://img.example/thumb.png' },
      ]),
    ).toEqual({ thumbnail: 'https://img.example/thumb.png', printFile: 'https://img.example/print.pdf' });
  });

  it('is null without a design, and drops values that are not http(s) URLs', () => {
    expect(lineDesign([{ key: 'Size', value: '2" x 2"' }])).toBeNull();
    expect(lineDesign([{ key: 'print_ready_image', value: 'javascript:alert(1)' }, { key: 'thumbnail', value: '/relative.png' }])).toBeNull();
    expect(lineDesign([{ key: 'print_ready_image', value: 'https://img.example/p.pdf' }, { key: 'thumbnail', value: 'data:image/png;base64,AA' }])).toEqual({
      thumbnail: null,
      printFile: 'https://img.example/p.pdf',
    });
  });
});

describe('lineVariantTitle', () => {
  const custom = [
    { key: 'Size', value: '3" x 3"' },
    { key: 'customWidth', value: '2.5' },
    { key: 'customHeight', value: '2.5' },
  ];
  it('reads the standard size of a custom-size line as the size asked for', () => {
    expect(lineVariantTitle('3" x 3" / White BOPP', custom)).toBe('2.5" x 2.5" / White BOPP');
  });
  it('keeps other titles and drops the default one', () => {
    expect(lineVariantTitle('3" x 3" / White BOPP', [{ key: 'Size', value: '3" x 3"' }])).toBe('3" x 3" / White BOPP');
    expect(lineVariantTitle('Default Title', custom)).toBeNull();
    expect(lineVariantTitle(null, [])).toBeNull();
  });
});
