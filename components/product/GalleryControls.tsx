'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { scrollToLeft } from '@/components/ui/scroll';
import { StepButton } from '@/components/ui/StepButton';
import { useCarouselTrack } from '@/components/ui/useCarouselTrack';

export interface GalleryControlsProps {
  /** The slides, rendered on the server. */
  slides: ReactNode[];
  /** One thumbnail image per slide, rendered on the server. */
  thumbs: ReactNode[];
  previousIcon: ReactNode;
  nextIcon: ReactNode;
  /** CSS module classes of ProductGallery. */
  classes: Readonly<Record<string, string>>;
}

/**
 * The gallery's browser side (see ProductGallery): the scroll-snap track
 * (swipe, trackpad, arrow keys, Home / End), previous / next buttons and the
 * thumbnail strip, kept in step with the slide in view.
 */
export function GalleryControls({ slides, thumbs, previousIcon, nextIcon, classes }: GalleryControlsProps) {
  const t = useTranslations('Product');
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const { index: active, goTo } = useCarouselTrack(trackRef);
  const total = slides.length;

  // Keep the active thumbnail in view inside the strip (never scrolls the page).
  useEffect(() => {
    const strip = thumbsRef.current;
    const thumb = strip?.children[active] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const start = thumb.offsetLeft - strip.offsetLeft;
    const end = start + thumb.offsetWidth;
    if (start < strip.scrollLeft) scrollToLeft(strip, start);
    else if (end > strip.scrollLeft + strip.clientWidth) scrollToLeft(strip, end - strip.clientWidth);
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: total - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  return (
    <>
      <div className={classes.main}>
        <div
          ref={trackRef}
          className={classes.track}
          tabIndex={0}
          aria-label={t('gallery')}
          role="group"
          onKeyDown={onKeyDown}
        >
          {slides}
        </div>
        <StepButton className={`${classes.arrow} ${classes.prev}`} label={t('previousImage')} atEnd={active === 0} onClick={() => goTo(active - 1)}>
          {previousIcon}
        </StepButton>
        <StepButton
          className={`${classes.arrow} ${classes.next}`}
          label={t('nextImage')}
          atEnd={active === total - 1}
          onClick={() => goTo(active + 1)}
        >
          {nextIcon}
        </StepButton>
      </div>
      <ul ref={thumbsRef} className={classes.thumbs} aria-label={t('thumbnails')}>
        {thumbs.map((thumb, index) => (
          <li key={index} className={classes.thumbItem}>
            <button
              type="button"
              className={classes.thumb}
              aria-current={active === index ? 'true' : undefined}
              aria-label={t('showImage', { index: index + 1, total })}
              onClick={() => goTo(index)}
            >
              {thumb}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
