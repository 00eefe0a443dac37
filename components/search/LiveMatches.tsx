'use client';

import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { ProductImage } from '@/components/ui/ProductImage';
import { goTo } from '@/components/ui/navigate';
import { callApi } from '@/lib/edge/api/client';
import type { SearchMatch } from '@/lib/edge/api/contracts/search';
import { SEARCH } from '@/lib/edge/api/endpoints/catalog';
import { productPath } from '@/lib/domain/catalog/links';
import { searchPath } from '@/lib/domain/search/links';
import { collapseSpaces, LIVE_DEBOUNCE_MS, LIVE_LIMIT, movedActive, wantsMatches } from '@/lib/domain/search/live';
import type { Locale } from '@/lib/ground/tenant/types';
import type { LiveSearchLabels } from './live-search-labels';
import styles from './LiveMatches.module.css';

export interface LiveMatchesProps {
  /** The overlay's field, which this turns into a combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** What the field holds now. */
  text: string;
  listId: string;
  labels: LiveSearchLabels;
  locale?: Locale;
}

/** The last answer: for which query, and what came back. */
type Answer = { query: string; status: 'done'; matches: SearchMatch[] } | { query: string; status: 'error' };

/** The route sends handles as this host's URLs carry them (prefix already taken off): the path adds none. */
const AS_SENT = { handlePrefix: '' };

/**
 * Live matches under the overlay's field (reseller hosts): from two
 * characters, 200 ms after the shopper stops typing, the first five products
 * /api/search finds, each a link with its image, title and price, then "See
 * all results". A newer query aborts the request of an older one.
 *
 * The field is a combobox over a listbox (WAI-ARIA's pattern): Down and Up
 * move through the matches (wrapping), Enter opens the active one (else the
 * form searches as usual), Escape closes the list first and the overlay
 * next. The field is the server's; its ARIA state is set here, where it is
 * known.
 */
export default function LiveMatches({ input, text, listId, labels, locale }: LiveMatchesProps) {
  const query = collapseSpaces(text);
  const wanted = wantsMatches(query);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  // The query whose list Escape closed; typing something else opens it again.
  const [closedFor, setClosedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const reply = await callApi(SEARCH, { query: { q: query, limit: LIVE_LIMIT, locale }, signal: controller.signal });
      if (controller.signal.aborted) return;
      setAnswer(reply.ok ? { query, status: 'done', matches: reply.data.matches } : { query, status: 'error' });
      setActive(-1);
    }, LIVE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, wanted, locale]);

  // The last matches stay in view while the next are on their way, so the list does not flicker as the shopper types.
  const matches = wanted && answer?.status === 'done' ? answer.matches : [];
  const pending = wanted && answer?.query !== query;
  const open = wanted && closedFor !== query;
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = !open ? '' : pending ? labels.loading : answer?.status === 'error' ? labels.error : matches.length === 0 ? labels.empty : '';

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!wanted || matches.length === 0) return;
      event.preventDefault();
      setClosedFor(null);
      setActive(expanded ? movedActive(active, matches.length, event.key) : event.key === 'ArrowDown' ? 0 : matches.length - 1);
    } else if (event.key === 'Enter' && expanded && matches[active]) {
      const chosen = matches[active];
      event.preventDefault();
      goTo(productPath(AS_SENT, chosen.handle));
    } else if (event.key === 'Escape' && expanded) {
      // The list closes, not the overlay: the browser would turn this Escape into the dialog's cancel.
      event.preventDefault();
      event.stopPropagation();
      setClosedFor(query);
      setActive(-1);
    }
  });

  // The field becomes the combobox while this is mounted.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    const listen = (event: KeyboardEvent) => onKeyDown(event);
    field.addEventListener('keydown', listen);
    return () => {
      field.removeEventListener('keydown', listen);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) field.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  return (
    <div className={styles.popup}>
      <div role="listbox" id={listId} aria-label={labels.matches} className={styles.list} hidden={!expanded}>
        {matches.map((match, index) => (
          <a
            key={match.handle}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            href={productPath(AS_SENT, match.handle)}
            className={styles.option}
            onMouseMove={() => setActive(index)}
          >
            {match.image ? (
              <ProductImage src={match.image} alt="" width={48} height={48} maxWidth={null} sizes="48px" className={styles.image} />
            ) : (
              <span className={styles.image} aria-hidden="true" />
            )}
            <span className={styles.title}>{match.title}</span>
            {match.price ? <span className={styles.price}>{match.price}</span> : null}
          </a>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {expanded ? (
        <a href={searchPath(query)} className={styles.all}>
          {labels.seeAll}
        </a>
      ) : null}
    </div>
  );
}
