/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { PUNCHOUT_COOKIE } from './cookie-name';
import { punchoutRouting } from './routing';

const route = (pathAndQuery: string, cookie = false) => {
  const url = new URL(pathAndQuery, 'http://localhost');
  return punchoutRouting(url.pathname, url.searchParams, cookie);
};

/** The start route's query, read back as the server will. */
const startQuery = (location: string) => {
  const url = new URL(location, 'http://localhost');
  expect(url.pathname).toBe('/api/punchout/start');
  return Object.fromEntries(url.searchParams);
};

describe('punchoutRouting', () => {
  it('starts the session from a product page opened with punchout=true, passing the signed link on and keeping it out of the landing path', () => {
    const decision = route('/products/roll-labels?punchout=true&buyer=gw&return_url=https%3A%2F%2Fgw.example%2Freturn%2F7%3Fa%3D1%26b%3D2&ts=1700000000&sig=abc&lang=fr');
    expect(decision?.kind).toBe('start');
    const query = startQuery((decision as { location: string }).location);
    expect(query).toEqual({ buyer: 'gw', return_url: 'https://gw.example/return/7?a=1&b=2', ts: '1700000000', sig: 'abc', path: '/products/roll-labels?lang=fr' });
  });

  it('starts without return_url when none was sent, and for the card link form too', () => {
    const decision = route('/left-sidebar/products/%C3%A9tiquette?punchout=TRUE');
    expect(startQuery((decision as { location: string }).location)).toEqual({ path: '/left-sidebar/products/%C3%A9tiquette' });
  });

  it('restarts a session already running (a new return_url from the procurement system)', () => {
    expect(route('/products/x?punchout=true&return_url=https%3A%2F%2Fnew.example', true)?.kind).toBe('start');
  });

  it('renders the reduced page for a product page asked for with the session cookie', () => {
    expect(route('/products/roll-labels', true)).toEqual({ kind: 'page', pathname: '/punchout/products/roll-labels' });
    expect(route('/products/roll-labels/?lang=en', true)).toEqual({ kind: 'page', pathname: '/punchout/products/roll-labels' });
    expect(route('/left-sidebar/products/%C3%A9tiquette', true)).toEqual({ kind: 'page', pathname: '/punchout/products/%C3%A9tiquette' });
  });

  it('renders the punchout catalog for the home page asked for with the session cookie', () => {
    expect(route('/', true)).toEqual({ kind: 'page', pathname: '/punchout/catalog' });
    expect(route('/')).toBeNull();
  });

  it('leaves product pages without the flag or cookie, other pages and punchout=false alone', () => {
    expect(route('/products/roll-labels')).toBeNull();
    expect(route('/products/roll-labels?punchout=false')).toBeNull();
    expect(route('/products/roll-labels?punchout=false', true)?.kind).toBe('page');
    expect(route('/cart', true)).toBeNull();
    expect(route('/collections/labels?punchout=true', true)).toBeNull();
    expect(route('/products', true)).toBeNull();
    expect(route('/products/a/b', true)).toBeNull();
    expect(route('/punchouts', true)).toBeNull();
  });

  it('answers not found for the reduced pages asked for directly, cookie or not', () => {
    expect(route('/punchout/products/roll-labels')).toEqual({ kind: 'page', pathname: '/pages/404' });
    expect(route('/punchout/products/roll-labels', true)).toEqual({ kind: 'page', pathname: '/pages/404' });
    expect(route('/punchout')).toEqual({ kind: 'page', pathname: '/pages/404' });
  });
});

describe('middleware punchout routing', () => {
  const call = (url: string, cookie?: string) =>
    middleware(new NextRequest(url, { headers: { host: new URL(url).host, ...(cookie ? { cookie } : {}) } }));
  const session = `${PUNCHOUT_COOKIE}=signed.value`;

  it('sends punchout=true to the session start with 303 on the same host', () => {
    const response = call('http://ca.localhost:3000/products/roll-labels?punchout=true&return_url=https%3A%2F%2Fgw.example%2Fr');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      'http://ca.localhost:3000/api/punchout/start?return_url=https%3A%2F%2Fgw.example%2Fr&path=%2Fproducts%2Froll-labels',
    );
  });

  it('rewrites a product page with the session cookie to the reduced page, query kept', () => {
    const response = call('http://localhost:3000/products/roll-labels?lang=fr', session);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/us/fr/punchout/products/roll-labels?lang=fr');
  });

  it('rewrites the home page with the session cookie to the punchout catalog, and not without', () => {
    expect(call('http://fr.localhost:3000/', session).headers.get('x-middleware-rewrite')).toBe('http://fr.localhost:3000/fr/fr/punchout/catalog');
    expect(call('http://fr.localhost:3000/').headers.get('x-middleware-rewrite')).toBe('http://fr.localhost:3000/fr/fr');
  });

  it('serves the usual product page without the cookie (or with an empty one)', () => {
    expect(call('http://localhost:3000/products/roll-labels').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/us/en/products/roll-labels');
    expect(call('http://localhost:3000/products/roll-labels', `${PUNCHOUT_COOKIE}=`).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/us/en/products/roll-labels',
    );
  });

  it('answers the not-found page for /punchout/… asked for directly', () => {
    expect(call('http://localhost:3000/punchout/products/roll-labels', session).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/us/en/pages/404',
    );
  });
});
