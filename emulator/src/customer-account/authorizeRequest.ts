import type { CustomerAccountSettings } from '../config.ts';
import { isChallenge } from './pkce.ts';
import { REQUIRED_SCOPES } from './shop.ts';
import { pageLocale, type Locale } from './i18n.ts';

/** A sign-in request that passed every check of the authorize endpoint. */
export interface AuthRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
  locale: Locale;
}

/**
 * What the authorize endpoint answers. A request whose client or redirect_uri cannot be trusted gets an error
 * page and never a redirect (that would send the browser to an unregistered address); any other problem goes
 * back to the registered redirect_uri as an OAuth error.
 */
export type AuthorizeOutcome =
  | { kind: 'ok'; request: AuthRequest }
  | { kind: 'page'; locale: Locale; detail: string }
  | { kind: 'redirect'; location: string };

export function oauthErrorLocation(redirectUri: string, error: string, description: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

export function checkAuthorizeRequest(query: URLSearchParams, settings: CustomerAccountSettings): AuthorizeOutcome {
  const locale = pageLocale(query.get('ui_locales') ?? query.get('locale'));
  const clientId = query.get('client_id');
  const redirectUri = query.get('redirect_uri');
  if (!clientId) return { kind: 'page', locale, detail: 'client_id is missing' };
  if (clientId !== settings.clientId) return { kind: 'page', locale, detail: 'client_id is not a client of this shop' };
  if (!redirectUri) return { kind: 'page', locale, detail: 'redirect_uri is missing' };
  if (redirectUri !== settings.callbackUrl) return { kind: 'page', locale, detail: 'redirect_uri is not registered for this client' };

  const state = query.get('state');
  const fail = (error: string, description: string): AuthorizeOutcome =>
    ({ kind: 'redirect', location: oauthErrorLocation(redirectUri, error, description, state) });
  const responseType = query.get('response_type');
  if (!responseType) return fail('invalid_request', 'response_type is missing');
  if (responseType !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported');
  const scopes = (query.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const missing = REQUIRED_SCOPES.filter((s) => !scopes.includes(s));
  if (missing.length) return fail('invalid_scope', `scope must include ${missing.join(' and ')}`);
  if (!state) return fail('invalid_request', 'state is missing');
  const codeChallenge = query.get('code_challenge');
  if (!codeChallenge) return fail('invalid_request', 'code_challenge is missing: PKCE is required');
  if (query.get('code_challenge_method') !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
  if (!isChallenge(codeChallenge)) return fail('invalid_request', 'code_challenge must be a base64url SHA-256 hash');
  return {
    kind: 'ok',
    request: { clientId, redirectUri, scope: scopes.join(' '), state, nonce: query.get('nonce') || null, codeChallenge, locale },
  };
}
