import { cardPrice } from '../catalog/card';
import type { ProductCard } from '../catalog/types';
import { decimalString } from '../../ground/money/cents';
import { toDisplay, type DisplayCurrency } from '../../ground/money/display';
import type { ProductSnapshot } from './list';

/**
 * The list entry for a product card (computed on the server, passed to the
 * card's buttons). The lists show the price as the card showed it when the
 * product was added, so the snapshot keeps the display amount.
 */
export function snapshotOf(
  card: Pick<ProductCard, 'id' | 'handle' | 'title' | 'image' | 'variants' | 'productType'>,
  display: DisplayCurrency,
): ProductSnapshot {
  const price = cardPrice(card);
  return {
    id: card.id,
    handle: card.handle,
    title: card.title,
    imageUrl: card.image?.url ?? null,
    price: price === null ? null : { amount: decimalString(toDisplay(price, display)), currencyCode: display.currency },
    productType: card.productType,
  };
}
