import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { CARD_WIDTHS, ProductImage } from '@/components/ui/ProductImage';
import type { CardView } from '@/lib/domain/catalog/grid-card';
import styles from './ProductCard.module.css';

export interface ProductCardViewProps {
  card: CardView;
  /** Eager-load the image (first row above the fold). */
  priority?: boolean;
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
  /** Buttons over the image (Quick view, wishlist, compare: components/wishlist/CardActions). */
  actions?: ReactNode;
  /** "From", before the price: formatted by the caller, so the grid's island needs no message formatter. */
  fromLabel: string;
}

// The image fills 84% of a card (8% padding each side) in a 2, 3 or 5 column grid.
const DEFAULT_SIZES = '(max-width: 749px) 42vw, (max-width: 1024px) 28vw, 200px';

/**
 * Product card markup: image, title, "From $x.xx", linking to the product
 * page. Hook-light and given finished values, so the server renders it
 * (ProductCard) and the collection grid's island renders the cards it
 * fetches as the shopper scrolls with the very same markup.
 */
export function ProductCardView({ card, priority = false, sizes = DEFAULT_SIZES, headingLevel = 'h3', actions, fromLabel }: ProductCardViewProps) {
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
            widths={CARD_WIDTHS}
            sizes={sizes}
            priority={priority}
          />
        ) : (
          <div aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading>
          <Link href={card.href}>{card.title}</Link>
        </Heading>
        {card.price !== null ? (
          <p>
            <span>{fromLabel}</span> <span>{card.price}</span>
          </p>
        ) : null}
      </div>
      {actions}
    </article>
  );
}
