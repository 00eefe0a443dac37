import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { Icon } from '@/components/ui/Icon';
import { ProductCard } from './ProductCard';
import { SliderControls } from './SliderControls';
import styles from './SimilarProductsSlider.module.css';

/** Similar or on-sale list of 8. */
export const SIMILAR_PRODUCTS_LIMIT = 8;

export interface SimilarProductsSliderProps {
  cards: ProductCardData[];
  productHrefs?: Record<string, string>;
  locale: string;
  display: DisplayCurrency;
}

/**
 * Horizontal slider of up to 8 product cards (scroll-snap: swipe, trackpad,
 * Tab through the cards) with previous/next buttons that move a page at a
 * time. The cards are rendered here; SliderControls adds the buttons.
 */
export function SimilarProductsSlider({ cards, productHrefs = {}, locale, display }: SimilarProductsSliderProps) {
  const t = useTranslations('Collection');
  const headingId = useId();
  const items = cards.slice(0, SIMILAR_PRODUCTS_LIMIT);
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SliderControls
        heading={
          <h2 id={headingId} className={styles.heading}>
            {t('similarProducts')}
          </h2>
        }
        previousIcon={<Icon name="chevron-left" />}
        nextIcon={<Icon name="chevron-right" />}
        classes={styles}
        labels={{ previous: t('previousSlide'), next: t('nextSlide') }}
      >
        {items.map((card) => (
          <li key={card.id} className={styles.slide}>
            <ProductCard
              card={card}
              href={productHrefs[card.id] ?? `/products/${encodeURIComponent(card.handle)}`}
              locale={locale}
              display={display}
              sizes="(max-width: 749px) 60vw, (max-width: 1024px) 33vw, 25vw"
            />
          </li>
        ))}
      </SliderControls>
    </section>
  );
}
