import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { resolveSettings, DEFAULT_PRIVATE_TOKEN } from '../src/config.ts';
import { GRAPHQL, startTestEmulator, TOKEN, type TestEmulator } from './helpers.ts';

const PRIVATE = 'test-private-storefront-token';
const INVALID = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator({ storefrontPrivateToken: PRIVATE });
});
after(() => t.stop());

async function shopName(headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const res = await fetch(t.emu.url + GRAPHQL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'query Shop { shop { name } }' }),
  });
  return { status: res.status, body: await res.json() };
}

describe('storefront tokens: public and private', () => {
  it('serves the public token as X-Shopify-Storefront-Access-Token', async () => {
    const r = await shopName({ 'x-shopify-storefront-access-token': TOKEN });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { data: { shop: { name: 'PrintCo' } } });
  });

  it('serves the private token as Shopify-Storefront-Private-Token, with or without Shopify-Storefront-Buyer-IP', async () => {
    for (const extra of [{}, { 'shopify-storefront-buyer-ip': '203.0.113.7' }, { 'Shopify-Storefront-Buyer-IP': '2001:db8::1' }] as Record<string, string>[]) {
      const r = await shopName({ 'Shopify-Storefront-Private-Token': PRIVATE, ...extra });
      assert.equal(r.status, 200, JSON.stringify(extra));
      assert.deepEqual(r.body, { data: { shop: { name: 'PrintCo' } } });
    }
  });

  it("refuses a wrong private token with Shopify's 401 body, even next to a good public token", async () => {
    for (const headers of [
      { 'shopify-storefront-private-token': 'nope', 'shopify-storefront-buyer-ip': '203.0.113.7' },
      { 'shopify-storefront-private-token': '' },
      { 'shopify-storefront-private-token': 'nope', 'x-shopify-storefront-access-token': TOKEN },
      // The public token is not a private one.
      { 'shopify-storefront-private-token': TOKEN },
    ] as Record<string, string>[]) {
      const r = await shopName(headers);
      assert.equal(r.status, 401, JSON.stringify(headers));
      assert.deepEqual(r.body, INVALID);
    }
  });

  it('does not take the private token as a public one', async () => {
    const r = await shopName({ 'x-shopify-storefront-access-token': PRIVATE });
    assert.equal(r.status, 401);
    assert.deepEqual(r.body, INVALID);
  });
});

describe('private token setting', () => {
  it('reads SHOPIFY_STOREFRONT_PRIVATE_TOKEN, as the app names it, with a local default', () => {
    assert.equal(resolveSettings({}, []).storefrontPrivateToken, DEFAULT_PRIVATE_TOKEN);
    assert.equal(resolveSettings({ SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'abc' }, []).storefrontPrivateToken, 'abc');
  });
});
