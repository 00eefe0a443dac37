import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import { cardView } from '@/lib/domain/catalog/grid-card';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { ProductCardView } from './ProductCardView';

export interface ProductCardProps {
  card: ProductCardData;
  href: string;
  locale: string;
  /** The tenant's display currency: the card's store price is converted here. */
  display: DisplayCurrency;
  /** Eager-load the image (first row above the fold). */
  priority?: boolean;
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
  /** Buttons over the image (Quick view, wishlist, compare: components/wishlist/CardActions). */
  actions?: ReactNode;
}

/** Product card from the store's data, on the server: the price is converted and formatted here. */
export function ProductCard({ card, href, locale, display, ...rest }: ProductCardProps) {
  const t = useTranslations('Common');
  return <ProductCardView card={cardView(card, href, display, locale)} fromLabel={t('from')} {...rest} />;
}
