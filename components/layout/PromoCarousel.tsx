'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/components/ui/scroll';
import { slideInView, useCarouselTrack } from '@/components/ui/useCarouselTrack';

/** Time each slot stays on screen. */
export const PROMO_AUTOPLAY_MS = 4000;

export interface PromoCarouselProps {
  /**
   * The slides, rendered on the server: one per slot (role=group,
   * aria-roledescription=slide, "1 of 3"), then an inert copy of the first.
   */
  slides: ReactNode;
  /** Number of slots (the copy not counted). */
  count: number;
  /** CSS module classes of PromoBar. */
  classes: Readonly<Record<string, string>>;
  /** The carousel's name and its pause / play button's, rendered on the server. */
  labels: { label: string; pause: string; play: string };
}

/**
 * Small-screen promo carousel: one slot at a time, auto-playing and looping
 * (a copy of the first slot at the end makes the wrap seamless), swipeable,
 * paused on hover or focus and by its pause button; no autoplay when the user
 * prefers reduced motion. Native scroll-snap: no carousel library to download.
 */
export function PromoCarousel({ slides, count: total, classes, labels }: PromoCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const { goTo } = useCarouselTrack(trackRef);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !playing || hovered || total < 2) return;
    let wrapTimer: number | undefined;
    const timer = window.setInterval(() => {
      if (prefersReducedMotion() || track.clientWidth === 0) return;
      if (goTo(slideInView(track) + 1) >= total) {
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
  }, [playing, hovered, total, goTo]);

  return (
    <div
      className={classes.carousel}
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
        className={classes.track}
        onScroll={() => {
          const track = trackRef.current;
          // A swipe onto the trailing copy also wraps to the first slot.
          if (track && track.clientWidth > 0 && track.scrollLeft >= total * track.clientWidth - 1) track.scrollLeft = 0;
        }}
        tabIndex={0}
        role="group"
        aria-label={labels.label}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides}
      </div>
      <button
        type="button"
        className={classes.playPause}
        aria-pressed={!playing}
        aria-label={playing ? labels.pause : labels.play}
        onClick={() => setPlaying(!playing)}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </div>
  );
}
