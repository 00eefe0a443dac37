/**
 * Product tags that drive pricing: `$=<pricing file>`, `markup=<percent>`, `OE=<extra>`, `Lot Pricing`.
 */

export const PRICING_TAG_PREFIX = '$=';
export const MARKUP_TAG_PREFIX = 'markup=';
export const LOT_PRICING_TAG = 'Lot Pricing';

/** The optional extras, their enabling tag and their net table in the pricing file. */
export const EXTRAS = [
  { key: 'overlamination', tag: 'OE=Overlamination', table: 'net_overlam' },
  { key: 'foil_stamping', tag: 'OE=Foil Stamping', table: 'net_foil' },
  { key: 'matte', tag: 'OE=Matte Varnish', table: 'net_matte_varnish' },
  { key: 'tape', tag: 'OE=Double Sided Tape', table: 'net_double_sided_tape' },
  { key: 'imprint', tag: 'OE=Back Imprint', table: 'net_back_imprint' },
  { key: 'numbering', tag: 'OE=Numbering', table: 'net_numbering' },
  // White Halo is an outline option: enabled by its tag, no price table of its own.
  { key: 'white_halo', tag: 'OE=White Halo', table: null },
] as const;

export type ExtraKey = (typeof EXTRAS)[number]['key'];

/**
 * Whether the product carries a `$=` tag at all. Only a product without one
 * is priced at the variant price; a tag that names no file (`$=` alone) is a
 * pricing file that cannot be read (lib/domain/pricing/fetch.ts).
 */
export function hasPricingTag(tags: readonly string[]): boolean {
  return tags.some((t) => t.startsWith(PRICING_TAG_PREFIX));
}

/** The pricing file name from the first `$=` tag, or null when the product has none (or it names nothing). */
export function pricingFileName(tags: readonly string[]): string | null {
  const tag = tags.find((t) => t.startsWith(PRICING_TAG_PREFIX));
  const name = tag?.slice(PRICING_TAG_PREFIX.length).trim();
  return name ? name : null;
}

/** The `markup=` percent; a missing or non-numeric value counts as 0. */
export function markupPercent(tags: readonly string[]): number {
  const tag = tags.find((t) => t.startsWith(MARKUP_TAG_PREFIX));
  const raw = tag?.slice(MARKUP_TAG_PREFIX.length).trim() ?? '';
  const value = raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : 0;
}

export function isLotPriced(tags: readonly string[]): boolean {
  return tags.includes(LOT_PRICING_TAG);
}

/** The extras a product offers, in the fixed order above. */
export function enabledExtras(tags: readonly string[]): ExtraKey[] {
  return EXTRAS.filter((e) => tags.includes(e.tag)).map((e) => e.key);
}

/** The pricing row (and cart "barcode"): the last dash-separated piece of the variant SKU. */
export function skuRow(sku: string | null | undefined): string | null {
  const piece = sku?.split('-').pop()?.trim();
  return piece ? piece : null;
}
