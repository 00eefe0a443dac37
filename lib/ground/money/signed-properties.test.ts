import { isInternalAttribute, linePropertyName, platformAttributeKey } from './signed-properties';

describe('internal line properties on the platform', () => {
  it('travel with a leading underscore; what a person reads keeps its name', () => {
    expect(['Item Price', 'customer_canvas_state', 'thumbnail', 'low_dpi', 'print_ready_image', 'customWidth'].map(platformAttributeKey))
      .toEqual(['_Item Price', '_customer_canvas_state', '_thumbnail', '_low_dpi', '_print_ready_image', '_customWidth']);
    expect(['Size', 'Material', 'Sides', 'overlamination', 'Artwork'].map(platformAttributeKey)).toEqual(['Size', 'Material', 'Sides', 'overlamination', 'Artwork']);
  });

  it('read back under the hidden key or the bare one orders placed before carry', () => {
    expect(linePropertyName('_thumbnail')).toBe('thumbnail');
    expect(linePropertyName('thumbnail')).toBe('thumbnail');
    expect(linePropertyName('_Item Price Signature')).toBe('_Item Price Signature');
    expect(linePropertyName('Size')).toBe('Size');
  });

  it('are internal under either key, as is anything hidden', () => {
    for (const key of ['_Item Price', 'Item Price', 'low_dpi', '_low_dpi', '_currency', '_Item Price Signature']) expect([key, isInternalAttribute(key)]).toEqual([key, true]);
    for (const key of ['Size', 'Material', 'overlamination', 'Artwork']) expect([key, isInternalAttribute(key)]).toEqual([key, false]);
  });
});
