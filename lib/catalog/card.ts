import type { Money, ProductCard } from './types';
import { representativeVariant } from './variant';

/** Spec §3 "Card display product". */
export interface CardDisplay {
  imgSrc: string | null;
  price: Money | null;
  name: string;
  id: string;
  handle: string;
}

/** The price a card shows and sorts by: first available variant, else the first variant. */
export function cardPrice(card: Pick<ProductCard, 'variants'>): Money | null {
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
