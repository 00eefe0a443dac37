'use client';

import { useRef, type ReactNode } from 'react';
import { StepButton } from '@/components/ui/StepButton';
import { useCarouselTrack } from '@/components/ui/useCarouselTrack';

export interface SliderControlsProps {
  /** The heading, rendered on the server. */
  heading: ReactNode;
  /** The slides (<li>), rendered on the server. */
  children: ReactNode;
  previousIcon: ReactNode;
  nextIcon: ReactNode;
  /** CSS module classes of SimilarProductsSlider. */
  classes: Readonly<Record<string, string>>;
  /** The buttons' names, rendered on the server. */
  labels: { previous: string; next: string };
}

/** The slider's browser side (see SimilarProductsSlider): previous / next buttons that move a page at a time. */
export function SliderControls({ heading, children, previousIcon, nextIcon, classes, labels }: SliderControlsProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const { start, end, page } = useCarouselTrack(trackRef);

  return (
    <>
      <div className={classes.head}>
        {heading}
        <div className={classes.controls}>
          <StepButton className={classes.nav} label={labels.previous} atEnd={start} onClick={() => page(-1)}>
            {previousIcon}
          </StepButton>
          <StepButton className={classes.nav} label={labels.next} atEnd={end} onClick={() => page(1)}>
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
