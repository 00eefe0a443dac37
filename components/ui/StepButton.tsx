import type { ReactNode } from 'react';

export interface StepButtonProps {
  /** Its name ("Previous image"); the icon is its only content. */
  label: string;
  /** At the end it goes towards: aria-disabled rather than disabled, so keyboard focus stays on it. */
  atEnd: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}

/** A previous or next button of a gallery or slider. */
export function StepButton({ label, atEnd, onClick, className, children }: StepButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} aria-disabled={atEnd} onClick={onClick}>
      {children}
    </button>
  );
}
