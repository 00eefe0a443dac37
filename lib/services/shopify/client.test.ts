/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { storefrontAuthHeaders, storefrontQuery, StorefrontError } from './client';
import { CUSTOMER_DETAILS, PRODUCT_BY_HANDLE } from './documents';
import { rejectionOf } from '@/tests/unit/rejection';

// config() is read lazily on the first call, so a short timeout set here applies.
process.env.UPSTREAM_TIMEOUT_MS = '50';
// The public-token path unless a test says otherwise (scripts/env.mjs sets a private token for local runs).
delete process.env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

const failure = (promise: Promise<unknown>) => rejectionOf(promise, StorefrontError);

describe('storefrontQuery', () => {
  it('posts the named operation with token, variables and @inContext values, uncached', async () => {
    fetchMock.mockReturnValueOnce(reply({ data: { product: { id: '1', handle: 'h' } } }));
    const data = await storefrontQuery(PRODUCT_BY_HANDLE, {
      variables: { handle: 'h' },
      context: { country: 'CA', language: 'FR' },
    });
    expect(data.product).toEqual({ id: '1', handle: 'h' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/api/2026-04/graphql.json');
    expect(init?.method).toBe('POST');
    expect(init?.cache).toBe('no-store');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'emulator-storefront-token',
    });
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('ProductByHandle');
    expect(body.variables).toEqual({ handle: 'h', country: 'CA', language: 'FR' });
    expect(body.query).toBe(PRODUCT_BY_HANDLE);
  });

  it('turns a GraphQL errors array into a graphql error with every message', async () => {
    fetchMock.mockReturnValueOnce(reply({ data: null, errors: [{ message: 'Field x missing' }, { message: 'Throttled' }] }));
    const e = await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }));
    expect(e).toMatchObject({ operation: 'ProductByHandle', kind: 'graphql', status: 200, messages: ['Field x missing', 'Throttled'] });
    expect(e.message).toContain('Throttled');
  });

  it('reports HTTP failures with their status and a body excerpt', async () => {
    fetchMock.mockReturnValueOnce(reply({ errors: '[API] Invalid Storefront Access Token' }, 401));
    const e = await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }));
    expect(e).toMatchObject({ kind: 'status', status: 401 });
    expect(e.messages[0]).toContain('Invalid Storefront Access Token');
  });

  it('reports a body that is not JSON, or not a GraphQL reply, as a parse error', async () => {
    fetchMock.mockReturnValueOnce(reply('<html>oops', 200));
    expect(await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }))).toMatchObject({ kind: 'malformed' });
    fetchMock.mockReturnValueOnce(reply({ data: 'nope' }));
    expect(await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }))).toMatchObject({ kind: 'malformed' });
    fetchMock.mockReturnValueOnce(reply({}));
    expect(await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }))).toMatchObject({ kind: 'malformed' });
  });

  it('reports network failures with the cause', async () => {
    const cause = new TypeError('fetch failed');
    fetchMock.mockRejectedValueOnce(cause);
    const e = await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }));
    expect(e).toMatchObject({ kind: 'network', status: null, operation: 'ProductByHandle' });
    expect(e.cause).toBe(cause);
  });

  it('gives up after UPSTREAM_TIMEOUT_MS with a timeout error', async () => {
    fetchMock.mockImplementationOnce((_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const e = await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }));
    expect(e).toMatchObject({ kind: 'timeout', operation: 'ProductByHandle' });
    expect(e.message).toContain('50 ms');
  });

  it('aborts when the caller aborts', async () => {
    fetchMock.mockImplementationOnce((_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const pending = storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' }, signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'network' });
  });
});

describe('storefrontAuthHeaders', () => {
  const publicOnly = { SHOPIFY_STOREFRONT_TOKEN: 'public-token', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: undefined };
  const withPrivate = { SHOPIFY_STOREFRONT_TOKEN: 'public-token', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'private-token' };

  it('sends the public token when no private token is configured, and no buyer IP', () => {
    expect(storefrontAuthHeaders(publicOnly)).toEqual({ 'X-Shopify-Storefront-Access-Token': 'public-token' });
    expect(storefrontAuthHeaders(publicOnly, '203.0.113.7')).toEqual({ 'X-Shopify-Storefront-Access-Token': 'public-token' });
  });

  it('sends the private token instead of the public one, with the buyer IP when known', () => {
    expect(storefrontAuthHeaders(withPrivate, '203.0.113.7')).toEqual({
      'Shopify-Storefront-Private-Token': 'private-token',
      'Shopify-Storefront-Buyer-IP': '203.0.113.7',
    });
    expect(storefrontAuthHeaders(withPrivate, ' 2001:db8::1 ')).toEqual({
      'Shopify-Storefront-Private-Token': 'private-token',
      'Shopify-Storefront-Buyer-IP': '2001:db8::1',
    });
    expect(storefrontAuthHeaders(withPrivate)).toEqual({ 'Shopify-Storefront-Private-Token': 'private-token' });
  });

  it('sends no buyer IP header for anything that is not one address', () => {
    for (const ip of ['', 'unknown', '203.0.113.7, 198.51.100.2', '203.0.113.7\r\nX-Evil: 1']) {
      expect(storefrontAuthHeaders(withPrivate, ip)).toEqual({ 'Shopify-Storefront-Private-Token': 'private-token' });
    }
  });
});

describe('storefrontQuery with a private token configured', () => {
  const PRIVATE = 'private-token-123';

  afterEach(() => {
    delete process.env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN;
  });

  /** A fresh client whose config (read on its first call) has the private token. */
  async function privateClient(): Promise<typeof import('./client')> {
    let client: typeof import('./client') | undefined;
    process.env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN = PRIVATE;
    await jest.isolateModulesAsync(async () => {
      client = await import('./client');
    });
    return client!;
  }

  it("sends the private token and the buyer's IP, never as variables and without the public token", async () => {
    const client = await privateClient();
    fetchMock.mockReturnValueOnce(reply({ data: { customer: null } }));
    await client.storefrontQuery(CUSTOMER_DETAILS, {
      variables: { customerAccessToken: 'tok' },
      context: { country: 'US', language: 'EN', buyerIp: '203.0.113.7' },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'Shopify-Storefront-Private-Token': PRIVATE, 'Shopify-Storefront-Buyer-IP': '203.0.113.7' });
    expect(headers).not.toHaveProperty('X-Shopify-Storefront-Access-Token');
    expect(JSON.parse(String(init?.body)).variables).toEqual({ customerAccessToken: 'tok', country: 'US', language: 'EN' });
  });

  it('keeps the token out of the error it throws for a refused token', async () => {
    const client = await privateClient();
    fetchMock.mockReturnValueOnce(reply({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, 401));
    const e = await client.storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' }, context: { buyerIp: '203.0.113.7' } }).then(
      () => null,
      (error: unknown) => error as StorefrontError,
    );
    expect(e).toMatchObject({ name: 'StorefrontError', kind: 'status', status: 401 });
    expect(JSON.stringify({ message: e?.message, messages: e?.messages })).not.toContain(PRIVATE);
  });
});
