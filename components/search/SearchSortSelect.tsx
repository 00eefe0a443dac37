'use client';

import type { ReactNode } from 'react';

export interface SearchSortSelectProps {
  id: string;
  className: string;
  defaultValue: string;
  /** The sort <option>s, rendered on the server. */
  children: ReactNode;
}

/**
 * The search form's sort: choosing one searches again at once, as the
 * collection page sorts on change. It submits its own GET form, so the URL
 * carries the sort (`&sort=title`), each choice is a history entry Back
 * returns from, and without JavaScript the Search button still applies it.
 */
export function SearchSortSelect({ id, className, defaultValue, children }: SearchSortSelectProps) {
  return (
    <select id={id} className={className} name="sort" defaultValue={defaultValue} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
      {children}
    </select>
  );
}
