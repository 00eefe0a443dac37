/**
 * A page rendered while the store could not be reached carries this meta tag
 * (components/content/Unavailable.tsx). The front door answers such a page
 * 503 with Retry-After and no-store, and the page cache never stores it
 * (lib/services/cache/page-entry.ts), so a later
 * visitor gets the page rendered again, or the good one still cached, never
 * the fallback.
 */
export const UNAVAILABLE_PAGE_META = 'store-unavailable';

/** Seconds a client or crawler should wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** Whether a rendered page is the store-unavailable fallback. */
export function isUnavailablePage(html: string): boolean {
  return html.includes(`name="${UNAVAILABLE_PAGE_META}"`);
}
