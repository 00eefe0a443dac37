/** A product page shows its first 5 related products. */
export const RELATED_PRODUCTS_LIMIT = 5;

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The first 5 where vendor matches, product type matches and title
 * differs, from a reply that asked for one more than the limit: the product
 * itself (by id) and any namesake are dropped here, comparing titles read in
 * the same language, so the query never carries a translated title the
 * platform's search does not know, and 5 remain whatever the language.
 */
export function relatedCards<T extends { id: string; title: string }>(cards: readonly T[], self: { id: string; title: string }): T[] {
  return cards.filter((c) => c.id !== self.id && !sameTitle(c.title, self.title)).slice(0, RELATED_PRODUCTS_LIMIT);
}
