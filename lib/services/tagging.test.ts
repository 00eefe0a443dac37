/** @jest-environment node */
jest.mock('server-only', () => ({}));

import {
  TaggingError,
  addCustomerTags,
  createCustomer,
  createMetafield,
  deleteMetafield,
  getMetafields,
  taggingCustomerId,
  updateCustomerTaxExempt,
} from './tagging';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const sent = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i]!;
  return { url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Record<string, unknown> };
};
const customer = 'gid://shopify/Customer/77';

describe('tagging service client', () => {
  it('posts JSON with the key header and the numeric customer id', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { customer: { id: 77, tags: 'end_user_of, tax_exempt_eligible' } }));
    expect(await addCustomerTags(customer, ['tax_exempt_eligible'])).toEqual({ id: '77', tags: ['end_user_of', 'tax_exempt_eligible'] });
    const request = sent();
    expect(request.url).toBe('http://127.0.0.1:4000/tagging/add-customer-tags');
    expect(request.headers.get('x-tagging-key')).toBe('emulator-tagging-key');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.body).toEqual({ customerId: '77', tags: ['tax_exempt_eligible'] });
    expect(taggingCustomerId('gid://shopify/Customer/5?x=1')).toBe('5');
    expect(taggingCustomerId('5')).toBe('5');
  });

  it('creates a customer, or returns the refusal messages of a 422', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { customer: { id: 9, email: 'a@b.co' } }));
    const input = { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'secret', tags: ['reseller_id=acme'] };
    expect(await createCustomer(input)).toEqual({ ok: true, customerId: '9' });
    expect(sent().body).toEqual(input);

    fetchMock.mockResolvedValueOnce(json(422, ['email has already been taken']));
    expect(await createCustomer(input)).toEqual({ ok: false, messages: ['email has already been taken'] });

    fetchMock.mockResolvedValueOnce(json(422, { errors: { email: ['has already been taken'] } }));
    expect(await createCustomer(input)).toEqual({ ok: false, messages: ['email has already been taken'] });
  });

  it('reads tax exemption, metafields and deletions', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { customer: { id: 77, tax_exempt: true, tags: ['tax_exempt=true'] } }));
    expect(await updateCustomerTaxExempt(customer, true)).toEqual({ taxExempt: true, tags: ['tax_exempt=true'] });
    expect(sent(0).body).toEqual({ customerId: '77', taxExempt: true });

    fetchMock.mockResolvedValueOnce(
      json(200, { metafields: [{ id: 400001, owner_id: 77, namespace: 'projects', key: 'p1', value: '{}', created_at: '2025-01-01T00:00:00Z' }] }),
    );
    expect(await getMetafields(customer)).toEqual([
      { id: '400001', ownerId: '77', namespace: 'projects', key: 'p1', value: '{}', createdAt: '2025-01-01T00:00:00Z' },
    ]);
    expect(sent(1).body).toEqual({ customer_id: '77' });

    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 1 } }));
    expect(await createMetafield(customer, { project_name: 'P' })).toBe(true);
    expect(sent(2).body).toEqual({ project_name: 'P', customer_id: '77' });
    fetchMock.mockResolvedValueOnce(json(200, { data: null }));
    expect(await createMetafield(customer, { project_name: 'P' })).toBe(false);

    fetchMock.mockResolvedValueOnce(json(200, { data: { deleted_id: 400001 } }));
    expect(await deleteMetafield(customer, '400001')).toBe(true);
    expect(sent(4).body).toEqual({ metafield_id: '400001', customer_id: '77' });
    fetchMock.mockResolvedValueOnce(json(404, { errors: 'Not Found' }));
    expect(await deleteMetafield(customer, '400001')).toBe(false);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), 'network'],
    ['an HTTP error', () => Promise.resolve(new Response('down', { status: 503 })), 'status'],
    ['a non-JSON reply', () => Promise.resolve(new Response('<html>', { status: 200 })), 'malformed'],
    ['an unexpected shape', () => Promise.resolve(json(200, { customer: { tags: [] } })), 'malformed'],
  ])('throws TaggingError on %s', async (_name, reply, kind) => {
    fetchMock.mockImplementationOnce(reply);
    const failure = addCustomerTags(customer, ['tax_exempt_eligible']);
    await expect(failure).rejects.toBeInstanceOf(TaggingError);
    fetchMock.mockImplementationOnce(reply);
    await expect(addCustomerTags(customer, ['tax_exempt_eligible'])).rejects.toMatchObject({ kind, endpoint: 'add-customer-tags' });
  });
});
