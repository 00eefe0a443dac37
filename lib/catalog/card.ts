import type { Cents } from '../money/cents';
import type { ProductCard } from './types';
import { representativeVariant } from './variant';

/** Spec §3 "Card display product". */
export interface CardDisplay {
  imgSrc: string | null;
  /** Store amount. */
  price: Cents | null;
  name: string;
  id: string;
  handle: string;
}

/** The price a card shows and sorts by: first available variant, else the first variant. */
export function cardPrice(card: Pick<ProductCard, 'variants'>): Cents | null {
  return representativeVariant(card.variants)?.price ?? null;
}

export function cardDisplay(card: ProductCard): CardDisplay {
  return {
    imgSrc: card.image?.url ?? null,
    price: cardPrice(card),
    name: card.title,
    id: card.id,
    handle: card.handle,
  };
}
