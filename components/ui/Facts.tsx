import type { ReactNode } from 'react';

export interface Fact {
  term: ReactNode;
  value: ReactNode;
  /** The row's class (a total set apart). */
  className?: string;
  /** On the value, for tests that read it. */
  testId?: string;
}

/** Terms and their values as a description list, each pair in a row (<div>) of its own for styling. */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact, index) => (
        <div key={index} className={fact.className}>
          <dt>{fact.term}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
