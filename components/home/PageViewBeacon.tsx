'use client';

import { useEffect } from 'react';

/** Spec §2, §9: the page-view event fires 1 s after the page loads. */
export const PAGE_VIEW_DELAY_MS = 1000;

export interface PageViewBeaconProps {
  /** Event name, e.g. "Home". */
  name: string;
  path: string;
  /** Defaults to document.title at send time. */
  title?: string;
  locale: string;
  tenant: string;
  endpoint?: string;
}

/** Sends one analytics page event 1000 ms after mount (sendBeacon, else fetch keepalive). Renders nothing. */
export function PageViewBeacon({ name, path, title, locale, tenant, endpoint = '/api/analytics' }: PageViewBeaconProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const body = JSON.stringify({
        type: 'page',
        name,
        properties: { path, title: title ?? document.title, locale, tenant },
      });
      try {
        if (navigator.sendBeacon(endpoint, body)) return;
      } catch {
        // No sendBeacon (or it refused the call): fall back to fetch.
      }
      fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
        () => undefined,
      );
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, path, title, locale, tenant, endpoint]);
  return null;
}
