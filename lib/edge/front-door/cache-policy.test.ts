import { PRIVATE_NO_STORE, sharedCacheHeaders, type CacheFacts } from './cache-policy';

const ISR = 's-maxage=3600, stale-while-revalidate=31532400';
const page = (over: Partial<CacheFacts> = {}): CacheFacts => ({
  kind: 'page',
  pathname: '/products/custom-roll-labels',
  status: 200,
  cookie: undefined,
  cacheControl: ISR,
  setsCookie: false,
  tags: ['tenant:us', 'product:custom-roll-labels', 'catalog', '_N_T_/layout'],
  ...over,
});

describe('what a shared cache may keep', () => {
  it('a catalog page that depends only on its URL: public, kept a minute by caches nothing purges, an hour by those that purge on its tags', () => {
    expect(sharedCacheHeaders(page())).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=31532400',
      'Surrogate-Control': 'max-age=3600, stale-while-revalidate=31532400',
      'CDN-Cache-Control': 'max-age=3600, stale-while-revalidate=31532400',
      'Cache-Tag': 'tenant:us,product:custom-roll-labels,catalog',
      'Surrogate-Key': 'tenant:us product:custom-roll-labels catalog',
    });
  });

  it.each([
    ['the language chosen by cookie', { cookie: 'cart=1; NEXT_LOCALE=fr' }],
    ['a punchout session', { cookie: 'punchout=abc' }],
    ['a page that sets a cookie (?lang=)', { setsCookie: true }],
    ['the account area, which the session cookie gates', { pathname: '/account/orders' }],
    ['a redirect', { status: 307, cacheControl: undefined }],
    ['a not-found page', { status: 404, cacheControl: undefined }],
  ])('%s: private, no-store, no tags', (_what, over) => {
    const headers = sharedCacheHeaders(page(over));
    expect(headers['Cache-Control']).toBe(PRIVATE_NO_STORE);
    expect(headers['Cache-Tag'] ?? null).toBeNull();
    expect(headers['Surrogate-Key'] ?? null).toBeNull();
  });

  it('a 304 says what its 200 said, so a cache revalidating its copy keeps it public', () => {
    expect(sharedCacheHeaders(page({ status: 304 }))).toEqual(sharedCacheHeaders(page()));
  });

  it('cookies that do not change the page leave it public', () => {
    expect(sharedCacheHeaders(page({ cookie: 'customer_session=x; design_visitor=y' }))['Cache-Control']).toMatch(/^public/);
  });

  it('a public answer without s-maxage (robots.txt) keeps its browser lifetime', () => {
    expect(sharedCacheHeaders(page({ pathname: '/robots.txt', cacheControl: 'public, max-age=3600', tags: [] }))).toMatchObject({
      'Cache-Control': 'public, max-age=3600, s-maxage=60',
      'Cache-Tag': null,
    });
  });

  it('every API answer is private, keeping only what the visitor’s browser may reuse', () => {
    const api = (cacheControl?: string) => sharedCacheHeaders(page({ kind: 'api', pathname: '/api/quick-view', cacheControl }))['Cache-Control'];
    expect(api('public, max-age=60')).toBe('private, max-age=60');
    expect(api('no-store')).toBe(PRIVATE_NO_STORE);
    expect(api(undefined)).toBe(PRIVATE_NO_STORE);
  });

  it('leaves static files to the app', () => {
    expect(sharedCacheHeaders(page({ kind: 'static', pathname: '/_next/static/x.js' }))).toEqual({});
  });
});
