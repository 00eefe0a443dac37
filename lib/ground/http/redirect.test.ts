import { isAuthPath, previousLocation, safeRedirect, shopperOrigin, withRedirectUrl } from './redirect';

const ORIGIN = 'http://localhost:3000';

describe('safeRedirect', () => {
  it.each([
    ['/account', '/account'],
    ['/account/orders/summary?x=1', '/account/orders/summary?x=1'],
    ['/account/orders/summary/42?key=abc#top', '/account/orders/summary/42?key=abc#top'],
    ['/products/roll-labels?size=2x2&q=100%25', '/products/roll-labels?size=2x2&q=100%25'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/account'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash inside', '/account\\..\\evil'],
    ['absolute https', 'https://evil.example/account'],
    ['absolute same origin spelled out', `${ORIGIN}/account`],
    ['javascript', 'javascript:alert(1)'],
    ['javascript upper case', 'JavaScript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['relative', 'account'],
    ['tab inside', '/\t/evil.example'],
    ['newline', '/account\nSet-Cookie: x'],
    ['encoded slash pair', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded null', '/account%00'],
    ['malformed escape', '/account%E0%A4%A'],
  ])('rejects %s', (_label, raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBeNull();
  });
});

describe('after login', () => {
  it('recognises the auth pages', () => {
    expect(isAuthPath('/login')).toBe(true);
    expect(isAuthPath('/register?redirectUrl=%2Faccount')).toBe(true);
    expect(isAuthPath('/forget-password/')).toBe(true);
    expect(isAuthPath('/login-help')).toBe(false);
    expect(isAuthPath('/account')).toBe(false);
  });

  it('takes the previous location only from our origin and never an auth page', () => {
    expect(previousLocation(`${ORIGIN}/products/labels?size=2`, ORIGIN)).toBe('/products/labels?size=2');
    expect(previousLocation('https://evil.example/account', ORIGIN)).toBeNull();
    expect(previousLocation(`${ORIGIN}/register`, ORIGIN)).toBeNull();
    expect(previousLocation(`${ORIGIN}/login?redirectUrl=%2Faccount`, ORIGIN)).toBeNull();
    expect(previousLocation('', ORIGIN)).toBeNull();
    expect(previousLocation('not a url', ORIGIN)).toBeNull();
  });

  it('goes to redirectUrl, else the previous location, else nowhere', () => {
    expect(shopperOrigin('/account', `${ORIGIN}/cart`, ORIGIN)).toBe('/account');
    expect(shopperOrigin('//evil.example', `${ORIGIN}/cart`, ORIGIN)).toBe('/cart');
    expect(shopperOrigin('/login', `${ORIGIN}/cart`, ORIGIN)).toBe('/cart');
    expect(shopperOrigin(null, `${ORIGIN}/register`, ORIGIN)).toBeNull();
    expect(shopperOrigin('https://evil.example', '', ORIGIN)).toBeNull();
    expect(shopperOrigin(null, '', ORIGIN)).toBeNull();
  });

  it('carries the origin as an encoded redirectUrl', () => {
    expect(withRedirectUrl('/login', '/account/orders/summary?x=1')).toBe('/login?redirectUrl=%2Faccount%2Forders%2Fsummary%3Fx%3D1');
    expect(withRedirectUrl('/login', null)).toBe('/login');
    expect(withRedirectUrl('/login', '/products/roll-labels', 'save-artwork')).toBe('/login?redirectUrl=%2Fproducts%2Froll-labels&reason=save-artwork');
    expect(withRedirectUrl('/register', null, 'save-artwork')).toBe('/register?reason=save-artwork');
  });
});
