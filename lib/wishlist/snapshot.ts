import { cardPrice } from '../catalog/card';
import type { ProductCard } from '../catalog/types';
import type { ProductSnapshot } from './list';

/** The list entry for a product card (computed on the server, passed to the card's buttons). */
export function snapshotOf(card: Pick<ProductCard, 'id' | 'handle' | 'title' | 'image' | 'variants' | 'productType'>): ProductSnapshot {
  const price = cardPrice(card);
  return {
    id: card.id,
    handle: card.handle,
    title: card.title,
    imageUrl: card.image?.url ?? null,
    price: price ? { amount: price.amount, currencyCode: price.currencyCode } : null,
    productType: card.productType,
  };
}
