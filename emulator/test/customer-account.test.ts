import assert from 'node:assert/strict';
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import {
  accountGql, authorizeUrl, basic, CALLBACK, CLIENT_ID, discover, exchange, LOGOUT, mailedCode, pkce, postForm, SHOP_ID, signIn,
  startSignIn, tokenRequest, type Discovery,
} from './customer-account-helpers.ts';

let t: TestEmulator;
let d: Discovery;
before(async () => {
  t = await startTestEmulator();
  d = await discover(t);
});
after(() => t.stop());

let serial = 0;
const newEmail = () => `account${++serial}-${Date.now()}@example.com`;

interface Me {
  id: string; firstName: string; lastName: string; emailAddress: { emailAddress: string }; phoneNumber: { phoneNumber: string }; tags: string[];
  defaultAddress: { id: string; address1: string; city: string; zoneCode: string; territoryCode: string };
  addresses: { nodes: { id: string }[] }; orders: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean } };
}
const ME = `{ customer { id firstName lastName emailAddress { emailAddress } phoneNumber { phoneNumber } tags
  defaultAddress { id address1 city zoneCode territoryCode }
  addresses(first: 10) { nodes { id address1 } }
  orders(first: 2, reverse: true) { nodes { id name } pageInfo { hasNextPage endCursor } } } }`;

async function jwtClaims(token: string): Promise<Record<string, unknown>> {
  const [head, body, sig] = token.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; kid: string };
  assert.equal(header.alg, 'RS256');
  const { keys } = await (await t.get(d.jwks_uri)).json() as { keys: (JsonWebKey & { kid: string })[] };
  const jwk = keys.find((k) => k.kid === header.kid);
  assert.ok(jwk, 'the signing key is published at jwks_uri');
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  assert.ok(verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(sig, 'base64url')), 'the id token signature verifies');
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
}

describe('discovery', () => {
  it('publishes the OpenID configuration on the shop domain, every endpoint under the issuer', async () => {
    const res = await t.get('/.well-known/openid-configuration');
    assert.equal(res.status, 200);
    const c = await res.json() as Record<string, unknown>;
    const issuer = `${t.emu.publicUrl}/authentication/${SHOP_ID}`;
    assert.equal(c.issuer, issuer);
    assert.equal(c.authorization_endpoint, `${issuer}/oauth/authorize`);
    assert.equal(c.token_endpoint, `${issuer}/oauth/token`);
    assert.equal(c.end_session_endpoint, `${issuer}/logout`);
    assert.equal(c.jwks_uri, `${issuer}/.well-known/jwks.json`);
    assert.deepEqual(c.scopes_supported, ['openid', 'email', 'customer-account-api:full']);
    assert.deepEqual(c.response_types_supported, ['code']);
    assert.deepEqual(c.token_endpoint_auth_methods_supported, ['client_secret_basic']);
    assert.deepEqual(c.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(c.grant_types_supported, ['authorization_code', 'refresh_token']);
    assert.deepEqual(c.id_token_signing_alg_values_supported, ['RS256']);
    assert.ok((c.ui_locales_supported as string[]).includes('fr'));
  });

  it('publishes the GraphQL endpoint of the API version and the JWK set', async () => {
    const api = await (await t.get('/.well-known/customer-account-api')).json() as Record<string, string>;
    assert.equal(api.graphql_api, `${t.emu.publicUrl}/${SHOP_ID}/account/customer/api/2026-04/graphql`);
    assert.equal(api.mcp_api, `${t.emu.publicUrl}/customer/api/mcp`);
    const { keys } = await (await t.get(d.jwks_uri)).json() as { keys: Record<string, string>[] };
    assert.equal(keys.length, 1);
    assert.deepEqual([keys[0]!.kty, keys[0]!.alg, keys[0]!.use], ['RSA', 'RS256', 'sig']);
  });
});

describe('the whole sign-in', () => {
  it('authorize → email → mailed code → back with code and state → tokens → GraphQL → refresh → logout', async () => {
    const signedIn = await signIn(t, d, 'Demo@Example.com');
    const tokens = await exchange(t, d, signedIn);
    assert.match(tokens.access_token, /^shcat_/);
    assert.match(tokens.refresh_token, /^shcrt_/);
    assert.equal(tokens.token_type, 'Bearer');
    assert.equal(tokens.expires_in, 3600);
    assert.equal(tokens.scope, 'openid email customer-account-api:full');

    const claims = await jwtClaims(tokens.id_token);
    assert.equal(claims.iss, d.issuer);
    assert.equal(claims.aud, CLIENT_ID);
    assert.equal(claims.nonce, signedIn.nonce);
    assert.equal(claims.email, 'demo@example.com');
    assert.equal(claims.email_verified, true);
    assert.match(String(claims.sub), /^gid:\/\/shopify\/Customer\/\d+$/);
    assert.equal(typeof claims.sid, 'string');
    assert.ok(Number(claims.exp) > Number(claims.iat));

    const me = await accountGql<{ customer: Me }>(t, d, tokens.access_token, ME);
    assert.equal(me.status, 200);
    assert.equal(me.body.errors, undefined, JSON.stringify(me.body.errors));
    const c = me.body.data!.customer;
    assert.equal(c.id, claims.sub);
    assert.deepEqual([c.firstName, c.lastName, c.emailAddress.emailAddress, c.phoneNumber.phoneNumber], ['Dana', 'Demo', 'demo@example.com', '205-555-0100']);
    assert.deepEqual([c.defaultAddress.city, c.defaultAddress.zoneCode, c.defaultAddress.territoryCode], ['Birmingham', 'AL', 'US']);
    assert.match(c.defaultAddress.id, /^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    assert.equal(c.addresses.nodes.length, 2);
    assert.equal(c.orders.nodes.length, 2);
    assert.ok(c.orders.pageInfo.hasNextPage, 'the demo customer has more than two orders');

    // Refresh: a new pair, and the spent refresh token no longer works.
    const refreshed = await tokenRequest(t, d, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(refreshed.status, 200);
    const next = await refreshed.json() as typeof tokens;
    assert.notEqual(next.access_token, tokens.access_token);
    assert.notEqual(next.refresh_token, tokens.refresh_token);
    assert.equal((await accountGql(t, d, next.access_token, '{ customer { id } }')).status, 200);

    const logout = new URL(d.end_session_endpoint);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', LOGOUT);
    logout.searchParams.set('state', 'bye');
    const out = await t.get(logout.toString(), { redirect: 'manual' });
    assert.equal(out.status, 302);
    assert.equal(out.headers.get('location'), `${LOGOUT}?state=bye`);
    assert.equal((await accountGql(t, d, next.access_token, '{ customer { id } }')).status, 401);
    const afterLogout = await tokenRequest(t, d, { grant_type: 'refresh_token', refresh_token: next.refresh_token });
    assert.equal(afterLogout.status, 400);
    assert.equal((await afterLogout.json() as { error: string }).error, 'invalid_grant');
  });

  it('a first sign-in with an email the shop does not know creates the customer', async () => {
    const email = newEmail();
    assert.equal((await t.get(`/__emulator/customers/${email}`)).status, 404);
    const tokens = await exchange(t, d, await signIn(t, d, email));
    assert.equal((await t.get(`/__emulator/customers/${email}`)).status, 200);
    const me = await accountGql<{ customer: { emailAddress: { emailAddress: string }; firstName: string | null; orders: { nodes: unknown[] } } }>(
      t, d, tokens.access_token, '{ customer { emailAddress { emailAddress } firstName orders(first: 5) { nodes { id } } } }');
    assert.deepEqual(me.body.data!.customer, { emailAddress: { emailAddress: email }, firstName: null, orders: { nodes: [] } });
  });

  it('speaks French when ui_locales asks for it, in the pages and the mail', async () => {
    const email = newEmail();
    const page = await t.get(authorizeUrl(d, pkce(), { ui_locales: 'fr-CA en' }));
    const html = await page.text();
    assert.match(html, /<html lang="fr">/);
    assert.match(html, /Connexion/);
    assert.match(html, /Adresse e-mail/);
    const started = await startSignIn(t, d, email, { ui_locales: 'fr' });
    assert.match(started.codePageHtml, /Nous avons envoyé un code à 6 chiffres/);
    assert.equal((await mailedCode(t, email)).subject, 'Votre code de connexion');
    const wrong = await postForm(t, `/authentication/${SHOP_ID}/login/code`, { login: started.login, code: '000000' === (await mailedCode(t, email)).code ? '111111' : '000000' });
    assert.match(await wrong.text(), /Code incorrect\. Il reste 4 essais\./);
  });
});

describe('the sign-in pages', () => {
  it('refuses a bad email on the page, without sending anything', async () => {
    const page = await t.get(authorizeUrl(d, pkce()));
    const login = /name="login" value="([^"]+)"/.exec(await page.text())![1]!;
    const res = await postForm(t, `/authentication/${SHOP_ID}/login`, { login, email: 'not-an-email' });
    assert.equal(res.status, 422);
    assert.match(await res.text(), /Enter a valid email address\./);
  });

  it('a wrong code says how many attempts are left; five wrong codes end the sign-in', async () => {
    const email = newEmail();
    const started = await startSignIn(t, d, email);
    const { code } = await mailedCode(t, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await postForm(t, `/authentication/${SHOP_ID}/login/code`, { login: started.login, code: wrongCode });
      assert.equal(res.status, 422);
      assert.match(await res.text(), new RegExp(`Wrong code\\. ${left === 1 ? '1 attempt' : `${left} attempts`} left\\.`));
    }
    const last = await postForm(t, `/authentication/${SHOP_ID}/login/code`, { login: started.login, code: wrongCode });
    assert.equal(last.status, 429);
    assert.match(await last.text(), /Too many wrong codes/);
    const late = await postForm(t, `/authentication/${SHOP_ID}/login/code`, { login: started.login, code });
    assert.equal(late.status, 400);
    assert.equal(late.headers.get('location'), null);
  });
});

describe('authorize errors', () => {
  const page = async (extra: Record<string, string | null>) => {
    const res = await t.get(authorizeUrl(d, pkce(), extra), { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  };

  it('an unregistered redirect_uri or an unknown client gets an error page, never a redirect', async () => {
    const extras: Record<string, string | null>[] = [
      { redirect_uri: 'http://localhost:3000/api/session/callback/' },
      { redirect_uri: 'https://evil.example/api/session/callback' },
      { redirect_uri: null },
      { client_id: 'someone-else' },
    ];
    for (const extra of extras) {
      const r = await page(extra);
      assert.equal(r.status, 400, JSON.stringify(extra));
      assert.equal(r.location, null);
      assert.match(r.text, /This sign-in link is not valid/);
    }
  });

  it('other problems go back to the registered redirect_uri as OAuth errors with the state', async () => {
    const cases: [Record<string, string | null>, string][] = [
      [{ code_challenge: null }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ state: null }, 'invalid_request'],
      [{ scope: 'openid email' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [extra, error] of cases) {
      const r = await page({ state: 'st8', ...extra });
      assert.equal(r.status, 302, JSON.stringify(extra));
      const location = new URL(r.location!);
      assert.equal(`${location.origin}${location.pathname}`, CALLBACK);
      assert.equal(location.searchParams.get('error'), error, JSON.stringify(extra));
      assert.ok(location.searchParams.get('error_description'));
      if (extra.state !== null) assert.equal(location.searchParams.get('state'), 'st8');
    }
  });
});

describe('token errors', () => {
  const error = async (res: Response) => ({ status: res.status, ...(await res.json() as { error: string; error_description: string }) });

  it('a wrong code_verifier is invalid_grant', async () => {
    const s = await signIn(t, d, newEmail());
    const res = await tokenRequest(t, d, { grant_type: 'authorization_code', code: s.code, redirect_uri: CALLBACK, code_verifier: pkce().verifier });
    assert.deepEqual((({ status, error: e }) => ({ status, error: e }))(await error(res)), { status: 400, error: 'invalid_grant' });
  });

  it('a code works once; presenting it again also ends what it opened', async () => {
    const s = await signIn(t, d, newEmail());
    const tokens = await exchange(t, d, s);
    const again = await tokenRequest(t, d, { grant_type: 'authorization_code', code: s.code, redirect_uri: CALLBACK, code_verifier: s.pkce.verifier });
    const e = await error(again);
    assert.equal(e.status, 400);
    assert.equal(e.error, 'invalid_grant');
    assert.match(e.error_description, /already been used/);
    assert.equal((await accountGql(t, d, tokens.access_token, '{ customer { id } }')).status, 401);
  });

  it('an expired code is invalid_grant', async () => {
    const s = await signIn(t, d, newEmail());
    const hook = await t.get('/__emulator/customer-account/codes/expire', { method: 'POST' });
    assert.ok((await hook.json() as { expired: number }).expired >= 1);
    const e = await error(await tokenRequest(t, d, { grant_type: 'authorization_code', code: s.code, redirect_uri: CALLBACK, code_verifier: s.pkce.verifier }));
    assert.equal(e.error, 'invalid_grant');
    assert.match(e.error_description, /expired/);
  });

  it('a redirect_uri other than the authorize request\'s is invalid_grant', async () => {
    const s = await signIn(t, d, newEmail());
    const e = await error(await tokenRequest(t, d, { grant_type: 'authorization_code', code: s.code, redirect_uri: `${CALLBACK}?x=1`, code_verifier: s.pkce.verifier }));
    assert.equal(e.error, 'invalid_grant');
  });

  it('a wrong secret, an unknown client or no credentials is 401 invalid_client', async () => {
    const s = await signIn(t, d, newEmail());
    const fields = { grant_type: 'authorization_code', code: s.code, redirect_uri: CALLBACK, code_verifier: s.pkce.verifier };
    for (const auth of [basic(CLIENT_ID, 'wrong'), basic('someone-else'), null]) {
      const res = await tokenRequest(t, d, fields, auth);
      assert.match(res.headers.get('www-authenticate') ?? '', /^Basic/);
      assert.deepEqual((({ status, error: e }) => ({ status, error: e }))(await error(res)), { status: 401, error: 'invalid_client' });
    }
    // The code was not spent by the refused attempts.
    assert.equal((await tokenRequest(t, d, fields)).status, 200);
  });

  it('missing parameters are invalid_request; an unknown grant type is unsupported_grant_type', async () => {
    assert.equal((await error(await tokenRequest(t, d, { grant_type: 'authorization_code', code: 'x', redirect_uri: CALLBACK }))).error, 'invalid_request');
    assert.equal((await error(await tokenRequest(t, d, {}))).error, 'invalid_request');
    const e = await error(await tokenRequest(t, d, { grant_type: 'password', username: 'a', password: 'b' }));
    assert.deepEqual([e.status, e.error], [400, 'unsupported_grant_type']);
    const json = await t.get(d.token_endpoint, { method: 'POST', headers: { authorization: basic(), 'content-type': 'application/json' }, body: '{}' });
    assert.equal((await error(json)).error, 'invalid_request');
  });

  it('a refresh token used twice is refused, and its session ends', async () => {
    const tokens = await exchange(t, d, await signIn(t, d, newEmail()));
    const first = await tokenRequest(t, d, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    const rotated = await first.json() as { access_token: string };
    const reuse = await error(await tokenRequest(t, d, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }));
    assert.deepEqual([reuse.status, reuse.error], [400, 'invalid_grant']);
    assert.equal((await accountGql(t, d, rotated.access_token, '{ customer { id } }')).status, 401);
    assert.equal((await error(await tokenRequest(t, d, { grant_type: 'refresh_token', refresh_token: 'shcrt_nope' }))).error, 'invalid_grant');
  });
});

describe('tokens on the GraphQL endpoint', () => {
  it('an expired access token is 401; the refresh token still gets a working one', async () => {
    const email = newEmail();
    const tokens = await exchange(t, d, await signIn(t, d, email));
    const hook = await t.get(`/__emulator/customer-account/customers/${email}/expire-tokens`, { method: 'POST' });
    assert.deepEqual(await hook.json(), { expired: 1 });
    const res = await accountGql(t, d, tokens.access_token, '{ customer { id } }');
    assert.equal(res.status, 401);
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'UNAUTHORIZED');
    const refreshed = await (await tokenRequest(t, d, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json() as { access_token: string };
    assert.equal((await accountGql(t, d, refreshed.access_token, '{ customer { id } }')).status, 200);
    assert.equal((await accountGql(t, d, `Bearer ${refreshed.access_token}`, '{ customer { id } }')).status, 200);
  });

  it('no token or an unknown one is 401; another shop id or a malformed version is 404', async () => {
    assert.equal((await accountGql(t, d, '', '{ customer { id } }')).status, 401);
    assert.equal((await accountGql(t, d, 'shcat_nope', '{ customer { id } }')).status, 401);
    const other = await t.get(d.graphql_api.replace(SHOP_ID, '1'), { method: 'POST', body: '{}' });
    assert.equal(other.status, 404);
    const badVersion = await t.get(d.graphql_api.replace('2026-04', 'banana'), { method: 'POST', body: '{}' });
    assert.equal(badVersion.status, 404);
  });
});

describe('logout errors', () => {
  it('an unregistered post_logout_redirect_uri or a foreign id token gets an error page', async () => {
    const tokens = await exchange(t, d, await signIn(t, d, newEmail()));
    const url = (params: Record<string, string>) => {
      const u = new URL(d.end_session_endpoint);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      return u.toString();
    };
    const bad = await t.get(url({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/' }), { redirect: 'manual' });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('location'), null);
    assert.match(await bad.text(), /This sign-out link is not valid/);
    assert.equal((await accountGql(t, d, tokens.access_token, '{ customer { id } }')).status, 200, 'a refused logout ends nothing');
    const forged = await t.get(url({ id_token_hint: `${tokens.id_token.slice(0, -4)}AAAA`, post_logout_redirect_uri: LOGOUT }), { redirect: 'manual' });
    assert.equal(forged.status, 400);
    const plain = await t.get(url({ id_token_hint: tokens.id_token }), { redirect: 'manual' });
    assert.equal(plain.status, 200);
    assert.match(await plain.text(), /You are signed out\./);
    assert.equal((await accountGql(t, d, tokens.access_token, '{ customer { id } }')).status, 401);
  });
});

describe('the platform cart with a Customer Account API token', () => {
  it('takes the access token as the buyer while the session lives; the Storefront customer query does not', async () => {
    const signedIn = await signIn(t, d, 'demo@example.com');
    const tokens = await exchange(t, d, signedIn);
    const cartWith = (token: string) => t.gql<{ cartCreate: { cart: { buyerIdentity: { customer: { email: string } | null } } | null; userErrors: unknown[] } }>(
      `mutation($input: CartInput) { cartCreate(input: $input) { cart { buyerIdentity { customer { email } } } userErrors { message } } }`,
      { input: { buyerIdentity: { customerAccessToken: token } } },
    );
    const created = await cartWith(tokens.access_token);
    assert.deepEqual(created.data?.cartCreate.userErrors, []);
    assert.equal(created.data?.cartCreate.cart?.buyerIdentity.customer?.email, 'demo@example.com');

    const storefront = await t.gql<{ customer: unknown }>(`query($t: String!) { customer(customerAccessToken: $t) { id } }`, { t: tokens.access_token });
    assert.equal(storefront.data?.customer, null);

    // Once the platform's session ends, the token names no buyer.
    await t.get(`${d.end_session_endpoint}?id_token_hint=${encodeURIComponent(tokens.id_token)}`);
    assert.equal((await cartWith(tokens.access_token)).data?.cartCreate.cart?.buyerIdentity.customer, null);
  });
});
