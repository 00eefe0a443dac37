import type { CustomerAccountSettings } from '../config.ts';
import type { CustomerStore } from '../customers/store.ts';
import { gid } from '../graphql/gid.ts';
import { json, type Reply, type Req } from '../http.ts';
import { signJwt } from './jwt.ts';
import { verifierMatches } from './pkce.ts';
import type { CustomerAccountSessions, Session } from './sessions.ts';
import { issuer } from './shop.ts';

export interface TokenDeps {
  settings: () => CustomerAccountSettings;
  sessions: CustomerAccountSessions;
  customers: CustomerStore;
  publicUrl: () => string;
}

/** Token replies are never cached: OAuth asks for both headers on every token answer. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}): Reply {
  return json(status, { error, error_description: description }, { ...NO_STORE, ...headers });
}

const invalidGrant = (description: string) => oauthError(400, 'invalid_grant', description);
const invalidRequest = (description: string) => oauthError(400, 'invalid_request', description);

/** The client's credentials from `Authorization: Basic base64(id:secret)` (each part form-encoded). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
}

function tokenReply(deps: TokenDeps, session: Session, nonce: string | null): Reply {
  const customer = deps.customers.byId(session.customerId);
  const issued = deps.sessions.issueTokens(session.sid);
  const now = Math.floor(Date.now() / 1000);
  const idToken = signJwt({
    iss: issuer(deps.publicUrl()), sub: gid('Customer', session.customerId), aud: session.clientId, iat: now, exp: now + issued.expiresIn,
    auth_time: session.authTime, sid: session.sid, ...(nonce ? { nonce } : {}),
    email: customer?.email ?? null, email_verified: true,
  });
  return json(200, {
    access_token: issued.accessToken, expires_in: issued.expiresIn, id_token: idToken, refresh_token: issued.refreshToken,
    scope: session.scope, token_type: 'Bearer',
  }, NO_STORE);
}

/** POST …/oauth/token: the authorization code and refresh token grants of a confidential client. */
export function tokenEndpoint(req: Req, deps: TokenDeps): Reply {
  const settings = deps.settings();
  if (!String(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return invalidRequest('The body must be application/x-www-form-urlencoded');
  }
  const form = new URLSearchParams(req.body.toString('utf8'));
  const credentials = basicCredentials(req.headers.authorization);
  const bodyClient = form.get('client_id');
  if (!credentials || credentials.id !== settings.clientId || credentials.secret !== settings.clientSecret
    || (bodyClient !== null && bodyClient !== credentials.id)) {
    return oauthError(401, 'invalid_client', 'Client authentication failed (HTTP Basic with the client id and secret is required)',
      { 'www-authenticate': 'Basic realm="customer-account"' });
  }
  const grantType = form.get('grant_type');
  if (!grantType) return invalidRequest('grant_type is missing');

  if (grantType === 'authorization_code') {
    const code = form.get('code');
    const redirectUri = form.get('redirect_uri');
    const verifier = form.get('code_verifier');
    if (!code) return invalidRequest('code is missing');
    if (!redirectUri) return invalidRequest('redirect_uri is missing');
    if (!verifier) return invalidRequest('code_verifier is missing');
    const grant = deps.sessions.grantFor(code);
    if (!grant || grant.clientId !== credentials.id) return invalidGrant('The authorization code is not valid');
    if (grant.used) {
      // A code presented twice was intercepted: what the first redemption opened is closed too.
      deps.sessions.endSession(grant.sid);
      return invalidGrant('The authorization code has already been used');
    }
    if (grant.expiresAt <= Date.now()) return invalidGrant('The authorization code has expired');
    if (redirectUri !== grant.redirectUri) return invalidGrant('redirect_uri does not match the authorization request');
    if (!verifierMatches(verifier, grant.codeChallenge)) return invalidGrant('code_verifier does not match the code_challenge');
    grant.used = true;
    const session = deps.sessions.session(grant.sid);
    if (!session || session.ended) return invalidGrant('The session has ended');
    return tokenReply(deps, session, grant.nonce);
  }

  if (grantType === 'refresh_token') {
    const token = form.get('refresh_token');
    if (!token) return invalidRequest('refresh_token is missing');
    const redeemed = deps.sessions.redeemRefreshToken(token);
    if (!('session' in redeemed)) {
      return invalidGrant(redeemed.reused ? 'The refresh token has already been used; the session has ended' : 'The refresh token is not valid');
    }
    if (redeemed.session.clientId !== credentials.id) return invalidGrant('The refresh token is not valid');
    return tokenReply(deps, redeemed.session, null);
  }

  return oauthError(400, 'unsupported_grant_type', `grant_type ${grantType} is not supported`);
}
