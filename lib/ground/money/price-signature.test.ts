import { LINE_PROPERTY_NAMES } from '../../domain/order/line';
import { canonicalLine, signItemPrice, verifyItemPrice, type SignedLine } from './price-signature';
import { ITEM_PRICE_PROPERTY, platformAttributeKey, SIGNED_LINE_PROPERTIES } from './signed-properties';

const SECRET = 'test-secret';

/** A designed 2" x 2" line with every signed property set. */
const PROPERTIES: Record<(typeof SIGNED_LINE_PROPERTIES)[number], string> = {
  Size: '2" x 2"',
  Material: 'White BOPP',
  Sides: 'Front',
  customWidth: '1.5',
  customHeight: '2',
  overlamination: 'Yes',
  foil_stamping: 'Yes',
  matte: 'Yes',
  tape: 'Yes',
  imprint: 'Yes',
  numbering: 'Yes',
  white_halo: 'Yes',
  print_ready_image: 'http://localhost:4100/designer/files/print.pdf',
  customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
  thumbnail: 'http://localhost:4100/designer/files/thumb.png',
  low_dpi: 'false',
};

const line = (over: Partial<SignedLine> = {}): SignedLine => ({
  merchandiseId: 'gid://shopify/ProductVariant/100001',
  quantity: 100,
  itemPrice: '99.79',
  currency: 'USD',
  properties: Object.entries(PROPERTIES),
  ...over,
});

const signature = signItemPrice(SECRET, line());

describe('the price signature', () => {
  it('verifies the line it was made for, and is hex SHA-256', () => {
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyItemPrice(SECRET, line(), signature)).toBe(true);
    expect(verifyItemPrice('another-secret', line(), signature)).toBe(false);
    expect(verifyItemPrice(SECRET, line(), 'not hex')).toBe(false);
  });

  it('does not depend on the order the properties travel in', () => {
    const reversed = Object.entries(PROPERTIES).reverse();
    expect(canonicalLine(line({ properties: reversed }))).toBe(canonicalLine(line()));
    expect(verifyItemPrice(SECRET, line({ properties: reversed }), signature)).toBe(true);
  });

  it('covers every property that decides what is made: each one changed, added or removed breaks it', () => {
    for (const name of SIGNED_LINE_PROPERTIES) {
      const changed = Object.entries({ ...PROPERTIES, [name]: `${PROPERTIES[name]}-other` });
      expect([name, verifyItemPrice(SECRET, line({ properties: changed }), signature)]).toEqual([name, false]);
      const removed = Object.entries(PROPERTIES).filter(([key]) => key !== name);
      expect([name, verifyItemPrice(SECRET, line({ properties: removed }), signature)]).toEqual([name, false]);
      const plain = signItemPrice(SECRET, line({ properties: [] }));
      expect([name, verifyItemPrice(SECRET, line({ properties: [[name, PROPERTIES[name]]] }), plain)]).toEqual([name, false]);
    }
  });

  it('covers the variant, quantity, price and currency', () => {
    for (const over of [
      { merchandiseId: 'gid://shopify/ProductVariant/100002' },
      { quantity: 1000 },
      { itemPrice: '473.09' },
      { currency: 'CAD' },
    ]) {
      expect([over, verifyItemPrice(SECRET, line(over), signature)]).toEqual([over, false]);
    }
  });

  it('ignores what does not decide the item: `Item Price` itself, `_`-prefixed and unknown attributes, empty values', () => {
    const extra = [...Object.entries(PROPERTIES), [ITEM_PRICE_PROPERTY, '0.01'], ['_Item Price Signature', signature], ['_preview', 'x'], ['Note', 'hi'], ['tape', '']] as const;
    // An empty value is absent, as the line check reads it: the extra 'tape' = '' leaves the signed 'Yes' alone.
    expect(canonicalLine(line({ properties: extra }))).toBe(canonicalLine(line()));
    expect(verifyItemPrice(SECRET, line({ properties: [['Size', '2" x 2"'], ['Material', '']] }), signItemPrice(SECRET, line({ properties: [['Size', '2" x 2"']] })))).toBe(true);
  });

  it('refuses a signed property given twice, whichever value was signed', () => {
    const twice = [...Object.entries(PROPERTIES), ['Size', '4" x 4"']] as const;
    expect(verifyItemPrice(SECRET, line({ properties: twice }), signature)).toBe(false);
  });

  it('reads an internal property the same under its hidden key (`_thumbnail`) as under its bare one, and refuses it under both', () => {
    const hidden = Object.entries(PROPERTIES).map(([key, value]) => [platformAttributeKey(key), value] as const);
    expect(hidden.some(([key]) => key === '_customer_canvas_state')).toBe(true);
    expect(verifyItemPrice(SECRET, line({ properties: hidden }), signature)).toBe(true);
    const both = [...Object.entries(PROPERTIES), ['_thumbnail', PROPERTIES.thumbnail]] as const;
    expect(verifyItemPrice(SECRET, line({ properties: both }), signature)).toBe(false);
  });

  it('signs every line property but the derived `Item Price`', () => {
    expect([...SIGNED_LINE_PROPERTIES, ITEM_PRICE_PROPERTY].sort()).toEqual([...LINE_PROPERTY_NAMES].sort());
  });
});
