/** Brand filter (spec §2 generic collection page, §9: Indoor, Short-Term Outdoor, Outdoor). */
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

/**
 * Keeps the cards whose `Brand=<name>` tag matches a selected brand. With no
 * brand selected, or when no card carries a Brand tag at all, every card stays.
 */
export function filterByBrand<T extends Taggable>(cards: readonly T[], selected: readonly string[]): T[] {
  if (selected.length === 0) return [...cards];
  if (!cards.some((card) => brandsOf(card).length > 0)) return [...cards];
  const wanted = new Set(selected.map((b) => b.toLowerCase()));
  return cards.filter((card) => brandsOf(card).some((b) => wanted.has(b)));
}
