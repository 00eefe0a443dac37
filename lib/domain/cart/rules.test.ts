import { cartBlockReason, lineMinimumViolation, quantityOptions } from './rules';
import { cartTotals } from './totals';
import { LOT_GRID, pricedLine } from './test-fixtures';

describe('cartTotals', () => {
  it('adds the line totals and savings, in cents', () => {
    const lines = [pricedLine({ lineItemId: 'a', quantity: 100 }), pricedLine({ lineItemId: 'b', quantity: 99 })];
    expect(cartTotals(lines)).toMatchObject({ subtotal: 13920, savings: 5980, quantity: 199 });
    expect(cartTotals(lines).lineTotals.reduce((a, b) => a + b, 0)).toBe(13920);
  });

  it('sums exactly, and keeps whole cents when a stored line was edited by hand', () => {
    const cart = (totals: number[]) => totals.map((total, i) => ({ ...pricedLine({ lineItemId: String(i) }), total, discount: 0 }));
    expect(cartTotals(cart([10, 20])).subtotal).toBe(30);
    expect(cartTotals(cart([0.5, 0.4])).subtotal).toBe(1);
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, lineTotals: [], savings: 0, quantity: 0 });
  });
});

describe('the minimum rule in the cart, counted per product', () => {
  const other = (over: Parameters<typeof pricedLine>[0]) => pricedLine({ productId: 'gid://shopify/Product/2', ...over });

  it('compares the quantity of a lone line with the first break', () => {
    expect(lineMinimumViolation(pricedLine({ quantity: 20 }), [pricedLine({ quantity: 20 })])).toEqual({ n: 50, m: 30 });
    expect(lineMinimumViolation(pricedLine({ quantity: 50 }), [pricedLine({ quantity: 50 })])).toBeNull();
    expect(lineMinimumViolation(pricedLine({ quantity: 0 }), [pricedLine({ quantity: 0 })])).toEqual({ n: 50, m: 50 });
  });

  it('adds the lines of the same product, as the product page does', () => {
    const lines = [pricedLine({ lineItemId: 'a', quantity: 30 }), pricedLine({ lineItemId: 'b', quantity: 20 })];
    expect(lines.map((l) => lineMinimumViolation(l, lines))).toEqual([null, null]);
    expect(cartBlockReason(lines)).toBeNull();
  });

  it('does not count another product\'s lines', () => {
    const lines = [pricedLine({ lineItemId: 'a', quantity: 30 }), other({ lineItemId: 'b', quantity: 500 })];
    expect(lineMinimumViolation(lines[0]!, lines)).toEqual({ n: 50, m: 20 });
    expect(cartBlockReason(lines)).toBe('minimum');
  });

  it('does not apply without a grid', () => {
    expect(lineMinimumViolation(pricedLine({ pricingGrid: null, quantity: 1 }), [pricedLine({ pricingGrid: null, quantity: 1 })])).toBeNull();
  });
});

describe('quantityOptions', () => {
  it('offers the breaks plus a custom quantity', () => {
    expect(quantityOptions(pricedLine())).toEqual({ breaks: [50, 100, 250, 500], custom: true });
  });

  it('offers the breaks only for a lot-priced line', () => {
    expect(quantityOptions(pricedLine({ lotPriced: true, pricingGrid: LOT_GRID, quantity: 250 }))).toEqual({
      breaks: [250, 500, 1000],
      custom: false,
    });
  });

  it('offers the free number alone without a grid', () => {
    expect(quantityOptions(pricedLine({ pricingGrid: null }))).toEqual({ breaks: [], custom: true });
    expect(quantityOptions(pricedLine({ pricingGrid: null, lotPriced: true }))).toEqual({ breaks: [], custom: true });
  });
});

describe('cartBlockReason', () => {
  const ok = pricedLine({ lineItemId: 'a', quantity: 100 });

  it('accepts a non-empty cart of valid lines', () => {
    expect(cartBlockReason([ok])).toBeNull();
  });

  it.each([
    ['empty', []],
    ['unavailable', [ok, { ...pricedLine({ lineItemId: 'b', quantity: 100 }), unavailable: true }]],
    ['quantity', [ok, pricedLine({ lineItemId: 'b', quantity: 0, pricingGrid: null })]],
    ['minimum', [ok, pricedLine({ lineItemId: 'b', productId: 'gid://shopify/Product/2', quantity: 49 })]],
  ] as const)('blocks a cart with reason %s', (reason, lines) => {
    expect(cartBlockReason(lines)).toBe(reason);
  });

  it('names unavailable lines before quantity problems', () => {
    expect(cartBlockReason([pricedLine({ quantity: 0 }), { ...ok, unavailable: true }])).toBe('unavailable');
  });
});
