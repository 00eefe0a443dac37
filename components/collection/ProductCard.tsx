import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import { cardPrice } from '@/lib/domain/catalog/card';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { showPrice } from '@/lib/ground/money/format';
import { ProductImage } from '@/components/ui/ProductImage';
import styles from './ProductCard.module.css';

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

// The image fills 84% of a card (8% padding each side) in a 2, 3 or 5 column grid.
const DEFAULT_SIZES = '(max-width: 749px) 42vw, (max-width: 1024px) 28vw, 200px';

/**
 * Product card: image, title, "From $x.xx", linking to the product page.
 * Rendered on the server (its one hook, useTranslations, works there too).
 */
export function ProductCard({
  card,
  href,
  locale,
  display,
  priority = false,
  sizes = DEFAULT_SIZES,
  headingLevel = 'h3',
  actions,
}: ProductCardProps) {
  const t = useTranslations('Common');
  const price = cardPrice(card);
  const Heading = headingLevel;
  const image = card.image;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <ProductImage
            src={image.url}
            alt={image.altText ?? ''}
            width={image.width ?? 600}
            height={image.height ?? 600}
            maxWidth={image.width}
            sizes={sizes}
            priority={priority}
            className={styles.image}
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {card.title}
          </Link>
        </Heading>
        {price !== null ? (
          <p className={styles.price}>
            <span className={styles.from}>{t('from')}</span>{' '}
            <span className={styles.amount}>{showPrice(price, display, locale)}</span>
          </p>
        ) : null}
      </div>
      {actions}
    </article>
  );
}
