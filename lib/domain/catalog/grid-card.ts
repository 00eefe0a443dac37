import type { DisplayCurrency } from '../../ground/money/display';
import { showPrice } from '../../ground/money/format';
import { cardPrice } from './card';
import type { ProductCard } from './types';

/** A product card as it is shown: every value already computed, so the browser formats nothing. */
export interface CardView {
  id: string;
  href: string;
  title: string;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  /** The "From" price, formatted in the tenant's display currency; null when the product has none. */
  price: string | null;
}

/** What a card shows of `card`, its price converted to the display currency and formatted for `locale`. */
export function cardView(
  card: Pick<ProductCard, 'id' | 'title' | 'image' | 'variants'>,
  href: string,
  display: DisplayCurrency,
  locale: string,
): CardView {
  const price = cardPrice(card);
  const image = card.image;
  return {
    id: card.id,
    href,
    title: card.title,
    image: image ? { url: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null } : null,
    price: price === null ? null : showPrice(price, display, locale),
  };
}
