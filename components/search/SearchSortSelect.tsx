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
 * with, so it never names an order the list is not in. On the first render
 * only a page Back or Forward brought is put back: the page is painted
 * before its scripts run, and a choice made before then is the shopper's
 * own, being applied.
 */
export function SearchSortSelect({ id, className, defaultValue, children }: SearchSortSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const restore = () => {
      if (select.current) select.current.value = defaultValue;
    };
    if (mounted.current || cameBackOrForward()) restore();
    mounted.current = true;
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) restore();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
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

/** Whether this document was loaded by Back or Forward (its form fields may hold an earlier visit's values). */
function cameBackOrForward(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}
