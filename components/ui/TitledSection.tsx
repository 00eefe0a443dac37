import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id, by which it names the region (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  /** nav for a group of links. */
  as?: 'section' | 'nav';
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A region named by its heading, so assistive technology lists it under the heading's text. */
export function TitledSection({ headingId, title, as = 'section', headingLevel = 'h2', className, headingClassName, children }: TitledSectionProps) {
  const Region = as;
  const Heading = headingLevel;
  return (
    <Region className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
