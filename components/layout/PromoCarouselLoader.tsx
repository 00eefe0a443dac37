'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { PromoCarousel, type PromoCarouselProps } from './PromoCarousel';

/** Mobile threshold: below 1025 px. */
export const MOBILE_QUERY = '(max-width: 1024.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

export interface PromoCarouselLoaderProps {
  carousel: PromoCarouselProps;
  /** The server-rendered row, shown on wide screens and until the carousel loads. */
  children: ReactNode;
}

/**
 * Swaps the promo row for the carousel below 1025 px (after hydration: the
 * server HTML has the row). The carousel's code is part of this island rather
 * than a chunk of its own: it is small now that the slots are rendered on the
 * server, and one download costs phones less than two.
 */
export function PromoCarouselLoader({ carousel, children }: PromoCarouselLoaderProps) {
  const mobile = useSyncExternalStore(subscribe, isMobile, () => false);
  if (!mobile || carousel.count < 2) return <>{children}</>;
  return <PromoCarousel {...carousel} />;
}
