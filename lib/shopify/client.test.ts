/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { storefrontQuery, StorefrontError } from './client';
import { PRODUCT_BY_HANDLE } from './documents';

// config() is read lazily on the first call, so a short timeout set here applies.
process.env.UPSTREAM_TIMEOUT_MS = '50';

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

async function failure(promise: Promise<unknown>): Promise<StorefrontError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof StorefrontError) return e;
    throw e;
  }
  throw new Error('expected a StorefrontError');
}

describe('storefrontQuery', () => {
  it('posts the named operation with token, variables and @inContext values, uncached', async () => {
    fetchMock.mockReturnValueOnce(reply({ data: { product: { id: '1', handle: 'h' } } }));
    const data = await storefrontQuery(PRODUCT_BY_HANDLE, {
      variables: { handle: 'h' },
      context: { country: 'CA', language: 'FR' },
    });
    expect(data.product).toEqual({ id: '1', handle: 'h' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/api/2025-10/graphql.json');
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
    expect(e).toMatchObject({ kind: 'http', status: 401 });
    expect(e.messages[0]).toContain('Invalid Storefront Access Token');
  });

  it('reports a body that is not JSON, or not a GraphQL reply, as a parse error', async () => {
    fetchMock.mockReturnValueOnce(reply('<html>oops', 200));
    expect(await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }))).toMatchObject({ kind: 'parse' });
    fetchMock.mockReturnValueOnce(reply({ data: 'nope' }));
    expect(await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }))).toMatchObject({ kind: 'parse' });
    fetchMock.mockReturnValueOnce(reply({}));
    expect(await failure(storefrontQuery(PRODUCT_BY_HANDLE, { variables: { handle: 'h' } }))).toMatchObject({ kind: 'parse' });
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
