/** Brand filter of the generic collection page: Indoor, Short-Term Outdoor, Outdoor. */
export const BRANDS = ['Indoor', 'Short-Term Outdoor', 'Outdoor'] as const;
export type Brand = (typeof BRANDS)[number];

export const BRAND_TAG_PREFIX = 'Brand=';

export interface Taggable {
  tags?: readonly string[];
}

/** The card's brands from its `Brand=<name>` tags, lower-cased. */
export function brandsOf(card: Taggable): string[] {
  return (card.tags ?? [])
    .filter((tag) => tag.startsWith(BRAND_TAG_PREFIX))
    .map((tag) => tag.slice(BRAND_TAG_PREFIX.length).trim().toLowerCase());
}

