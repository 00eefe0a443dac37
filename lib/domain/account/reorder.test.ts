import { decimalString } from '../../ground/money/cents';
import { buildCartLine } from '../configurator/cart-line';
import { GRID, makeProps } from '../configurator/test-fixtures';
import type { ConfiguratorProps } from '../configurator/types';
import { reorderLine as reorderWith } from './reorder';
import type { PricingState } from '../pricing/state';
import type { OrderLineItem } from './types';

/** Where design files may live (lib/services/designer/artwork-urls.ts artworkOrigins), as configured for these tests. */
const ORIGINS = ['https://designer.example', 'https://img.example'];
const reorderLine = (item: OrderLineItem, props: ConfiguratorProps) => reorderWith(item, props, ORIGINS);
const DESIGN = {
  print_ready_image: 'https://designer.example/files/print.pdf',
  customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
  thumbnail: 'https://img.example/thumb.png',
  low_dpi: 'false',
};

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

/** The rebuilt cart line; fails the test when the reorder refused or skipped it. */
function rebuilt(result: ReturnType<typeof reorderLine>) {
  if (!result.ok) throw new Error(`not rebuilt: ${JSON.stringify(result)}`);
  return result.line;
}

describe('reorderLine', () => {
  const props = makeProps();

  it('prices the line today exactly as ADD TO CART would, not at the old price', () => {
    const line = rebuilt(reorderLine(item(), props));
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
    expect(line.total).not.toBe(99900);
    expect(line.properties['Item Price']).toBe(decimalString(line.total));
  });

  it('restores chosen extras, the custom size and the artwork; ignores the old price and extras not chosen', () => {
    const line = rebuilt(
      reorderLine(
        item({}, {
          overlamination: 'Yes',
          white_halo: 'No',
          customWidth: '2',
          customHeight: '1.75',
          ...DESIGN,
          'Item Price': '999.00',
        }),
        // 2 x 1.75 = 3.5 sq. in. is below the smallest size here (2" x 2"): a product whose smallest option is 1" x 1".
        makeProps({ product: { ...props.product, options: [{ name: 'Size', values: ['1" x 1"', ...props.product.options[0]!.values] }, ...props.product.options.slice(1)] } }),
      ),
    );
    expect(line.extras).toEqual([{ key: 'overlamination', basePrice: 4 }]);
    expect(line.properties).toMatchObject({
      overlamination: 'Yes',
      customWidth: '2',
      customHeight: '1.75',
      ...DESIGN,
      Size: '2" x 2"',
    });
    expect(line.properties).not.toHaveProperty('white_halo');
    expect(line.properties['Item Price']).not.toBe('999.00');
    expect(line.whiteHalo).toBe(false);
  });

  it('reads the custom size and the artwork under the hidden keys orders carry now', () => {
    const hidden = Object.fromEntries(Object.entries({ customWidth: '2', customHeight: '1.75', ...DESIGN }).map(([key, value]) => [`_${key}`, value]));
    const line = rebuilt(
      reorderLine(
        item({}, { overlamination: 'Yes', Artwork: 'Proof approved', ...hidden, '_Item Price': '999.00' }),
        makeProps({ product: { ...props.product, options: [{ name: 'Size', values: ['1" x 1"', ...props.product.options[0]!.values] }, ...props.product.options.slice(1)] } }),
      ),
    );
    expect(line.properties).toMatchObject({ overlamination: 'Yes', customWidth: '2', customHeight: '1.75', ...DESIGN });
    expect(line.properties).not.toHaveProperty('Artwork');
    expect(line.properties['Item Price']).not.toBe('999.00');
  });

  it('rebuilds Size, Material and Sides from the variant as it is today, not from the old attributes', () => {
    const line = rebuilt(reorderLine(item({}, { Size: '9" x 10"', Material: 'Gold' }), props));
    expect(line.properties).toMatchObject({ Size: '2" x 2"', Material: 'White Gloss Paper', Sides: 'Single Sided' });
  });

  it.each([
    ['a custom size on a product without Custom Size', { customWidth: '2', customHeight: '2' }, makeProps({ customSize: false, product: { ...makeProps().product, tags: ['$=roll-labels'] } }), /not sold in custom sizes/],
    ['a custom size out of range', { customWidth: '1000', customHeight: '1000' }, props, /exceeds our minimum or maximum/],
    ['a custom size the variant does not cover (2.5 x 2.5 on 2" x 2")', { customWidth: '2.5', customHeight: '2.5' }, props, /made from the 2" x 4" size/],
    ['an extra the product no longer offers', { foil_stamping: 'Yes' }, props, /Foil Stamping is not offered/],
    ['a design whose print file is on another host', { ...DESIGN, print_ready_image: 'https://evil.example/print.pdf' }, props, /print_ready_image must be a link to the design service/],
    ['a design without its state', { print_ready_image: DESIGN.print_ready_image, thumbnail: DESIGN.thumbnail }, props, /needs its print file, design state and thumbnail/],
  ])('refuses %s, naming why', (_name, attributes, p, message) => {
    const result = reorderLine(item({}, attributes), p);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!result.ok && result.reason === 'invalid' && result.message).toMatch(message);
  });

  it('refuses an Optional Extra product line', () => {
    const extra = makeProps({
      product: {
        ...makeProps().product,
        title: 'Overlamination',
        productType: 'Optional Extra',
        tags: ['Optional Extra'],
        options: [{ name: 'Title', values: ['Default Title'] }],
        variants: [{ id: 'gid://shopify/ProductVariant/11', title: 'Default Title', sku: 'OE-1', price: 4, availableForSale: true, selectedOptions: [{ name: 'Title', value: 'Default Title' }] }],
      },
      pricing: { status: 'no-tag' },
    });
    expect(reorderLine(item({ quantity: 1 }), extra)).toMatchObject({ ok: false, reason: 'invalid', message: expect.stringContaining('optional extra') });
  });

  it.each<[PricingState, string]>([
    [{ status: 'missing', name: 'roll-labels' }, 'missing'],
    [{ status: 'invalid', name: 'roll-labels', details: ['x'] }, 'invalid'],
  ])('refuses a product whose pricing file is %j', (pricing, status) => {
    expect(reorderLine(item(), makeProps({ pricing }))).toEqual({ ok: false, reason: 'pricing', status });
  });

  it('prices a product with no $= tag at the variant price', () => {
    const line = rebuilt(reorderLine(item(), makeProps({ pricing: { status: 'no-tag' } })));
    expect(line.total).toBe(5000); // 0.50 × 100
  });

  it('skips a line whose variant is gone or that has no quantity', () => {
    const gone = { ok: false, reason: 'gone' };
    expect(reorderLine(item({ variant: null }), props)).toEqual(gone);
    expect(reorderLine(item({ variant: { ...item().variant!, id: 'gid://shopify/ProductVariant/999' } }), props)).toEqual(gone);
    expect(reorderLine(item({ quantity: 0 }), props)).toEqual(gone);
  });
});
