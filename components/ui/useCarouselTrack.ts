import { useEffect, useState, type RefObject } from 'react';
import { scrollToLeft } from './scroll';

/** The slide in view of a track that shows one slide at a time (NaN while it has no width). */
export function slideInView(track: HTMLElement): number {
  return Math.round(track.scrollLeft / track.clientWidth);
}

/**
 * The bookkeeping of a native scroll-snap carousel (no library), shared by the
 * similar-products slider, the promo carousel and the product gallery: the
 * slide in view (for a track that shows one at a time) and whether the track
 * is at its start / end edge, measured on the first frame, on scroll and on
 * resize; and moves that scroll smoothly unless the user prefers reduced motion.
 */
export function useCarouselTrack(trackRef: RefObject<HTMLElement | null>) {
  const [index, setIndex] = useState(0);
  const [start, setStart] = useState(true);
  const [end, setEnd] = useState(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const left = track.scrollLeft;
      const width = track.clientWidth;
      if (width) setIndex(slideInView(track));
      setStart(left <= 1);
      setEnd(left + width >= track.scrollWidth - 1);
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
  }, [trackRef]);

  // Made once (they reach the track through its ref), so effects may depend on them.
  const [moves] = useState(() => ({
    /** Shows slide `to`, clamped to the track's slides; returns the slide it went to. */
    goTo(to: number): number {
      const track = trackRef.current;
      const next = Math.max(0, Math.min((track?.children.length ?? 1) - 1, to));
      setIndex(next);
      if (track) scrollToLeft(track, next * track.clientWidth);
      return next;
    },
    /** Moves by most of the track's width (a page of several slides). */
    page(direction: 1 | -1): void {
      const track = trackRef.current;
      if (track) scrollToLeft(track, track.scrollLeft + direction * track.clientWidth * 0.9);
    },
  }));

  return { index, start, end, ...moves };
}
