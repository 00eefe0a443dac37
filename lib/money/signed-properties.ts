/**
 * The line properties that decide what is made and charged, in the order the
 * shopper sees them: every property a line may carry except the derived
 * `Item Price`. The price signature (./price-signature.ts) covers each of
 * them, and lib/order/line.ts builds its list of line properties from this
 * one, so a new property is signed from the day it exists. No imports: the
 * browser's cart reads it too.
 */
export const SIGNED_LINE_PROPERTIES = [
  'Size', 'Material', 'Sides', 'customWidth', 'customHeight',
  'overlamination', 'foil_stamping', 'matte', 'tape', 'imprint', 'numbering', 'white_halo',
  'print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi',
] as const;

/** The line total as a property: derived from the quantity, never part of a line's identity, and re-priced by the server. */
export const ITEM_PRICE_PROPERTY = 'Item Price';
