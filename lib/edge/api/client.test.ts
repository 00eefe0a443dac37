import { endpointUrl } from './client';
import { ACCOUNT_ORDER, ACCOUNT_ORDERS } from './endpoints/account';

describe('endpointUrl', () => {
  it('is the URL the client asks for, so a page can have the browser fetch it early', () => {
    expect(endpointUrl(ACCOUNT_ORDERS, { query: { page: 1 } })).toBe('/api/account/orders?page=1');
    expect(endpointUrl(ACCOUNT_ORDER, { params: { id: 'gid://shopify/Order/1' }, query: { key: 'k 1' } })).toMatch(/^\/api\/account\/orders\/[^?]+\?key=k\+1$/);
  });

  it('leaves out query values that are not there', () => {
    expect(endpointUrl(ACCOUNT_ORDERS, { query: { page: undefined } as never })).toBe('/api/account/orders');
  });
});
