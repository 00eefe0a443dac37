/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler is CommonJS, as Next loads it
const { isKeptOut, UNAVAILABLE_MARK } = require('./page-cache-handler.cjs') as { isKeptOut: (data: unknown) => boolean; UNAVAILABLE_MARK: string };
import { isUnavailablePage, UNAVAILABLE_PAGE_META } from './unavailable-page';

describe('the page cache', () => {
  it('keeps pages and data, never not-found pages, redirects or errors', () => {
    expect(isKeptOut({ kind: 'APP_PAGE', status: 200, html: '<p>' })).toBe(false);
    expect(isKeptOut({ kind: 'APP_PAGE', html: '<p>' })).toBe(false);
    expect(isKeptOut({ kind: 'FETCH', data: {} })).toBe(false);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 404 })).toBe(true);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 307 })).toBe(true);
    expect(isKeptOut({ kind: 'APP_ROUTE', status: 503 })).toBe(true);
    expect(isKeptOut(null)).toBe(false);
  });

  it('never keeps a page rendered while the store was down: a later visitor gets a fresh one', () => {
    const fallback = `<html><head><meta name="${UNAVAILABLE_PAGE_META}" content="30"/></head><body>…</body></html>`;
    expect(isUnavailablePage(fallback)).toBe(true);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 200, html: fallback })).toBe(true);
    expect(isKeptOut({ kind: 'APP_PAGE', status: 200, html: Buffer.from(fallback) })).toBe(true);
    // The CommonJS handler and the app name the same tag.
    expect(UNAVAILABLE_MARK).toBe(`name="${UNAVAILABLE_PAGE_META}"`);
  });
});
