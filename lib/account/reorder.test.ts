import { buildCartLine } from '../configurator/cart-line';
import { GRID, makeProps } from '../configurator/test-fixtures';
import { reorderLine } from './reorder';
import type { OrderLineItem } from './types';

const money = { amount: '0', currencyCode: 'USD' };
const item = (overrides: Partial<OrderLineItem> = {}, attributes: Record<string, string> = {}): OrderLineItem => ({
  title: 'Custom Roll Labels',
  quantity: 100,
  currentQuantity: 100,
  customAttributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
  originalTotalPrice: { amount: '999.00', currencyCode: 'USD' },
  discountedTotalPrice: money,
  variant: {
    id: 'gid://shopify/ProductVariant/11',
    sku: 'RL-1-WGP-S-1',
    title: '2" x 2" / White Gloss Paper / Single Sided',
    availableForSale: true,
    selectedOptions: [],
    image: null,
    product: { id: 'gid://shopify/Product/1', title: 'Custom Roll Labels', handle: 'custom-roll-labels' },
  },
  ...overrides,
});

describe('reorderLine', () => {
  const props = makeProps();

  it('prices the line today exactly as ADD TO CART would, not at the old price', () => {
    const line = reorderLine(item(), props)!;
    const expected = buildCartLine({
      product: props.product,
      variant: props.product.variants[0]!,
      quantity: 100,
      grid: GRID,
      lot: false,
      markup: 0,
      extras: [],
      custom: null,
      resellerId: null,
      lineItemId: line.lineItemId,
    });
    expect(line).toEqual(expected);
    expect(line.sum).not.toBe(999);
    expect(line.properties['Item Price']).toBe(line.sum.toFixed(2));
  });

  it('restores chosen extras, the custom size and the artwork; ignores the old price', () => {
    const line = reorderLine(
      item({}, {
        overlamination: 'Yes',
        white_halo: 'No',
        foil_stamping: 'Yes',
        customWidth: '2.5',
        customHeight: '1.75',
        print_ready_image: 'http://img/print.png',
        thumbnail: 'http://img/thumb.png',
        'Item Price': '999.00',
      }),
      props,
    )!;
    // foil_stamping is not offered by this product (no OE tag): not restored.
    expect(line.extras).toEqual([{ key: 'overlamination', basePrice: 0.04 }]);
    expect(line.properties).toMatchObject({
      overlamination: 'Yes',
      customWidth: '2.5',
      customHeight: '1.75',
      print_ready_image: 'http://img/print.png',
      thumbnail: 'http://img/thumb.png',
      Size: '2" x 2"',
    });
    expect(line.properties).not.toHaveProperty('foil_stamping');
    expect(line.properties['Item Price']).not.toBe('999.00');
    expect(line.white_halo).toBe(false);
  });

  it('ignores custom dimensions on a product without Custom Size', () => {
    const line = reorderLine(item({}, { customWidth: '3', customHeight: '3' }), makeProps({ customSize: false }))!;
    expect(line.properties).not.toHaveProperty('customWidth');
  });

  it('skips a line whose variant is gone or that has no quantity', () => {
    expect(reorderLine(item({ variant: null }), props)).toBeNull();
    expect(reorderLine(item({ variant: { ...item().variant!, id: 'gid://shopify/ProductVariant/999' } }), props)).toBeNull();
    expect(reorderLine(item({ quantity: 0 }), props)).toBeNull();
  });
});
