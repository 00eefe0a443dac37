import type { ReactNode } from 'react';

export interface SkeletonProps {
  /** Said once to assistive technology ("Loading…"); the blocks themselves are hidden from it. */
  label: string;
  className?: string;
  testId?: string;
  /** The placeholder blocks, aria-hidden. */
  children: ReactNode;
}

/** Placeholder blocks while something loads in the browser: the region is busy and says what it waits for. */
export function Skeleton({ label, className, testId, children }: SkeletonProps) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {children}
    </div>
  );
}
