'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Locale } from '@/lib/ground/tenant/types';
import type { LiveSearchLabels } from './live-search-labels';

// The live matches (their client, listbox and keys) load when the shopper first
// reaches the field, i.e. when the overlay opens: the header ships only this field.
// React's own lazy, as the design editor's modal: it renders only after that, never on the server.
const LiveMatches = lazy(() => import('./LiveMatches'));

export interface LiveSearchFieldProps {
  id: string;
  className?: string;
  placeholder: string;
  /** The longest query the search takes (the route refuses longer). */
  maxLength: number;
  labels: LiveSearchLabels;
  /** The page's language: the matches' prices are written in it. */
  locale?: Locale;
}

/**
 * The overlay's search field. Without JavaScript, or until the shopper
 * reaches it, it is the plain required field of the GET form to /search;
 * from its first focus it also lists live matches under it (LiveMatches).
 */
export function LiveSearchField({ id, className, placeholder, maxLength, labels, locale }: LiveSearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  // null until the field is first reached: nothing loads before.
  const [text, setText] = useState<string | null>(null);
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        className={className}
        type="search"
        name="q"
        required
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        onFocus={(event) => {
          const value = event.currentTarget.value;
          setText((current) => current ?? value);
        }}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {text !== null ? (
        <Suspense fallback={null}>
          <LiveMatches input={inputRef} text={text} listId={listId} labels={labels} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
