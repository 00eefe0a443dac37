/** @jest-environment node */
import { authorizationUrl, checkedIdToken, endSessionUrl } from './oauth';

const ENDPOINTS = {
  issuer: 'https://shopify.com/authentication/1',
  authorization: 'https://shopify.com/authentication/1/oauth/authorize',
  token: 'https://shopify.com/authentication/1/oauth/token',
  endSession: 'https://shopify.com/authentication/1/logout',
  graphql: 'https://shopify.com/1/account/customer/api/2026-04/graphql',
};

const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"RS256"}', JSON.stringify(claims), 'signature'].map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part)).join('.');

describe('authorizationUrl', () => {
  it('asks for a code with PKCE S256, the three scopes, state, nonce and the language', () => {
    const url = new URL(authorizationUrl(ENDPOINTS, 'client-1', { redirectUri: 'https://shop.example/api/session/callback', state: 's', nonce: 'n', codeChallenge: 'c', locale: 'fr' }));
    expect(`${url.origin}${url.pathname}`).toBe(ENDPOINTS.authorization);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1', response_type: 'code', redirect_uri: 'https://shop.example/api/session/callback',
      scope: 'openid email customer-account-api:full', state: 's', nonce: 'n', code_challenge: 'c', code_challenge_method: 'S256', ui_locales: 'fr',
    });
  });
});

describe('checkedIdToken', () => {
  const now = 1_800_000_000_000;
  const good = { iss: ENDPOINTS.issuer, aud: 'client-1', sub: 'gid://shopify/Customer/7', exp: now / 1000 + 60, nonce: 'n1', email: 'a@b.c' };
  const expected = { issuer: ENDPOINTS.issuer, clientId: 'client-1', nonce: 'n1' };

  it('gives the subject of a token issued for this sign-in', () => {
    expect(checkedIdToken(jwt(good), expected, now)).toEqual({ sub: 'gid://shopify/Customer/7', email: 'a@b.c' });
  });

  it.each([
    ['another nonce (a token from another sign-in)', { nonce: 'n2' }],
    ['no nonce', { nonce: undefined }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['another client', { aud: 'client-2' }],
    ['an expired token', { exp: now / 1000 - 1 }],
  ])('refuses %s', (_name, change) => {
    expect(checkedIdToken(jwt({ ...good, ...change }), expected, now)).toBeNull();
  });

  it('refuses what is not a token', () => {
    expect(checkedIdToken(null, expected, now)).toBeNull();
    expect(checkedIdToken('not-a-jwt', expected, now)).toBeNull();
    expect(checkedIdToken('a.!!!.c', expected, now)).toBeNull();
  });
});

describe('endSessionUrl', () => {
  it('names the id token, the registered logout URL and our state', () => {
    const url = new URL(endSessionUrl(ENDPOINTS, 'id.tok.en', 'https://shop.example/api/session/signed-out', 'st'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ id_token_hint: 'id.tok.en', post_logout_redirect_uri: 'https://shop.example/api/session/signed-out', state: 'st' });
  });
});
