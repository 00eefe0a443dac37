import {
  DESIGN_PROPERTY_NAMES,
  EXTRA_SELECTED,
  ITEM_PRICE_PROPERTY,
  LINE_PROPERTY_NAMES,
  type LineProperties,
  type LinePropertyName,
  type LineVariant,
} from '../order/line';
import { lineProperties } from '../configurator/cart-line';
import { resolveCustomSize, standardSizes } from '../configurator/custom-size';
import { allowsCustomSize } from '../configurator/props';
import type { ConfiguratorOption } from '../configurator/types';
import { findVariant, optionValue, sizeOptionName, visibleOptions, type Selection } from '../configurator/variants';
import type { PricingGrid } from '../pricing/grid';
import { isOptionalExtraProduct } from '../catalog/optional-extra';
import { extraTagText } from '../pricing/extras';
import { minimumOrderViolation, type CountedLine } from '../pricing/quantity';
import type { PricingState } from '../pricing/state';
import { EXTRAS, enabledExtras, type ExtraKey } from '../pricing/tags';
import { checkDesignProperties, type DesignCheckReason } from '../design/artwork-properties';

/**
 * What the server accepts as a line of an order (checkout, reorder, and any
 * later hand-off such as punchout): a pure check of the line's properties
 * against the variant that will be charged and its product, so a line can
 * never describe one item and pay for another.
 *
 * checkLine, in order:
 *   1. the product is not an Optional Extra (lib/domain/pricing/extras.ts): extras
 *      are sold only as extras of a line;
 *   2. every property is a line property (lib/domain/order/line.ts); `Item Price`
 *      is derived and dropped; '' counts as absent;
 *   3. the design (print_ready_image, customer_canvas_state, thumbnail,
 *      low_dpi): all or nothing, its files on the design service or the
 *      image host, a state id, low_dpi 'true' or 'false'
 *      (lib/domain/design/artwork-properties.ts, which states the rule);
 *   4. extras: only those the product's `OE=` tags enable, with the value
 *      'Yes';
 *   5. custom size (customWidth / customHeight): only on a product tagged
 *      `Custom Size` that has a Size option; both sides, each within the
 *      size rules (2 decimals; sides between the smallest and largest
 *      dimension of the size options; area from the smallest option's to 93
 *      sq. in.), and the charged variant must be the one the configurator
 *      picks: the smallest standard size covering the area among the sizes
 *      that exist with the variant's other options. This is the same code
 *      the product page runs (lib/domain/configurator/custom-size.ts, variants.ts);
 *   6. every other property that describes the item (Size, Material, Sides,
 *      and any extra) equals what the configurator would write for this
 *      variant (lib/domain/configurator/cart-line.ts lineProperties).
 * The accepted properties are rebuilt from the variant (so a missing Size
 * is filled in), plus the design properties as checked.
 *
 * pricingGate: only a valid pricing file, or no `$=` tag at all, can price
 * a line; checkLotSize and checkMinimumOrder: the quantity rules.
 */

/** Artwork the line carries: price-neutral, kept as sent once checked (step 3). */
export const ARTWORK_PROPERTY_NAMES: readonly LinePropertyName[] = DESIGN_PROPERTY_NAMES;

/** The custom-size messages. */
export const CUSTOM_SIZE_MESSAGES = {
  decimals: 'Only 2 decimals are allowed for custom size.',
  range: 'Your custom size exceeds our minimum or maximum values.',
} as const;

export interface LineCheckProduct {
  title: string;
  productType: string | null;
  tags: readonly string[];
  options: readonly ConfiguratorOption[];
  /** Every variant of the product (their options decide which sizes a custom size can be made from). */
  variants: readonly Pick<LineVariant, 'selectedOptions'>[];
}

export type LineCheckReason =
  | 'optional-extra'
  | 'unknown-property'
  | DesignCheckReason
  | 'extra-not-offered'
  | 'extra-value'
  | 'custom-size-not-offered'
  | 'custom-size-incomplete'
  | 'custom-size-decimals'
  | 'custom-size-range'
  | 'custom-size-variant'
  | 'option-mismatch';

export type LineCheck =
  | {
      ok: true;
      /** The line's properties as the order will carry them (no `Item Price`). */
      properties: LineProperties;
      /** The chosen extras, in the fixed order. */
      extras: ExtraKey[];
      /** The custom size in inches, when one is in use. */
      custom: { width: number; height: number } | null;
    }
  | { ok: false; reason: LineCheckReason; message: string };

const KNOWN = new Set<string>(LINE_PROPERTY_NAMES);
const ARTWORK = new Set<string>(ARTWORK_PROPERTY_NAMES);
const CUSTOM_DIMENSIONS = new Set<string>(['customWidth', 'customHeight']);

export interface LineCheckInput {
  properties: Readonly<Record<string, string>>;
  variant: LineVariant;
  product: LineCheckProduct;
  /** Where design files may live: lib/services/designer/artwork-urls.ts artworkOrigins(config). */
  artworkOrigins: readonly string[];
}

export function checkLine(input: LineCheckInput): LineCheck {
  const { variant, product } = input;
  const fail = (reason: LineCheckReason, message: string): LineCheck => ({ ok: false, reason, message: `${product.title}: ${message}` });

  if (isOptionalExtraProduct(product)) return fail('optional-extra', 'this is an optional extra, sold only with a product.');

  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.properties)) {
    if (name === ITEM_PRICE_PROPERTY || value === '') continue;
    if (!KNOWN.has(name)) return fail('unknown-property', `"${name}" is not a line property.`);
    sent[name] = value;
  }

  const design = checkDesignProperties(sent, input.artworkOrigins);
  if (!design.ok) return fail(design.reason, design.message);

  const offered = enabledExtras(product.tags);
  const extras: ExtraKey[] = [];
  for (const { key } of EXTRAS) {
    const value = sent[key];
    if (value === undefined) continue;
    if (!offered.includes(key)) return fail('extra-not-offered', `${extraTagText(key)} is not offered on this product.`);
    if (value !== EXTRA_SELECTED) return fail('extra-value', `${key} must be "${EXTRA_SELECTED}" when chosen.`);
    extras.push(key);
  }

  let custom: { width: number; height: number } | null = null;
  const rawWidth = sent.customWidth;
  const rawHeight = sent.customHeight;
  if (rawWidth !== undefined || rawHeight !== undefined) {
    const options = visibleOptions(product.options);
    const sizeName = allowsCustomSize(product.tags) ? sizeOptionName(options) : null;
    if (!sizeName) return fail('custom-size-not-offered', 'this product is not sold in custom sizes.');
    if (rawWidth === undefined || rawHeight === undefined) return fail('custom-size-incomplete', 'a custom size needs both a width and a height.');
    const names = options.map((o) => o.name);
    const sizes = standardSizes(options.find((o) => o.name === sizeName)?.values ?? []);
    // The configurator's selection for this variant; only sizes that exist with its other options can make the custom size.
    const selection: Selection = {};
    for (const name of names) {
      const value = optionValue(variant, name);
      if (value !== undefined) selection[name] = value;
    }
    const candidates = sizes.filter((s) => findVariant(product.variants, { ...selection, [sizeName]: s.value }, names));
    const result = resolveCustomSize(rawWidth, rawHeight, sizes, candidates);
    if (!result.ok) return fail(result.error === 'decimals' ? 'custom-size-decimals' : 'custom-size-range', CUSTOM_SIZE_MESSAGES[result.error]);
    if (result.size.value !== selection[sizeName]) {
      return fail(
        'custom-size-variant',
        `a ${result.width}" x ${result.height}" custom size is made from the ${result.size.value} size, not ${selection[sizeName] ?? 'this variant'}.`,
      );
    }
    custom = { width: result.width, height: result.height };
  }

  const expected = lineProperties({ variant, extras: extras.map((key) => ({ key, basePrice: 0 })), custom });
  for (const [name, value] of Object.entries(sent)) {
    if (ARTWORK.has(name) || CUSTOM_DIMENSIONS.has(name)) continue;
    if (expected[name as LinePropertyName] !== value) return fail('option-mismatch', `${name} "${value}" does not match the item being ordered.`);
  }

  const properties: LineProperties = { ...expected, ...design.design };
  return { ok: true, properties, extras, custom };
}

/**
 * The grid a line is priced by. Only a product with no `$=` tag is priced at
 * the variant price (grid null); a file that is missing, could not be read
 * (the pricing host failed) or failed validation cannot price anything.
 */
export function pricingGate(state: PricingState): { ok: true; grid: PricingGrid | null } | { ok: false; status: 'missing' | 'invalid' } {
  switch (state.status) {
    case 'ok':
      return { ok: true, grid: state.grid };
    case 'no-tag':
      return { ok: true, grid: null };
    default:
      return { ok: false, status: state.status };
  }
}

/** Lot-priced items are sold in the break quantities only. Null when the quantity is fine. */
export function checkLotSize(title: string, quantity: number, grid: PricingGrid | null, lot: boolean): string | null {
  if (!grid || !lot || grid.breaks.includes(quantity)) return null;
  return `${title}: choose one of the lot sizes ${grid.breaks.join(', ')}.`;
}

/**
 * The minimum order, counted as the product page and the cart count
 * it: every line of the product together must reach its first break
 * (lib/domain/pricing/quantity.ts). Null when the rule is met.
 */
export function checkMinimumOrder(title: string, grid: PricingGrid | null, lines: readonly CountedLine[], productId: string): string | null {
  const minimum = minimumOrderViolation(grid?.breaks[0], lines, productId);
  return minimum ? `${title}: minimum order quantity is ${minimum.n}.` : null;
}
