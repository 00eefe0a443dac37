import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import type { TestEmulator } from './helpers.ts';

export const CLIENT_ID = 'emulator-customer-account-client';
export const CLIENT_SECRET = 'emulator-customer-account-secret';
export const CALLBACK = 'http://localhost:3000/api/session/callback';
export const LOGOUT = 'http://localhost:3000/api/session/signed-out';
export const SHOP_ID = '68817551510';

export const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  issuer: string;
  graphql_api: string;
}

export async function discover(t: TestEmulator): Promise<Discovery> {
  const oidc = await (await t.get('/.well-known/openid-configuration')).json() as Discovery;
  const api = await (await t.get('/.well-known/customer-account-api')).json() as { graphql_api: string };
  return { ...oidc, graphql_api: api.graphql_api };
}

/** The authorize URL a storefront builds, with any parameter replaced or (as null) left out. */
export function authorizeUrl(d: Discovery, p: Pkce, extra: Record<string, string | null> = {}): string {
  const url = new URL(d.authorization_endpoint);
  const params: Record<string, string | null> = {
    client_id: CLIENT_ID, response_type: 'code', redirect_uri: CALLBACK, scope: 'openid email customer-account-api:full',
    state: randomBytes(8).toString('hex'), nonce: randomBytes(8).toString('hex'), code_challenge: p.challenge, code_challenge_method: 'S256',
    ...extra,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return url.toString();
}

export const loginIdOf = (html: string): string => {
  const m = /name="login" value="([^"]+)"/.exec(html);
  assert.ok(m, `no login id on the page: ${html.slice(0, 400)}`);
  return m[1]!;
};

export function postForm(t: TestEmulator, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.get(path, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The latest one-time code mailed to the address. */
export async function mailedCode(t: TestEmulator, email: string): Promise<{ code: string; subject: string }> {
  const { messages } = await (await t.get(`/__emulator/outbox?to=${encodeURIComponent(email)}`)).json() as { messages: { kind: string; subject: string; body: string }[] };
  const mail = messages.find((m) => m.kind === 'customer_account_code');
  assert.ok(mail, `no code mailed to ${email}`);
  return { code: /\b(\d{6})\b/.exec(mail.body)![1]!, subject: mail.subject };
}

/** Authorize page → email → code page, as a browser does; answers the page with the code form. */
export async function startSignIn(t: TestEmulator, d: Discovery, email: string, extra: Record<string, string | null> = {}) {
  const p = pkce();
  const url = authorizeUrl(d, p, extra);
  const page = await t.get(url, { redirect: 'manual' });
  assert.equal(page.status, 200);
  const login = loginIdOf(await page.text());
  const codePage = await postForm(t, `/authentication/${SHOP_ID}/login`, { login, email });
  assert.equal(codePage.status, 200);
  const params = new URL(url).searchParams;
  return { login, pkce: p, state: params.get('state')!, nonce: params.get('nonce')!, codePageHtml: await codePage.text() };
}

/** The whole sign-in up to the redirect back to the storefront: the authorization code, state and verifier. */
export async function signIn(t: TestEmulator, d: Discovery, email: string, extra: Record<string, string | null> = {}) {
  const started = await startSignIn(t, d, email, extra);
  const { code } = await mailedCode(t, email);
  const back = await postForm(t, `/authentication/${SHOP_ID}/login/code`, { login: started.login, code });
  assert.equal(back.status, 302);
  const location = new URL(back.headers.get('location')!);
  assert.equal(`${location.origin}${location.pathname}`, CALLBACK);
  assert.equal(location.searchParams.get('state'), started.state);
  return { ...started, code: location.searchParams.get('code')! };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export function tokenRequest(t: TestEmulator, d: Discovery, fields: Record<string, string>, auth: string | null = basic()) {
  return postForm(t, d.token_endpoint, fields, auth ? { authorization: auth } : {});
}

export async function exchange(t: TestEmulator, d: Discovery, signedIn: { code: string; pkce: Pkce }): Promise<Tokens> {
  const res = await tokenRequest(t, d, { grant_type: 'authorization_code', code: signedIn.code, redirect_uri: CALLBACK, code_verifier: signedIn.pkce.verifier, client_id: CLIENT_ID });
  assert.equal(res.status, 200, await res.clone().text());
  return res.json() as Promise<Tokens>;
}

export async function accountGql<T = Record<string, unknown>>(t: TestEmulator, d: Discovery, token: string, query: string, variables?: Record<string, unknown>) {
  const res = await t.get(d.graphql_api, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } };
}
