/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler is CommonJS, as Next loads it
const { isKeptOut } = require('./page-cache-handler.cjs') as { isKeptOut: (data: unknown) => boolean };

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
});
