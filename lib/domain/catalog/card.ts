import type { Cents } from '../../ground/money/cents';
import type { ProductCard } from './types';
import { representativeVariant } from './variant';

/** The price a card shows and sorts by: first available variant, else the first variant. */
export function cardPrice(card: Pick<ProductCard, 'variants'>): Cents | null {
  return representativeVariant(card.variants)?.price ?? null;
}
