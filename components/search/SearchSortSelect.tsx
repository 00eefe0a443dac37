'use client';

import { useEffect, useRef, type ReactNode } from 'react';

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
 *
 * Back returns to a page the browser kept whole (back/forward cache) or
 * refills from its form memory, both with the sort the shopper chose before
 * leaving: the select is put back to the sort the results were rendered
 * with, so it never names an order the list is not in.
 */
export function SearchSortSelect({ id, className, defaultValue, children }: SearchSortSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const restore = () => {
      if (select.current) select.current.value = defaultValue;
    };
    restore();
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, [defaultValue]);
  return (
    <select
      ref={select}
      id={id}
      className={className}
      name="sort"
      autoComplete="off"
      defaultValue={defaultValue}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
    >
      {children}
    </select>
  );
}
