import 'server-only';
import { z } from 'zod';
import { config } from '../../ground/config';
import { upstream } from '../../ground/http/upstream';
import type { CustomerAccountEndpoints } from './discovery';
import { CustomerAccountError } from './errors';

/**
 * The OAuth side of the Customer Account API for a confidential client:
 * the authorize address, the code and refresh grants (client id and secret
 * in HTTP Basic, never in a browser), the ID token's claims and the
 * end-session address. Token replies are never logged; a grant the
 * platform turns down throws CustomerAccountError kind 'refused'.
 */

export const SCOPES = 'openid email customer-account-api:full';

export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  /** The shopper's language for the platform's sign-in page. */
  locale: string;
}

export function authorizationUrl(endpoints: CustomerAccountEndpoints, clientId: string, request: AuthorizeRequest): string {
  const url = new URL(endpoints.authorization);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: SCOPES,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ui_locales: request.locale,
  }).toString();
  return url.toString();
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ms since the epoch). */
  accessExpiresAt: number;
  idToken: string | null;
}

/** A TokenSet as our side stores it, to read it back. */
export const tokenSetShape = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number(),
  idToken: z.string().nullable(),
}) satisfies z.ZodType<TokenSet>;

const tokenReply = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  id_token: z.string().min(1).optional(),
});

const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** Token replies are a few kilobytes. */
const MAX_BYTES = 64 * 1024;

async function grant(endpoints: CustomerAccountEndpoints, form: Record<string, string>, now: () => number): Promise<TokenSet> {
  const cfg = config();
  const secret = cfg.CUSTOMER_ACCOUNT_CLIENT_SECRET ?? '';
  const basic = Buffer.from(`${encodeURIComponent(cfg.CUSTOMER_ACCOUNT_CLIENT_ID)}:${encodeURIComponent(secret)}`).toString('base64');
  const reply = await upstream(
    'customer-account',
    endpoints.token,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', Authorization: `Basic ${basic}` },
      body: new URLSearchParams({ client_id: cfg.CUSTOMER_ACCOUNT_CLIENT_ID, ...form }).toString(),
    },
    {
      timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
      maxBytes: MAX_BYTES,
      accept: [400],
      error: ({ kind, reason, status, cause }) => new CustomerAccountError(`token: ${reason}`, kind, status, cause),
    },
  );
  if (reply.status === 400) {
    const refusal = oauthError.safeParse(reply.json());
    const code = refusal.success ? refusal.data.error : 'invalid_request';
    // invalid_grant: the code or refresh token is used, expired or not ours; the sign-in or session is over.
    throw new CustomerAccountError(`token: ${code}`, code === 'invalid_grant' ? 'refused' : 'status', 400);
  }
  const parsed = tokenReply.safeParse(reply.json());
  if (!parsed.success) throw reply.malformed('token reply: unexpected shape');
  const t = parsed.data;
  return { accessToken: t.access_token, refreshToken: t.refresh_token, accessExpiresAt: now() + t.expires_in * 1000, idToken: t.id_token ?? null };
}

/** The authorization code grant, with the verifier the sign-in kept. */
export function exchangeCode(
  endpoints: CustomerAccountEndpoints,
  code: string,
  verifier: string,
  redirectUri: string,
  now: () => number = Date.now,
): Promise<TokenSet> {
  return grant(endpoints, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri }, now);
}

/** A fresh access token; the platform rotates the refresh token, so the reply's replaces the one sent. */
export function refreshTokens(endpoints: CustomerAccountEndpoints, refreshToken: string, now: () => number = Date.now): Promise<TokenSet> {
  return grant(endpoints, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

export interface IdTokenClaims {
  sub: string;
  email: string | null;
}

const claimsShape = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.string().nullish(),
});

/**
 * The ID token's claims, checked against this sign-in: issuer, audience,
 * expiry and the nonce it was started with. The token came straight from
 * the token endpoint over the connection we opened, which is what vouches
 * for its signature; the nonce is what ties it to this sign-in. Null when
 * any check fails.
 */
export function checkedIdToken(
  idToken: string | null,
  expected: { issuer: string; clientId: string; nonce: string },
  now: number = Date.now(),
): IdTokenClaims | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = claimsShape.safeParse(json);
  if (!parsed.success) return null;
  const c = parsed.data;
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (c.iss !== expected.issuer || !audiences.includes(expected.clientId) || c.exp * 1000 <= now || c.nonce !== expected.nonce) return null;
  return { sub: c.sub, email: c.email ?? null };
}

/** Where to send the browser to end the platform's session, coming back to the registered logout URL with `state`. */
export function endSessionUrl(endpoints: CustomerAccountEndpoints, idToken: string, postLogoutRedirectUri: string, state: string): string {
  const url = new URL(endpoints.endSession);
  url.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri, state }).toString();
  return url.toString();
}
