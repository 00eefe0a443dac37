/** @jest-environment node */
jest.mock('server-only', () => ({}));

import type { PricedLine } from '../checkout/price-lines';
import type { CheckoutVariant } from '../checkout/reprice';
import fc from 'fast-check';
import { toCents } from '../../ground/money/cents';
import { QUANTITY_CAP } from '../pricing/quantity';
import { numericId, punchoutLineItem, punchoutOrder, unitPrice } from './order';

/** What a procurement system makes of a line: the decimal unit price × quantity, rounded half up to the cent. */
function requisitionCents(price: string, quantity: number): number {
  const [whole, fraction = ''] = price.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const scaled = (BigInt(whole!) * scale + BigInt(fraction || '0')) * BigInt(quantity) * 100n;
  return Number((scaled * 2n + scale) / (2n * scale));
}

const VARIANT: CheckoutVariant = {
  id: 'gid://shopify/ProductVariant/44012345678901',
  title: '2" x 2"',
  sku: 'RL-2X2-W-S-1',
  price: 120,
  availableForSale: true,
  selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
  product: {
    id: 'gid://shopify/Product/8012345678',
    handle: 'roll-labels',
    title: 'Roll Labels',
    productType: 'Roll Labels',
    vendor: 'PrintCo',
    tags: ['$=roll'],
    options: [{ name: 'Size', values: ['2" x 2"'] }],
    variants: [],
  },
};

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  lineItemId: 'l1',
  merchandiseId: VARIANT.id,
  quantity: 100,
  total: 6160,
  properties: { Size: '2" x 2"', overlamination: 'Yes' },
  variant: VARIANT,
  itemPrice: '61.60',
  signature: 'c0ffee',
  notes: [],
  ...over,
});

describe('unitPrice', () => {
  it.each([
    [6160, 100, '0.616'],
    [6000, 100, '0.60'],
    [12345, 1, '123.45'],
    [100, 8, '0.125'],
    [1, 100, '0.0001'],
    [12345, 10, '12.345'],
    [0, 5, '0.00'],
    [999999900, 3, '3333333.00'],
    [14599, 1000, '0.14599'],
  ])('%i cents over %i is %s, exactly', (total, quantity, price) => {
    expect(unitPrice(total, quantity)).toBe(price);
  });

  it('gives 1,000 labels at $145.99 a unit price the requisition multiplies back to $145.99, not $146.00', () => {
    expect(requisitionCents(unitPrice(14599, 1000), 1000)).toBe(14599);
  });

  it('sends the shortest decimal that multiplies back to the total when the division does not end', () => {
    expect(unitPrice(100, 3)).toBe('0.333'); // × 3 = 0.999 → 1.00
    expect(unitPrice(200, 3)).toBe('0.667'); // × 3 = 2.001 → 2.00
    expect(unitPrice(1, 200)).toBe('0.00005');
    expect(unitPrice(1, 201)).toBe('0.00005'); // × 201 = 0.01005 → 0.01
    expect(unitPrice(1, QUANTITY_CAP)).toBe('0.000000001');
  });

  it('prices any quantity at any tier so that unit × quantity rounds to the total we priced', () => {
    const tierUnit = fc.integer({ min: 0, max: 10_000_000 }).map((hundredThousandths) => hundredThousandths / 100_000); // a tier's per-unit price, to 5 places
    fc.assert(
      fc.property(fc.integer({ min: 1, max: QUANTITY_CAP }), tierUnit, (quantity, unit) => {
        const total = toCents(unit * quantity);
        if (!Number.isSafeInteger(total)) return;
        const price = unitPrice(total, quantity);
        expect(requisitionCents(price, quantity)).toBe(total);
        expect(price.split('.')[1]!.length).toBeLessThanOrEqual(2 + String(quantity).length);
      }),
      { numRuns: 5000 },
    );
  });

  it('prices any total over small quantities back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 100_000_000 }), (quantity, total) => {
        expect(requisitionCents(unitPrice(total, quantity), quantity)).toBe(total);
      }),
      { numRuns: 5000 },
    );
  });

  it('never goes through a binary fraction: totals past 2^53 / 100 would', () => {
    expect(unitPrice(Number.MAX_SAFE_INTEGER, 1)).toBe('90071992547409.91');
  });

  it.each([
    [100, 0],
    [100, 1.5],
    [-1, 1],
    [1.5, 1],
    [100, QUANTITY_CAP + 1],
  ])('refuses %s cents over %s', (total, quantity) => {
    expect(() => unitPrice(total, quantity)).toThrow();
  });
});

describe('numericId', () => {
  it('reads the number a gid ends in', () => {
    expect(numericId('gid://shopify/ProductVariant/44012345678901')).toBe(44012345678901);
    expect(numericId('gid://shopify/Product/1')).toBe(1);
  });
  it.each(['44012345678901', 'gid://shopify/ProductVariant/', 'gid://shopify/ProductVariant/12a', 'gid://shopify/ProductVariant/99999999999999999999'])('refuses %s', (gid) => {
    expect(() => numericId(gid)).toThrow();
  });
});

describe('punchoutOrder', () => {
  it('describes the line as the platform’s order line items do, priced as the checkout signs it', () => {
    expect(punchoutOrder([line()])).toEqual({
      order: {
        line_items: [
          {
            id: 44012345678901,
            variant_id: 44012345678901,
            quantity: 100,
            title: 'Roll Labels',
            variant_title: '2" x 2"',
            vendor: 'PrintCo',
            product_id: 8012345678,
            name: 'Roll Labels - 2" x 2"',
            properties: [
              { name: 'Size', value: '2" x 2"' },
              { name: 'overlamination', value: 'Yes' },
              { name: '_Item Price', value: '61.60' },
              { name: '_Item Price Signature', value: 'c0ffee' },
            ],
            price: '0.616',
          },
        ],
      },
    });
  });

  it('names a product’s only variant by the product title alone, as the platform does', () => {
    const only = punchoutLineItem(line({ variant: { ...VARIANT, title: 'Default Title' } }));
    expect(only).toMatchObject({ title: 'Roll Labels', variant_title: null, name: 'Roll Labels' });
  });

  it('keeps the design a line carries among its properties, hidden, and says in words that its proof was approved', () => {
    const design = { print_ready_image: 'http://localhost:4000/designer/files/p.pdf', customer_canvas_state: 'abc', thumbnail: 'http://127.0.0.1:4000/cdn/t.png' };
    const item = punchoutLineItem(line({ properties: { Size: '2" x 2"', ...design }, notes: [{ key: 'Artwork', value: 'Proof approved' }] }));
    expect(item.properties.map((p) => p.name)).toEqual(['Size', 'Artwork', '_print_ready_image', '_customer_canvas_state', '_thumbnail', '_Item Price', '_Item Price Signature']);
  });

  it('travels as JSON with numbers for ids and a string for the price', () => {
    const sent = JSON.parse(JSON.stringify(punchoutOrder([line(), line({ quantity: 3, total: 100 })]))) as { order: { line_items: { id: unknown; price: unknown }[] } };
    expect(sent.order.line_items.map((l) => [typeof l.id, l.price])).toEqual([
      ['number', '0.616'],
      ['number', '0.333'],
    ]);
  });
});
