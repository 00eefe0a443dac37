/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { SESSION_COOKIE, encodeSession } from '../../ground/http/session-cookie';
import { accountGuardRedirect, isAccountPath, platformSignInRedirect } from './guard';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const live = encodeSession({ token: 't', expiresAt: '2030-01-01T00:00:01Z' });
const expired = encodeSession({ token: 't', expiresAt: '2029-12-31T23:59:59Z' });

describe('isAccountPath', () => {
  it('matches /account and below only', () => {
    expect(isAccountPath('/account')).toBe(true);
    expect(isAccountPath('/account/')).toBe(true);
    expect(isAccountPath('/account/orders/summary/5')).toBe(true);
    expect(isAccountPath('/accounts')).toBe(false);
    expect(isAccountPath('/account-help')).toBe(false);
    expect(isAccountPath('/login')).toBe(false);
    expect(isAccountPath('/')).toBe(false);
  });
});

describe('accountGuardRedirect', () => {
  it('lets a live session through', () => {
    expect(accountGuardRedirect('/account', '', live, NOW)).toBeNull();
  });

  it('sends a missing, expired or malformed session to /login with the path and query', () => {
    expect(accountGuardRedirect('/account', '', undefined, NOW)).toBe('/login?redirectUrl=%2Faccount');
    expect(accountGuardRedirect('/account/orders/summary/7', '?key=abc&x=1', expired, NOW)).toBe(
      '/login?redirectUrl=%2Faccount%2Forders%2Fsummary%2F7%3Fkey%3Dabc%26x%3D1',
    );
    expect(accountGuardRedirect('/account', '', 'garbage', NOW)).toBe('/login?redirectUrl=%2Faccount');
  });

  it('leaves other paths alone', () => {
    expect(accountGuardRedirect('/cart', '', undefined, NOW)).toBeNull();
    expect(accountGuardRedirect('/login', '?redirectUrl=%2Faccount', undefined, NOW)).toBeNull();
  });
});

describe('middleware guard', () => {
  const call = (url: string, cookie?: string) =>
    middleware(new NextRequest(url, { headers: { host: new URL(url).host, ...(cookie ? { cookie } : {}) } }));

  it('redirects /account without a session to /login on the same host (307)', () => {
    const response = call('http://ca.localhost:3000/account/orders/summary?page=2');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://ca.localhost:3000/login?redirectUrl=%2Faccount%2Forders%2Fsummary%3Fpage%3D2');
  });

  it('rewrites /account with a live session like any page', () => {
    const farFuture = encodeSession({ token: 't', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const response = call('http://localhost:3000/account', `${SESSION_COOKIE}=${farFuture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/us/en/account');
  });

  it('serves every order id from the one order shell', () => {
    const farFuture = encodeSession({ token: 't', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const response = call('http://localhost:3000/account/orders/summary/1001?key=k', `${SESSION_COOKIE}=${farFuture}`);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/us/en/account/orders/summary/order?key=k');
  });

  it('redirects an expired session too, and leaves other pages alone', () => {
    const past = encodeSession({ token: 't', expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(call('http://localhost:3000/account', `${SESSION_COOKIE}=${past}`).status).toBe(307);
    expect(call('http://localhost:3000/login').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/us/en/login');
  });
});

describe('platformSignInRedirect', () => {
  it('sends the three auth pages to the platform sign-in, keeping redirectUrl and the language', () => {
    expect(platformSignInRedirect('/login', new URLSearchParams('redirectUrl=%2Faccount%2Forders%2Fsummary'), 'fr')).toBe(
      '/api/session/sign-in?lang=fr&redirectUrl=%2Faccount%2Forders%2Fsummary',
    );
    expect(platformSignInRedirect('/register', new URLSearchParams(), 'en')).toBe('/api/session/sign-in?lang=en');
    expect(platformSignInRedirect('/forget-password/', new URLSearchParams(), 'en')).toBe('/api/session/sign-in?lang=en');
  });
  it('leaves every other page alone', () => {
    expect(platformSignInRedirect('/account', new URLSearchParams(), 'en')).toBeNull();
    expect(platformSignInRedirect('/login-help', new URLSearchParams(), 'en')).toBeNull();
  });
});
