import type { CartVariant } from '../cart/types';
import { configuratorModel, derive, initialState, CUSTOM_SIZE } from '../configurator/derive';
import { GRID, MATERIALS, makeProduct, makeProps } from '../configurator/test-fixtures';
import type { ConfiguratorProduct } from '../configurator/types';
import type { PricingState } from '../pricing/state';
import { ARTWORK_PROPERTY_NAMES, checkLine, checkLotSize, checkMinimumOrder, pricingGate, type LineCheckInput, type LineCheckReason } from './line-check';

/**
 * The product (lib/domain/configurator/test-fixtures): sizes 2"x2" (area 4), 3"x3" (9),
 * 2"x4" (8), 4"x6" (24); materials White Gloss Paper and White BOPP (no 2"x4"
 * in BOPP); tags Custom Size, OE=Overlamination, OE=White Halo.
 */
const product = makeProduct();
/** Where design files may live in these tests (lib/services/designer/artwork-urls.ts artworkOrigins). */
const ORIGINS = ['https://designer.example', 'http://localhost:4000'];
const check = (input: Omit<LineCheckInput, 'artworkOrigins'>) => checkLine({ ...input, artworkOrigins: ORIGINS });
const withoutLowDpi = {
  print_ready_image: 'https://designer.example/files/print.pdf',
  customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
  thumbnail: 'http://localhost:4000/images/thumb.png',
};
const DESIGN = { ...withoutLowDpi, low_dpi: 'true' };
const variantOf = (size: string, material = MATERIALS[0]!, p: ConfiguratorProduct = product): CartVariant => {
  const found = p.variants.find((v) => v.selectedOptions.some((o) => o.name === 'Size' && o.value === size) && v.selectedOptions.some((o) => o.name === 'Material' && o.value === material));
  if (!found) throw new Error(`no ${size} / ${material}`);
  return found;
};
const described = (size: string, material = MATERIALS[0]!) => ({ Size: size, Material: material, Sides: 'Single Sided' });

/** A product whose sizes exercise the area limits: smallest area 4 (1"x4"), largest side 10 (10"x10"). */
const wide = makeProduct({
  title: 'Wide Labels',
  options: [{ name: 'Size', values: ['1" x 4"', '10" x 10"'] }],
  variants: ['1" x 4"', '10" x 10"'].map((size, i) => ({
    id: `gid://shopify/ProductVariant/9${i}`, title: size, sku: `W-${i + 1}`, price: 1, availableForSale: true, selectedOptions: [{ name: 'Size', value: size }],
  })),
});
/** No standard size holds a 6" x 2" custom size (largest area 6), though each side is within 1..6. */
const narrow = makeProduct({
  title: 'Narrow Labels',
  options: [{ name: 'Size', values: ['2" x 2"', '1" x 6"'] }],
  variants: ['2" x 2"', '1" x 6"'].map((size, i) => ({
    id: `gid://shopify/ProductVariant/8${i}`, title: size, sku: `N-${i + 1}`, price: 1, availableForSale: true, selectedOptions: [{ name: 'Size', value: size }],
  })),
});
const noCustomSize = makeProduct({ title: 'Plain Labels', tags: ['$=roll-labels', 'OE=Overlamination'] });
const noSizeOption = makeProduct({
  title: 'Tags',
  options: [{ name: 'Material', values: ['Kraft'] }],
  variants: [{ id: 'gid://shopify/ProductVariant/70', title: 'Kraft', sku: 'T-1', price: 1, availableForSale: true, selectedOptions: [{ name: 'Material', value: 'Kraft' }] }],
});
const extraProduct = makeProduct({
  title: 'Overlamination',
  productType: 'Optional Extra',
  tags: ['Optional Extra'],
  options: [{ name: 'Title', values: ['Default Title'] }],
  variants: [{ id: 'gid://shopify/ProductVariant/100198', title: 'Default Title', sku: 'OE-OVERLAMINATION', price: 0.04, availableForSale: true, selectedOptions: [{ name: 'Title', value: 'Default Title' }] }],
});

describe('checkLine accepts', () => {
  it.each<[string, Record<string, string>, CartVariant, ConfiguratorProduct, Record<string, string>]>([
    ['a standard line as the configurator writes it', described('3" x 3"'), variantOf('3" x 3"'), product, described('3" x 3"')],
    ['a line without its option properties (filled in from the variant)', {}, variantOf('2" x 2"'), product, described('2" x 2"')],
    ['offered extras, in the fixed order', { white_halo: 'Yes', overlamination: 'Yes' }, variantOf('2" x 2"'), product, { ...described('2" x 2"'), overlamination: 'Yes', white_halo: 'Yes' }],
    ['empty values and Item Price (derived, dropped)', { Size: '2" x 2"', overlamination: '', 'Item Price': '0.01' }, variantOf('2" x 2"'), product, described('2" x 2"')],
    ['a design, as sent', DESIGN, variantOf('2" x 2"'), product, { ...described('2" x 2"'), ...DESIGN }],
    ['a design without low_dpi (optional)', { ...DESIGN, low_dpi: '' }, variantOf('2" x 2"'), product, { ...described('2" x 2"'), ...withoutLowDpi }],
    ['a custom size equal to a standard size (2 x 2)', { ...described('2" x 2"'), customWidth: '2', customHeight: '2' }, variantOf('2" x 2"'), product, { ...described('2" x 2"'), customWidth: '2', customHeight: '2' }],
    ['a custom size made from the smallest covering size (4.5 x 3 = 13.5 → 4"x6")', { customWidth: '4.5', customHeight: '3' }, variantOf('4" x 6"'), product, { ...described('4" x 6"'), customWidth: '4.5', customHeight: '3' }],
    ['a custom size that needs 2"x4" (3 x 2.5 = 7.5) in paper', { customWidth: '3', customHeight: '2.5' }, variantOf('2" x 4"'), product, { ...described('2" x 4"'), customWidth: '3', customHeight: '2.5' }],
    ['the same custom size in BOPP, where 2"x4" does not exist: 3"x3"', { customWidth: '3', customHeight: '2.5' }, variantOf('3" x 3"', 'White BOPP'), product, { ...described('3" x 3"', 'White BOPP'), customWidth: '3', customHeight: '2.5' }],
    ['2 decimals, a comma, written as numbers', { customWidth: '2.25', customHeight: '2,50' }, variantOf('2" x 4"'), product, { ...described('2" x 4"'), customWidth: '2.25', customHeight: '2.5' }],
    ['the largest size at its limits (6 x 4 = 24)', { customWidth: '6', customHeight: '4' }, variantOf('4" x 6"'), product, { ...described('4" x 6"'), customWidth: '6', customHeight: '4' }],
    ['exactly 93 sq. in.', { customWidth: '10', customHeight: '9.3' }, wide.variants[1]!, wide, { Size: '10" x 10"', customWidth: '10', customHeight: '9.3' }],
    ['exactly the smallest area', { customWidth: '2', customHeight: '2' }, wide.variants[0]!, wide, { Size: '1" x 4"', customWidth: '2', customHeight: '2' }],
  ])('%s', (_name, properties, variant, p, expected) => {
    const result = check({ properties, variant, product: p });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.properties).toEqual(expected);
  });

  it('reports the chosen extras and the custom size', () => {
    expect(check({ properties: { overlamination: 'Yes', customWidth: '3', customHeight: '2.5' }, variant: variantOf('2" x 4"'), product })).toMatchObject({
      ok: true,
      extras: ['overlamination'],
      custom: { width: 3, height: 2.5 },
    });
  });
});

describe('checkLine refuses', () => {
  it.each<[string, Record<string, string>, CartVariant, ConfiguratorProduct, LineCheckReason, RegExp | null]>([
    ['an Optional Extra bought on its own', {}, extraProduct.variants[0]!, extraProduct, 'optional-extra', /^Overlamination: .*optional extra/],
    ['an Optional Extra recognised by its tag only', {}, extraProduct.variants[0]!, { ...extraProduct, productType: 'Add-on' }, 'optional-extra', null],
    ['an Optional Extra recognised by its type only', {}, extraProduct.variants[0]!, { ...extraProduct, tags: [] }, 'optional-extra', null],
    ['a property that is not a line property', { Colour: 'Red' }, variantOf('2" x 2"'), product, 'unknown-property', null],
    ['a design on another origin', { ...DESIGN, thumbnail: 'https://evil.example/t.png' }, variantOf('2" x 2"'), product, 'design-url', /thumbnail must be a link to the design service or the image host\.$/],
    ['a design without its state', { ...DESIGN, customer_canvas_state: '' }, variantOf('2" x 2"'), product, 'design-incomplete', /needs its print file, design state and thumbnail/],
    ['a design state that is not an id', { ...DESIGN, customer_canvas_state: '{"a":1}' }, variantOf('2" x 2"'), product, 'design-state', null],
    ['low_dpi alone', { low_dpi: 'false' }, variantOf('2" x 2"'), product, 'design-incomplete', null],
    ['low_dpi other than true or false', { ...DESIGN, low_dpi: 'yes' }, variantOf('2" x 2"'), product, 'design-low-dpi', null],
    ['an extra the product does not offer', { foil_stamping: 'Yes' }, variantOf('2" x 2"'), product, 'extra-not-offered', /Foil Stamping is not offered/],
    ['an extra with another value than Yes', { overlamination: 'No' }, variantOf('2" x 2"'), product, 'extra-value', null],
    // The security review's repro: 9" x 10" on a product without Custom Size, at the 2"x2" price.
    ['a custom size on a product without the Custom Size tag', { customWidth: '9', customHeight: '10', Size: '9" x 10"' }, variantOf('2" x 2"', MATERIALS[0], noCustomSize), noCustomSize, 'custom-size-not-offered', null],
    ['a custom size on a product without a Size option', { customWidth: '2', customHeight: '2' }, noSizeOption.variants[0]!, { ...noSizeOption, tags: ['Custom Size'] }, 'custom-size-not-offered', null],
    ['a custom width without a height', { customWidth: '2' }, variantOf('2" x 2"'), product, 'custom-size-incomplete', null],
    ['a custom height without a width', { customHeight: '2' }, variantOf('2" x 2"'), product, 'custom-size-incomplete', null],
    ['3 decimals', { customWidth: '2.125', customHeight: '2' }, variantOf('2" x 2"'), product, 'custom-size-decimals', /Only 2 decimals are allowed for custom size\./],
    ['1000" x 1000"', { customWidth: '1000', customHeight: '1000' }, variantOf('4" x 6"'), product, 'custom-size-range', /Your custom size exceeds our minimum or maximum values\./],
    ['9" x 10" on a Custom Size product (sides up to 6")', { customWidth: '9', customHeight: '10' }, variantOf('2" x 2"'), product, 'custom-size-range', null],
    ['a side below the smallest dimension', { customWidth: '1.5', customHeight: '3' }, variantOf('2" x 4"'), product, 'custom-size-range', null],
    ['an area below the smallest option', { customWidth: '1.5', customHeight: '2' }, wide.variants[0]!, wide, 'custom-size-range', null],
    ['an area above 93 sq. in.', { customWidth: '10', customHeight: '9.31' }, wide.variants[1]!, wide, 'custom-size-range', null],
    ['an area no standard size covers', { customWidth: '6', customHeight: '2' }, narrow.variants[1]!, narrow, 'custom-size-range', null],
    ['zero, negative or non-numeric sides', { customWidth: '0', customHeight: '-2' }, variantOf('2" x 2"'), product, 'custom-size-range', null],
    ['text as a side', { customWidth: 'two', customHeight: '2' }, variantOf('2" x 2"'), product, 'custom-size-range', null],
    ['a custom size charged at a smaller size (7.5 sq. in. at 2"x2")', { customWidth: '3', customHeight: '2.5' }, variantOf('2" x 2"'), product, 'custom-size-variant', /made from the 2" x 4" size, not 2" x 2"/],
    ['a custom size charged at a larger size than needed', { customWidth: '2', customHeight: '2' }, variantOf('4" x 6"'), product, 'custom-size-variant', null],
    ['a Size that is not the variant’s', { Size: '9" x 10"' }, variantOf('2" x 2"'), product, 'option-mismatch', /Size "9" x 10"" does not match/],
    ['a Material that is not the variant’s', { Material: 'White BOPP' }, variantOf('2" x 2"'), product, 'option-mismatch', null],
    ['Sides that are not the variant’s', { Sides: 'Double Sided' }, variantOf('2" x 2"'), product, 'option-mismatch', null],
    ['a Size on a variant that has no Size option', { Size: '2" x 2"' }, noSizeOption.variants[0]!, noSizeOption, 'option-mismatch', null],
  ])('%s', (_name, properties, variant, p, reason, message) => {
    const result = check({ properties, variant, product: p });
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) {
      expect(result.message.startsWith(`${p.title}: `)).toBe(true);
      if (message) expect(result.message).toMatch(message);
    }
  });
});

describe('checkLine agrees with the configurator', () => {
  // Every typed size and material the product page can produce: the variant the
  // configurator picks is the one the checkout accepts, and only that one.
  const props = makeProps();
  const model = configuratorModel(props);
  const sides = ['1.5', '2', '2.5', '3', '3.75', '4', '5', '6', '6.5'];
  const cases = MATERIALS.flatMap((material) => sides.flatMap((w) => sides.map((h) => [material, w, h] as const)));

  it.each(cases)('%s %s x %s', (material, w, h) => {
    const state = { ...initialState(props), selection: { Size: CUSTOM_SIZE, Material: material, Sides: 'Single Sided' }, customWidth: w, customHeight: h };
    const derived = derive(props, model, state, []);
    const properties = { Material: material, Sides: 'Single Sided', customWidth: w, customHeight: h };
    const accepted = props.product.variants.filter((variant) => check({ properties, variant, product: props.product }).ok);
    if (derived.customError || !derived.variant) expect(accepted).toEqual([]);
    else expect(accepted.map((v) => v.id)).toEqual([derived.variant.id]);
  });
});

describe('pricingGate', () => {
  it.each<[PricingState, ReturnType<typeof pricingGate>]>([
    [{ status: 'ok', name: 'roll', grid: GRID }, { ok: true, grid: GRID }],
    [{ status: 'no-tag' }, { ok: true, grid: null }],
    [{ status: 'missing', name: 'roll' }, { ok: false, status: 'missing' }],
    [{ status: 'invalid', name: 'roll', details: ['x'] }, { ok: false, status: 'invalid' }],
  ])('%j → %j', (state, expected) => {
    expect(pricingGate(state)).toEqual(expected);
  });
});

describe('the quantity rules', () => {
  const lot = { ...GRID, breaks: [250, 500, 1000] };
  const P = 'gid://shopify/Product/1';
  const minimum = (quantities: number[], grid: typeof GRID | null = GRID) =>
    checkMinimumOrder('Labels', grid, quantities.map((quantity) => ({ productId: P, quantity })), P);

  it.each([
    ['at the minimum', [50], null],
    ['above it', [75], null],
    ['below the minimum', [49], /minimum order quantity is 50/],
    ['1 unit', [1], /minimum order quantity is 50/],
    ['two lines of the product that reach it together', [30, 20], null],
  ] as const)('minimum order: %s', (_name, quantities, expected) => {
    const message = minimum([...quantities]);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it('has no minimum without a grid (no $= tag)', () => {
    expect(minimum([1], null)).toBeNull();
  });

  it.each([
    ['a lot size', 500, lot, true, null],
    ['between lot sizes', 300, lot, true, /lot sizes 250, 500, 1000/],
    ['3 units of a lot-priced item', 3, lot, true, /lot sizes/],
    ['any quantity of an item that is not lot-priced', 75, GRID, false, null],
    ['no grid (no $= tag): no rule', 1, null, true, null],
  ] as const)('lot sizes: %s', (_name, quantity, grid, isLot, expected) => {
    const message = checkLotSize('Labels', quantity, grid, isLot);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });
});

it('lists the artwork properties that pass through', () => {
  expect(ARTWORK_PROPERTY_NAMES).toEqual(['print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi']);
});
