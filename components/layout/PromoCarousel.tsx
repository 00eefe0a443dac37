'use client';

import { useEffect, useRef, useState } from 'react';
import type { PromoSlot } from '@/lib/reseller/types';
import { scrollToLeft } from '@/components/ui/scroll';
import { PromoSlotView } from './PromoSlotView';
import styles from './PromoBar.module.css';

/** Time each slot stays on screen. */
export const PROMO_AUTOPLAY_MS = 4000;

export interface PromoCarouselLabels {
  /** Accessible name of the scrollable track ("Promotions"). */
  region: string;
  /** "{index} of {total}" */
  slide: string;
  pause: string;
  play: string;
}

export interface PromoCarouselProps {
  slots: PromoSlot[];
  labels: PromoCarouselLabels;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Small-screen promo carousel: one slot at a time, auto-playing and looping
 * (a copy of the first slot at the end makes the wrap seamless), swipeable,
 * paused on hover or focus and by its pause button; no autoplay when the user
 * prefers reduced motion. Native scroll-snap: no carousel library to download.
 */
export function PromoCarousel({ slots, labels }: PromoCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const total = slots.length;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !playing || hovered || total < 2) return;
    let wrapTimer: number | undefined;
    const timer = window.setInterval(() => {
      if (reducedMotion() || track.clientWidth === 0) return;
      const index = Math.round(track.scrollLeft / track.clientWidth);
      const next = index + 1;
      scrollToLeft(track, next * track.clientWidth);
      if (next >= total) {
        // Reached the copy of the first slot: jump back to the real one unseen.
        wrapTimer = window.setTimeout(() => {
          track.scrollLeft = 0;
        }, 700);
      }
    }, PROMO_AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(wrapTimer);
    };
  }, [playing, hovered, total]);

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    // A swipe onto the trailing copy also wraps to the first slot.
    if (track.scrollLeft >= total * track.clientWidth - 1) track.scrollLeft = 0;
  }

  const first = slots[0];
  return (
    <div
      className={styles.carousel}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div
        ref={trackRef}
        className={styles.track}
        onScroll={onScroll}
        tabIndex={0}
        role="group"
        aria-label={labels.region}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slots.map((slot, index) => (
          <div
            key={`${slot.headline}-${index}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide.replace('{index}', String(index + 1)).replace('{total}', String(total))}
          >
            <PromoSlotView slot={slot} />
          </div>
        ))}
        {first ? (
          <div className={styles.slide} aria-hidden="true" inert>
            <PromoSlotView slot={first} />
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.playPause}
        aria-pressed={!playing}
        aria-label={playing ? labels.pause : labels.play}
        onClick={() => setPlaying((value) => !value)}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </div>
  );
}
