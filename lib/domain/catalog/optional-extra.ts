/**
 * The product type of the Optional Extra products (Overlamination, Foil
 * Stamping, …): the catalog reads them by it (lib/services/shopify) and the store also
 * tags them with it. They are sold only as extras of a line, never as a line
 * of their own (lib/domain/checkout/line-check.ts); their prices are the extras'
 * base prices (lib/domain/pricing/extras.ts).
 */
export const OPTIONAL_EXTRA_TYPE = 'Optional Extra';

const norm = (s: string) => s.trim().toLowerCase();

/** An Optional Extra product: by its product type or its tag (either is enough; case and spacing aside). */
export function isOptionalExtraProduct(product: { productType?: string | null; tags: readonly string[] }): boolean {
  const same = (value: string | null | undefined) => norm(value ?? '') === norm(OPTIONAL_EXTRA_TYPE);
  return same(product.productType) || product.tags.some(same);
}
