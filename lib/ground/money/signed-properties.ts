/**
 * The line properties that decide what is made and charged, in the order the
 * shopper sees them: every property a line may carry except the derived
 * `Item Price`. The price signature (./price-signature.ts) covers each of
 * them, and lib/domain/order/line.ts builds its list of line properties from this
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

/**
 * The properties meant for our systems, not for a person: the line total in
 * the store's currency (the shopper pays in theirs), the custom size's raw
 * width and height, and the design's files, state id and resolution flag.
 * On the platform (cart, checkout, order, requisition) they travel with a
 * leading underscore, the platform's mark for a line attribute it keeps but
 * never shows; what a person reads of them is said in their words instead.
 */
export const INTERNAL_LINE_PROPERTIES = [
  ITEM_PRICE_PROPERTY, 'customWidth', 'customHeight', 'print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi',
] as const;

const INTERNAL = new Set<string>(INTERNAL_LINE_PROPERTIES);

/** The platform attribute key a line property travels as: `_Item Price`, `Size`. */
export function platformAttributeKey(name: string): string {
  return INTERNAL.has(name) ? `_${name}` : name;
}

/**
 * The line property an attribute key names, whether the line was sent with
 * the hidden key (`_thumbnail`) or, as orders placed before it were, with
 * the bare one (`thumbnail`); any other key answers itself.
 */
export function linePropertyName(key: string): string {
  return key.startsWith('_') && INTERNAL.has(key.slice(1)) ? key.slice(1) : key;
}

/** Whether an attribute key is for our systems only (hidden key, or an internal property under its bare name). */
export function isInternalAttribute(key: string): boolean {
  return key.startsWith('_') || INTERNAL.has(key);
}
