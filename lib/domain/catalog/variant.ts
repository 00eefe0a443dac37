import type { ProductVariant } from './types';

/**
 * The variant that stands for a product in lists and price sorts:
 * the first one available for sale, else the first one, else null.
 */
export function representativeVariant<V extends Pick<ProductVariant, 'availableForSale'>>(variants: readonly V[]): V | null {
  return variants.find((v) => v.availableForSale) ?? variants[0] ?? null;
}
