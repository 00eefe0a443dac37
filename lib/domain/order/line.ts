import type { Cents } from '../../ground/money/cents';
import { ITEM_PRICE_PROPERTY, SIGNED_LINE_PROPERTIES } from '../../ground/money/signed-properties';

/**
 * What an order line carries besides its variant and quantity, shared by
 * the browser's cart (lib/domain/cart) and the server's checks and re-pricing
 * (lib/domain/checkout), so neither imports the other.
 */

/**
 * Line properties, in the order the shopper sees them: those the price
 * signature covers (lib/ground/money/signed-properties.ts), then the derived `Item Price`.
 */
export const LINE_PROPERTY_NAMES = [...SIGNED_LINE_PROPERTIES, ITEM_PRICE_PROPERTY] as const;
export type LinePropertyName = (typeof LINE_PROPERTY_NAMES)[number];

/** A line's properties; only the ones that apply are present. */
export type LineProperties = Partial<Record<LinePropertyName, string>>;

/**
 * The design the editor attaches on approval: the print-ready PDF, the design's state id, the proof
 * thumbnail and the low-resolution flag. Price-neutral; the server checks
 * them (lib/domain/design/artwork-properties.ts) before an order may carry them.
 */
export const DESIGN_PROPERTY_NAMES = ['print_ready_image', 'customer_canvas_state', 'thumbnail', 'low_dpi'] as const satisfies readonly LinePropertyName[];
export type DesignPropertyName = (typeof DESIGN_PROPERTY_NAMES)[number];

/** Whether a line carries a design (any design property with a value). */
export function hasDesign(properties: Partial<Record<string, string>>): boolean {
  return DESIGN_PROPERTY_NAMES.some((name) => Boolean(properties[name]?.trim()));
}

/**
 * The size a custom-size line was made to, in the notation of the Size
 * options (`2" x 4"`), e.g. `2.5" x 2.5"`; null when the line has no typed
 * width and height. The line's `Size` property stays the standard size it
 * is priced and ordered as: this is what the shopper is shown instead.
 */
export function customSizeValue(properties: { customWidth?: string; customHeight?: string }): string | null {
  const width = properties.customWidth?.trim();
  const height = properties.customHeight?.trim();
  return width && height ? `${width}" x ${height}"` : null;
}

/** The value an extra's property takes when the extra is chosen. */
export const EXTRA_SELECTED = 'Yes';

export { ITEM_PRICE_PROPERTY };

/** The variant a line buys, as the cart keeps it and the server checks it. */
export interface LineVariant {
  id: string;
  title: string;
  sku: string | null;
  /** List price per unit, store currency, in cents (lib/ground/money). */
  price: Cents;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
}
