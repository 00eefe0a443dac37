'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { PromoSlot } from '@/lib/reseller/types';
import type { PromoCarouselLabels } from './PromoCarousel';

/** Mobile threshold (spec §9): below 1025 px. */
export const MOBILE_QUERY = '(max-width: 1024.98px)';

const PromoCarousel = lazy(() => import('./PromoCarousel').then((m) => ({ default: m.PromoCarousel })));

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
  slots: PromoSlot[];
  labels: PromoCarouselLabels;
  /** The server-rendered row, shown on wide screens and until the carousel loads. */
  children: ReactNode;
}

/** Swaps the promo row for the carousel below 1025 px; wide screens never load the carousel code. */
export function PromoCarouselLoader({ slots, labels, children }: PromoCarouselLoaderProps) {
  const mobile = useSyncExternalStore(subscribe, isMobile, () => false);
  if (!mobile || slots.length < 2) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PromoCarousel slots={slots} labels={labels} />
    </Suspense>
  );
}
