'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ProductCard as ProductCardData } from '@/lib/catalog/types';
import { IconChevronLeft, IconChevronRight } from '@/components/ui/icons';
import { scrollToLeft } from '@/components/ui/scroll';
import { ProductCard } from './ProductCard';
import styles from './SimilarProductsSlider.module.css';

/** Spec §9: similar or on-sale list of 8. */
export const SIMILAR_PRODUCTS_LIMIT = 8;

export interface SimilarProductsSliderLabels {
  heading: string;
  previous: string;
  next: string;
  from: string;
}

export interface SimilarProductsSliderProps {
  cards: ProductCardData[];
  productHrefs?: Record<string, string>;
  locale: string;
  labels: SimilarProductsSliderLabels;
}

interface Edges {
  start: boolean;
  end: boolean;
}

function measure(track: HTMLElement): Edges {
  return {
    start: track.scrollLeft <= 1,
    end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
  };
}

/**
 * Horizontal slider of up to 8 product cards (scroll-snap: swipe, trackpad,
 * Tab through the cards) with previous/next buttons that move a page at a time.
 */
export function SimilarProductsSlider({ cards, productHrefs = {}, locale, labels }: SimilarProductsSliderProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false });
  const headingId = useId();
  const items = cards.slice(0, SIMILAR_PRODUCTS_LIMIT);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const next = measure(track);
      setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    const frame = requestAnimationFrame(update);
    track.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(track);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  function page(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    scrollToLeft(track, track.scrollLeft + direction * track.clientWidth * 0.9);
  }

  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {labels.heading}
        </h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.nav}
            aria-label={labels.previous}
            aria-disabled={edges.start}
            onClick={() => page(-1)}
          >
            <IconChevronLeft />
          </button>
          <button
            type="button"
            className={styles.nav}
            aria-label={labels.next}
            aria-disabled={edges.end}
            onClick={() => page(1)}
          >
            <IconChevronRight />
          </button>
        </div>
      </div>
      <ul ref={trackRef} className={styles.track}>
        {items.map((card) => (
          <li key={card.id} className={styles.slide}>
            <ProductCard
              card={card}
              href={productHrefs[card.id] ?? `/products/${encodeURIComponent(card.handle)}`}
              locale={locale}
              fromLabel={labels.from}
              sizes="(max-width: 749px) 60vw, (max-width: 1024px) 33vw, 25vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
