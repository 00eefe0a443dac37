'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { scrollToLeft } from '@/components/ui/scroll';
import { StepButton } from '@/components/ui/StepButton';

export interface SliderControlsProps {
  /** The heading, rendered on the server. */
  heading: ReactNode;
  /** The slides (<li>), rendered on the server. */
  children: ReactNode;
  previousIcon: ReactNode;
  nextIcon: ReactNode;
  /** CSS module classes of SimilarProductsSlider. */
  classes: Readonly<Record<string, string>>;
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

/** The slider's browser side (see SimilarProductsSlider): previous / next buttons that move a page at a time. */
export function SliderControls({ heading, children, previousIcon, nextIcon, classes }: SliderControlsProps) {
  const t = useTranslations('Collection');
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false });

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

  return (
    <>
      <div className={classes.head}>
        {heading}
        <div className={classes.controls}>
          <StepButton className={classes.nav} label={t('previousSlide')} atEnd={edges.start} onClick={() => page(-1)}>
            {previousIcon}
          </StepButton>
          <StepButton className={classes.nav} label={t('nextSlide')} atEnd={edges.end} onClick={() => page(1)}>
            {nextIcon}
          </StepButton>
        </div>
      </div>
      <ul ref={trackRef} className={classes.track}>
        {children}
      </ul>
    </>
  );
}
