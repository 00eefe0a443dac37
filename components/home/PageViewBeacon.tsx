'use client';

import { useEffect } from 'react';
import { ANALYTICS, beaconApi } from '@/lib/edge/api/beacon';

/** The page-view event fires 1 s after the page loads. */
export const PAGE_VIEW_DELAY_MS = 1000;

export interface PageViewBeaconProps {
  /** Event name, e.g. "Home". */
  name: string;
  path: string;
  /** Defaults to document.title at send time. */
  title?: string;
  locale: string;
  tenant: string;
}

/** Sends one analytics page event 1000 ms after mount (a beacon). Renders nothing. */
export function PageViewBeacon({ name, path, title, locale, tenant }: PageViewBeaconProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      beaconApi(ANALYTICS, { type: 'page', name, properties: { path, title: title ?? document.title, locale, tenant } });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, path, title, locale, tenant]);
  return null;
}
