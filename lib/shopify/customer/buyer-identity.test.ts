/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { attachCustomerToCart } from './buyer-identity';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const reply = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
const context = { country: 'US', language: 'EN' };

describe('attachCustomerToCart', () => {
  it('sends cartBuyerIdentityUpdate with the token and answers no errors on success', async () => {
    fetchMock.mockImplementationOnce(() => reply({ cartBuyerIdentityUpdate: { cart: { id: 'gid://shopify/Cart/c1?key=k' }, userErrors: [] } }));
    expect(await attachCustomerToCart(context, 'gid://shopify/Cart/c1?key=k', 'tok', 'US')).toEqual([]);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as { operationName: string; variables: unknown };
    expect(body.operationName).toBe('CartBuyerIdentityUpdate');
    expect(body.variables).toEqual({
      cartId: 'gid://shopify/Cart/c1?key=k',
      buyerIdentity: { customerAccessToken: 'tok', countryCode: 'US' },
      country: 'US',
      language: 'EN',
    });
  });

  it('answers the platform user errors, or a note when no cart came back', async () => {
    fetchMock.mockImplementationOnce(() => reply({ cartBuyerIdentityUpdate: { cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }] } }));
    expect(await attachCustomerToCart(context, 'gid://shopify/Cart/x', 'tok')).toEqual(['The specified cart does not exist.']);
    fetchMock.mockImplementationOnce(() => reply({ cartBuyerIdentityUpdate: { cart: null, userErrors: [] } }));
    expect(await attachCustomerToCart(context, 'gid://shopify/Cart/x', 'tok')).toHaveLength(1);
  });
});
