import { toFractionalCents } from '@/lib/ground/money/cents';
import { isCartLine } from '../cart/shape';
import { decimalString } from '../../ground/money/cents';
import { priceLine } from '../pricing/price';
import { buildCartLine, newLineItemId } from './cart-line';
import { GRID, makeProduct } from './test-fixtures';

const product = makeProduct();
const variant = product.variants.find((v) => v.sku === 'RL-3-WGP-S-3')!; // 2" x 4" paper, 0.70

describe('newLineItemId', () => {
  it('is the timestamp plus a counter, unique within one millisecond', () => {
    const a = newLineItemId(1700000000000);
    const b = newLineItemId(1700000000000);
    expect(a).toMatch(/^1700000000000-\d+$/);
    expect(b).not.toBe(a);
  });
});

describe('buildCartLine', () => {
  const input = {
    product,
    variant,
    quantity: 100,
    grid: GRID,
    lot: false,
    markup: 10,
    extras: [
      { key: 'overlamination' as const, basePrice: 4 },
      { key: 'white_halo' as const, basePrice: 3 },
    ],
    custom: { width: 2.5, height: 3 },
    resellerId: 'acme',
    lineItemId: 'L1',
  };

  it('builds the cart line, priced by the pricing engine', () => {
    const line = buildCartLine(input);
    const price = priceLine({ grid: GRID, variant: { sku: variant.sku, price: variant.price }, quantity: 100, markup: 10, lot: false, extras: input.extras });
    expect(line).toEqual({
      lineItemId: 'L1',
      id: variant.id,
      productId: product.id,
      handle: 'custom-roll-labels',
      title: 'Custom Roll Labels',
      image: product.image,
      quantity: 100,
      exactUnitPrice: toFractionalCents(price.unitPrice),
      listPrice: 70,
      discount: price.savings,
      total: price.total,
      selectedVariant: variant,
      pricingRow: '3',
      properties: {
        Size: '2" x 4"',
        Material: 'White Gloss Paper',
        Sides: 'Single Sided',
        customWidth: '2.5',
        customHeight: '3',
        overlamination: 'Yes',
        white_halo: 'Yes',
        'Item Price': decimalString(price.total),
      },
      lotPriced: false,
      pricingGrid: GRID,
      productData: { variants: product.variants, tags: product.tags, specs: product.specs },
      markup: 10,
      whiteHalo: true,
      extras: input.extras,
      resellerId: 'acme',
    });
    // (0.35 + 0.04) × 1.5 × 1.1 = 0.6435 per unit → 64.35
    expect(line.total).toBe(6435);
    expect(line.properties['Item Price']).toBe('64.35');
    expect(isCartLine(line)).toBe(true);
  });

  it('leaves out custom dimensions, extras and options the product lacks', () => {
    const plain = { ...variant, selectedOptions: [{ name: 'Size', value: '2" x 4"' }] };
    const line = buildCartLine({ ...input, variant: plain, extras: [], custom: null, grid: null, resellerId: null });
    expect(line.properties).toEqual({ Size: '2" x 4"', 'Item Price': '70.00' });
    expect(line).toMatchObject({ whiteHalo: false, extras: [], pricingGrid: null, discount: 0, total: 7000, resellerId: null });
  });

  it("keeps the shopper's words for the chosen values when the page showed them in another language", () => {
    const french = {
      ...product,
      options: product.options.map((o) => ({ ...o, valueLabels: o.values.map((v) => (v === 'White Gloss Paper' ? 'Papier blanc brillant' : v)) })),
    };
    const line = buildCartLine({ ...input, product: french });
    expect(line.properties.Material).toBe('White Gloss Paper');
    expect(line.optionLabels).toEqual({ 'White Gloss Paper': 'Papier blanc brillant' });
    expect(isCartLine(JSON.parse(JSON.stringify(line)))).toBe(true);
    expect(buildCartLine(input)).not.toHaveProperty('optionLabels');
  });

  it('describes a custom size in millimetres too on a metric site, its properties in inches', () => {
    const line = buildCartLine({ ...input, metricSizes: true });
    expect(line.properties).toMatchObject({ customWidth: '2.5', customHeight: '3' });
    expect(line.optionLabels).toEqual({ '2.5" x 3"': '2.5" x 3" (64 × 76 mm)' });
    expect(isCartLine(JSON.parse(JSON.stringify(line)))).toBe(true);
  });

  it('gives each line a fresh id when none is given', () => {
    const { lineItemId: _omit, ...rest } = input;
    void _omit;
    expect(buildCartLine(rest).lineItemId).not.toBe(buildCartLine(rest).lineItemId);
  });
});
