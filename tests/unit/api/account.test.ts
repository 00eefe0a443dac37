/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));
jest.mock('@/lib/services/recaptcha', () => ({ verifyRecaptcha: jest.fn() }));

import { POST as createAddress } from '@/app/api/account/addresses/route';
import { DELETE as deleteAddress, PUT as updateAddress } from '@/app/api/account/addresses/[id]/route';
import { POST as defaultAddress } from '@/app/api/account/addresses/[id]/default/route';
import { POST as contact } from '@/app/api/account/contact/route';
import { GET as customer } from '@/app/api/account/customer/route';
import { GET as orders } from '@/app/api/account/orders/route';
import { GET as order } from '@/app/api/account/orders/[id]/route';
import { POST as password } from '@/app/api/account/password/route';
import { POST as reorder } from '@/app/api/account/reorder/route';
import { decodeSession } from '@/lib/ground/http/session-cookie';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import {
  CUSTOMER_GID,
  TOKEN,
  addressGid,
  called,
  calls,
  gql,
  gqlAddress,
  gqlCustomer,
  graphqlError,
  installHarness,
  knownCustomer,
  read,
  request,
  sessionCookie,
} from './account-harness';

installHarness();
const recaptcha = jest.mocked(verifyRecaptcha);
let logs: jest.SpyInstance[] = [];
beforeEach(() => {
  recaptcha.mockReset();
  recaptcha.mockResolvedValue({ ok: true, score: 0.9 });
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));

const NEW_TOKEN = 'tok-new-987654';
const NEW_EXPIRY = '2099-06-01T00:00:00Z';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const cookieSession = (cookies: string[]) => decodeSession(cookies[0]?.split(';')[0]?.split('=')[1]);
const expectNoTokenIn = (text: string) => {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(NEW_TOKEN);
  expect(text).not.toContain('customer_access_token');
};

describe('the session requirement (every account route)', () => {
  const routes: [string, () => Promise<Response>][] = [
    ['customer', () => customer(request('/api/account/customer', { method: 'GET', cookie: null }))],
    ['contact', () => contact(request('/api/account/contact', { body: {}, cookie: null }))],
    ['password', () => password(request('/api/account/password', { body: {}, cookie: null }))],
    ['addresses', () => createAddress(request('/api/account/addresses', { body: {}, cookie: null }))],
    ['address update', () => updateAddress(request('/api/account/addresses/x', { method: 'PUT', body: {}, cookie: null }), params('x'))],
    ['address delete', () => deleteAddress(request('/api/account/addresses/x', { method: 'DELETE', cookie: null }), params('x'))],
    ['address default', () => defaultAddress(request('/api/account/addresses/x/default', { cookie: null }), params('x'))],
    ['orders', () => orders(request('/api/account/orders?page=1', { method: 'GET', cookie: null }))],
    ['order', () => order(request('/api/account/orders/1?key=k', { method: 'GET', cookie: null }), params('1'))],
    ['reorder', () => reorder(request('/api/account/reorder', { body: { id: '1', key: 'k' }, cookie: null }))],
  ];

  it.each(routes)('%s answers 401 without a session, before calling anything', async (_name, call) => {
    const reply = await read(await call());
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ error: 'unauthenticated' });
    expect(reply.cacheControl).toBe('no-store');
    expect(reply.cookies).toEqual([]);
    expect(called()).toEqual([]);
    expect(recaptcha).not.toHaveBeenCalled();
  });

  it('treats an expired cookie as no session, and clears it', async () => {
    const reply = await read(await customer(request('/api/account/customer', { method: 'GET', cookie: sessionCookie(TOKEN, '2000-01-01T00:00:00Z') })));
    expect(reply.status).toBe(401);
    expect(reply.cookies[0]).toContain('Max-Age=0');
    expect(called()).toEqual([]);
  });
});

describe('GET /api/account/customer', () => {
  it('answers the customer without the token anywhere', async () => {
    knownCustomer();
    const reply = await read(await customer(request('/api/account/customer', { method: 'GET', host: 'fr.localhost:3000' })));
    expect(reply.status).toBe(200);
    expect(reply.body.customer).toMatchObject({ id: CUSTOMER_GID, displayName: 'Dana Demo', tags: ['end_user_of', 'tax_exempt_eligible'] });
    expectNoTokenIn(reply.text);
    expect(calls()).toEqual([{ target: 'CustomerDetails', body: { customerAccessToken: TOKEN, country: 'US', language: 'FR' } }]);
  });

  it('answers 401 and clears the cookie when the platform refuses the token', async () => {
    gql.set('CustomerDetails', () => ({ customer: null }));
    const reply = await read(await customer(request('/api/account/customer', { method: 'GET' })));
    expect(reply.status).toBe(401);
    expect(reply.cookies[0]).toMatch(/^customer_session=; .*Max-Age=0/);
  });

  it('answers 502 when the store fails', async () => {
    gql.set('CustomerDetails', graphqlError);
    const reply = await read(await customer(request('/api/account/customer', { method: 'GET' })));
    expect(reply).toMatchObject({ status: 502, body: { error: 'upstream' } });
  });
});

describe('POST /api/account/contact', () => {
  const form = { firstName: ' Dana ', lastName: 'Doe', email: 'dana@example.com', recaptchaToken: 'rc-token' };

  it('verifies the recaptcha, updates the customer and replaces the cookie when the email change issued a new token', async () => {
    gql.set('CustomerUpdate', () => ({
      customerUpdate: {
        customer: gqlCustomer({ lastName: 'Doe', email: 'dana@example.com' }),
        customerAccessToken: { accessToken: NEW_TOKEN, expiresAt: NEW_EXPIRY },
        customerUserErrors: [],
      },
    }));
    const reply = await read(await contact(request('/api/account/contact', { body: form })));
    expect(reply.status).toBe(200);
    expect(reply.body.customer).toMatchObject({ lastName: 'Doe', email: 'dana@example.com' });
    expect(recaptcha).toHaveBeenCalledWith('rc-token', 'contact_information', undefined);
    expect(calls()[0]).toEqual({
      target: 'CustomerUpdate',
      body: { customerAccessToken: TOKEN, customer: { firstName: 'Dana', lastName: 'Doe', email: 'dana@example.com' }, country: 'US', language: 'EN' },
    });
    expect(cookieSession(reply.cookies)).toEqual({ token: NEW_TOKEN, expiresAt: NEW_EXPIRY });
    expectNoTokenIn(reply.text);
  });

  it('keeps the cookie when no new token was issued', async () => {
    gql.set('CustomerUpdate', () => ({ customerUpdate: { customer: gqlCustomer(), customerAccessToken: null, customerUserErrors: [] } }));
    const reply = await read(await contact(request('/api/account/contact', { body: form })));
    expect(reply.status).toBe(200);
    expect(reply.cookies).toEqual([]);
  });

  it('answers 400 for a missing field before checking the recaptcha', async () => {
    const reply = await read(await contact(request('/api/account/contact', { body: { ...form, firstName: '' } })));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Please fill all mandatory fields.' } });
    expect(recaptcha).not.toHaveBeenCalled();
    expect(called()).toEqual([]);
  });

  it.each([
    ['missing', { ...form, recaptchaToken: undefined }],
    ['failed', form],
  ])('answers 400 recaptcha when the token is %s, before any change', async (kind, body) => {
    if (kind === 'failed') recaptcha.mockResolvedValue({ ok: false, reason: 'low_score' });
    const reply = await read(await contact(request('/api/account/contact', { body })));
    expect(reply).toMatchObject({ status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' } });
    expect(called()).toEqual([]);
  });

  it('answers 422 with the platform messages capitalised', async () => {
    gql.set('CustomerUpdate', () => ({
      customerUpdate: { customer: null, customerAccessToken: null, customerUserErrors: [{ code: 'TAKEN', field: ['email'], message: 'email has already been taken' }] },
    }));
    const reply = await read(await contact(request('/api/account/contact', { body: form })));
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ error: 'user_errors', message: 'Email has already been taken', messages: ['Email has already been taken'] });
  });

  it('answers 401 and clears the cookie on TOKEN_INVALID', async () => {
    gql.set('CustomerUpdate', () => ({
      customerUpdate: { customer: null, customerAccessToken: null, customerUserErrors: [{ code: 'TOKEN_INVALID', field: null, message: 'Token invalid' }] },
    }));
    const reply = await read(await contact(request('/api/account/contact', { body: form })));
    expect(reply.status).toBe(401);
    expect(reply.cookies[0]).toContain('Max-Age=0');
  });

  it('refuses a cross-origin update (403) before anything happens', async () => {
    const reply = await read(await contact(request('/api/account/contact', { body: form, origin: 'http://evil.example' })));
    expect(reply).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(recaptcha).not.toHaveBeenCalled();
    expect(called()).toEqual([]);
  });
});

describe('POST /api/account/password', () => {
  const form = { password: 'New-pass-2', confirmPassword: 'New-pass-2' };

  it('uses the token the platform issues with the password change and replaces the cookie', async () => {
    gql.set('CustomerUpdate', () => ({
      customerUpdate: { customer: gqlCustomer(), customerAccessToken: { accessToken: NEW_TOKEN, expiresAt: NEW_EXPIRY }, customerUserErrors: [] },
    }));
    const reply = await read(await password(request('/api/account/password', { body: form })));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ expiresAt: NEW_EXPIRY });
    expect(cookieSession(reply.cookies)).toEqual({ token: NEW_TOKEN, expiresAt: NEW_EXPIRY });
    expect(calls()[0]?.body).toMatchObject({ customer: { password: 'New-pass-2' } });
    expect(called()).toEqual(['CustomerUpdate']);
    expectNoTokenIn(reply.text);
  });

  it('signs in silently with the email and the new password when no token came back', async () => {
    gql.set('CustomerUpdate', () => ({ customerUpdate: { customer: gqlCustomer(), customerAccessToken: null, customerUserErrors: [] } }));
    gql.set('CustomerAccessTokenCreate', () => ({
      customerAccessTokenCreate: { customerAccessToken: { accessToken: NEW_TOKEN, expiresAt: NEW_EXPIRY }, customerUserErrors: [] },
    }));
    const reply = await read(await password(request('/api/account/password', { body: form })));
    expect(reply.status).toBe(200);
    expect(calls()[1]).toMatchObject({ target: 'CustomerAccessTokenCreate', body: { input: { email: 'demo@example.com', password: 'New-pass-2' } } });
    expect(cookieSession(reply.cookies)?.token).toBe(NEW_TOKEN);
  });

  it('answers 401 (cookie cleared) when no new token can be had', async () => {
    gql.set('CustomerUpdate', () => ({ customerUpdate: { customer: gqlCustomer(), customerAccessToken: null, customerUserErrors: [] } }));
    gql.set('CustomerAccessTokenCreate', () => ({ customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [] } }));
    const reply = await read(await password(request('/api/account/password', { body: form })));
    expect(reply.status).toBe(401);
    expect(reply.cookies[0]).toContain('Max-Age=0');
  });

  it.each([
    [{ password: '', confirmPassword: '' }, 'Enter a new password'],
    [{ password: 'a', confirmPassword: '' }, 'Enter password again'],
    [{ password: 'a', confirmPassword: 'b' }, 'Password and Confirm Password Do not match'],
  ])('answers 400 for %j', async (body, message) => {
    const reply = await read(await password(request('/api/account/password', { body })));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', message } });
    expect(called()).toEqual([]);
  });

  it('answers 422 with the platform messages capitalised', async () => {
    gql.set('CustomerUpdate', () => ({
      customerUpdate: { customer: null, customerAccessToken: null, customerUserErrors: [{ code: 'TOO_SHORT', field: ['password'], message: 'password is too short (minimum is 5 characters)' }] },
    }));
    const reply = await read(await password(request('/api/account/password', { body: { password: 'abc', confirmPassword: 'abc' } })));
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual(['Password is too short (minimum is 5 characters)']);
  });
});

describe('address book', () => {
  const address = {
    firstName: 'Dana',
    lastName: 'Demo',
    company: '',
    phone: '2055550100',
    address1: '1 Main St',
    address2: '',
    city: 'Birmingham',
    province: 'Alabama',
    country: 'United States',
    zip: '35203',
  };
  const segment = encodeURIComponent('gid://shopify/MailingAddress/1');

  it('creates an address after the recaptcha and answers it without the token', async () => {
    gql.set('CustomerAddressCreate', () => ({ customerAddressCreate: { customerAddress: gqlAddress(3, 'Birmingham'), customerUserErrors: [] } }));
    const reply = await read(await createAddress(request('/api/account/addresses', { body: { address, recaptchaToken: 'rc' } })));
    expect(reply.status).toBe(200);
    expect(reply.body.address).toMatchObject({ id: 'gid://shopify/MailingAddress/3', city: 'Birmingham', company: '' });
    expectNoTokenIn(reply.text);
    expect(recaptcha).toHaveBeenCalledWith('rc', 'address', undefined);
    expect(calls()[0]).toMatchObject({ target: 'CustomerAddressCreate', body: { customerAccessToken: TOKEN, address } });
  });

  it('answers 400 for missing fields, 400 without recaptcha, and 422 with the first platform message', async () => {
    const missing = await read(await createAddress(request('/api/account/addresses', { body: { address: { ...address, city: ' ' }, recaptchaToken: 'rc' } })));
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Please fill all mandatory fields.' } });
    const noAddress = await read(await createAddress(request('/api/account/addresses', { body: { recaptchaToken: 'rc' } })));
    expect(noAddress.body.message).toBe('Please fill all mandatory fields.');
    const noCaptcha = await read(await createAddress(request('/api/account/addresses', { body: { address } })));
    expect(noCaptcha).toMatchObject({ status: 400, body: { error: 'recaptcha' } });
    expect(called()).toEqual([]);

    gql.set('CustomerAddressCreate', () => ({
      customerAddressCreate: { customerAddress: null, customerUserErrors: [{ code: 'INVALID', field: ['address', 'zip'], message: 'zip is invalid for United States' }] },
    }));
    const refused = await read(await createAddress(request('/api/account/addresses', { body: { address, recaptchaToken: 'rc' } })));
    expect(refused).toMatchObject({ status: 422, body: { error: 'user_errors', message: 'Zip is invalid for United States' } });
    gql.set('CustomerAddressCreate', () => ({ customerAddressCreate: { customerAddress: null, customerUserErrors: [] } }));
    const silent = await read(await createAddress(request('/api/account/addresses', { body: { address, recaptchaToken: 'rc' } })));
    expect(silent.body.message).toBe('There was a problem in updating your address.');
  });

  it('updates one of the customer\'s addresses by its platform id', async () => {
    knownCustomer();
    gql.set('CustomerAddressUpdate', () => ({ customerAddressUpdate: { customerAddress: gqlAddress(1, 'Chicago'), customerUserErrors: [] } }));
    const reply = await read(
      await updateAddress(request(`/api/account/addresses/${segment}`, { method: 'PUT', body: { address, recaptchaToken: 'rc' } }), params(segment)),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.address).toMatchObject({ id: 'gid://shopify/MailingAddress/1' });
    expect(calls()[1]).toMatchObject({ target: 'CustomerAddressUpdate', body: { id: addressGid(1), customerAccessToken: TOKEN } });
    expectNoTokenIn(reply.text);
  });

  it('answers 404 for an address that is not the customer\'s, without changing anything', async () => {
    knownCustomer();
    const other = encodeURIComponent('gid://shopify/MailingAddress/999');
    const update = await read(await updateAddress(request(`/api/account/addresses/${other}`, { method: 'PUT', body: { address, recaptchaToken: 'rc' } }), params(other)));
    expect(update).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const remove = await deleteAddress(request(`/api/account/addresses/${other}`, { method: 'DELETE' }), params(other));
    expect(remove.status).toBe(404);
    const junk = await defaultAddress(request('/api/account/addresses/junk/default'), params('junk'));
    expect(junk.status).toBe(404);
    expect(called().filter((op) => op !== 'CustomerDetails')).toEqual([]);
  });

  it('deletes an address and sets the default', async () => {
    knownCustomer();
    gql.set('CustomerAddressDelete', () => ({ customerAddressDelete: { deletedCustomerAddressId: addressGid(1), customerUserErrors: [] } }));
    gql.set('CustomerDefaultAddressUpdate', () => ({ customerDefaultAddressUpdate: { customer: { id: CUSTOMER_GID }, customerUserErrors: [] } }));
    const removed = await read(await deleteAddress(request(`/api/account/addresses/${segment}`, { method: 'DELETE' }), params(segment)));
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expectNoTokenIn(removed.text);
    const made = await read(await defaultAddress(request(`/api/account/addresses/${segment}/default`), params(segment)));
    expect(made).toMatchObject({ status: 200, body: { ok: true } });
    expect(calls().find((c) => c.target === 'CustomerDefaultAddressUpdate')?.body).toMatchObject({ addressId: addressGid(1) });
  });

  it('answers the delete failure message when the platform deletes nothing', async () => {
    knownCustomer();
    gql.set('CustomerAddressDelete', () => ({ customerAddressDelete: { deletedCustomerAddressId: null, customerUserErrors: [] } }));
    const reply = await read(await deleteAddress(request(`/api/account/addresses/${segment}`, { method: 'DELETE' }), params(segment)));
    expect(reply).toMatchObject({ status: 422, body: { message: 'An Error Occurred' } });
  });

  it('refuses cross-origin address changes', async () => {
    const reply = await deleteAddress(request(`/api/account/addresses/${segment}`, { method: 'DELETE', origin: 'http://evil.example' }), params(segment));
    expect(reply.status).toBe(403);
    expect(called()).toEqual([]);
  });
});

describe('orders', () => {
  const summary = (n: number) => ({
    id: `gid://shopify/Order/${n}?key=key${n}`,
    orderNumber: 1000 + n,
    name: `#${1000 + n}`,
    processedAt: `2025-01-${String(n).padStart(2, '0')}T00:00:00Z`,
    fulfillmentStatus: 'FULFILLED',
    totalPrice: { amount: '10.0', currencyCode: 'USD' },
    lineItems: { nodes: [{ title: 'a' }] },
  });

  it('lists 20 × page orders, newest first as the platform sorts them, with hasNextPage', async () => {
    gql.set('CustomerOrders', (v) => ({
      customer: { id: CUSTOMER_GID, orders: { pageInfo: { hasNextPage: true }, nodes: [summary(2), summary(1)].slice(0, Number(v.first)) } },
    }));
    const reply = await read(await orders(request('/api/account/orders?page=2', { method: 'GET' })));
    expect(reply.status).toBe(200);
    expect(calls()[0]?.body).toMatchObject({ customerAccessToken: TOKEN, first: 40 });
    expect(reply.body).toEqual({
      orders: [
        expect.objectContaining({ id: '2', key: 'key2', orderNumber: 1002, itemCount: 1 }),
        expect.objectContaining({ id: '1', key: 'key1' }),
      ],
      hasNextPage: true,
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '99'])('answers 400 for page=%s', async (page) => {
    const reply = await read(await orders(request(`/api/account/orders?page=${page}`, { method: 'GET' })));
    expect(reply.status).toBe(400);
    expect(called()).toEqual([]);
  });

  it('answers 401 (cookie cleared) when the platform refuses the token', async () => {
    gql.set('CustomerOrders', () => ({ customer: null }));
    const reply = await read(await orders(request('/api/account/orders', { method: 'GET' })));
    expect(reply.status).toBe(401);
    expect(reply.cookies[0]).toContain('Max-Age=0');
  });

  it('answers one order by id and key, 404 when unknown, 400 for a malformed key', async () => {
    // The signed-in customer's own orders (the routes check ownership first: orders.test.ts).
    gql.set('CustomerOrders', () => ({ customer: { id: CUSTOMER_GID, orders: { pageInfo: { hasNextPage: false }, nodes: [{ ...summary(5), id: 'gid://shopify/Order/5?key=abc' }] } } }));
    gql.set('OrderByIdAndKey', (v) =>
      v.id === 'gid://shopify/Order/5?key=abc'
        ? { node: { __typename: 'Order', ...summary(5), id: 'gid://shopify/Order/5?key=abc', subtotalPrice: { amount: '9', currencyCode: 'USD' }, lineItems: { nodes: [] } } }
        : { node: null },
    );
    const found = await read(await order(request('/api/account/orders/5?key=abc', { method: 'GET' }), params('5')));
    expect(found.status).toBe(200);
    expect(found.body.order).toMatchObject({ id: '5', key: 'abc', orderNumber: 1005, subtotalPrice: { amount: '9', currencyCode: 'USD' } });
    const missing = await read(await order(request('/api/account/orders/6?key=abc', { method: 'GET' }), params('6')));
    expect(missing).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const bad = await order(request('/api/account/orders/5?key=a%22b', { method: 'GET' }), params('5'));
    expect(bad.status).toBe(400);
    const noKey = await order(request('/api/account/orders/5', { method: 'GET' }), params('5'));
    expect(noKey.status).toBe(400);
  });
});

describe('POST /api/account/reorder', () => {
  const variant = (n: number, price: string) => ({
    id: `gid://shopify/ProductVariant/${n}`,
    title: `Size ${n}`,
    sku: `RL-${n}`,
    availableForSale: true,
    price: { amount: price, currencyCode: 'USD' },
    image: null,
    selectedOptions: [{ name: 'Size', value: `${n}" x ${n}"` }],
  });
  const product = {
    id: 'gid://shopify/Product/1',
    handle: 'roll-labels',
    title: 'Roll Labels',
    description: '',
    descriptionHtml: '<ul><li>Paper</li></ul>',
    productType: 'Labels',
    vendor: 'Print Co',
    createdAt: '2025-01-01T00:00:00Z',
    tags: ['OE=Overlamination'],
    images: { nodes: [{ url: 'http://localhost:4000/cdn/rl.png', altText: null, width: 1, height: 1 }] },
    variants: { nodes: [variant(1, '0.50'), variant(2, '0.80')] },
    options: [{ name: 'Size', optionValues: [{ name: '1" x 1"' }, { name: '2" x 2"' }] }],
  };
  const lineItem = (variantId: number | null, quantity: number, attrs: Record<string, string> = {}) => ({
    title: 'Roll Labels',
    quantity,
    currentQuantity: quantity,
    customAttributes: Object.entries(attrs).map(([key, value]) => ({ key, value })),
    originalTotalPrice: { amount: '1.00', currencyCode: 'USD' },
    discountedTotalPrice: { amount: '1.00', currencyCode: 'USD' },
    variant:
      variantId === null
        ? null
        : {
            id: `gid://shopify/ProductVariant/${variantId}`,
            sku: null,
            title: '',
            availableForSale: true,
            selectedOptions: [],
            image: null,
            product: { id: 'gid://shopify/Product/1', title: 'Roll Labels', handle: 'roll-labels' },
          },
  });
  const withOrder = (items: unknown[]) =>
    gql.set('OrderByIdAndKey', () => ({
      node: { __typename: 'Order', id: 'gid://shopify/Order/5?key=abc', orderNumber: 1005, name: '#1005', lineItems: { nodes: items } },
    }));

  beforeEach(() => {
    // Order 5 is the signed-in customer's own (the route checks ownership first: orders.test.ts).
    gql.set('CustomerOrders', () => ({ customer: { id: CUSTOMER_GID, orders: { pageInfo: { hasNextPage: false }, nodes: [{ id: 'gid://shopify/Order/5?key=abc', orderNumber: 1005, name: '#1005' }] } } }));
    gql.set('ProductByHandle', (v) => ({ product: v.handle === 'roll-labels' ? product : null }));
    gql.set('OptionalExtras', () => ({
      products: { nodes: [{ id: 'x', handle: 'overlamination', title: 'Overlamination', description: '', tags: [], priceRange: { minVariantPrice: { amount: '0.10', currencyCode: 'USD' } } }] },
    }));
  });

  it('rebuilds the lines priced today, with extras and quantities from the order; gone variants are skipped', async () => {
    withOrder([lineItem(2, 100, { overlamination: 'Yes', 'Item Price': '1.00' }), lineItem(404, 5), lineItem(null, 1)]);
    const reply = await read(await reorder(request('/api/account/reorder', { body: { id: '5', key: 'abc' } })));
    expect(reply.status).toBe(200);
    const lines = reply.body.lines as Record<string, unknown>[];
    expect(lines).toHaveLength(1);
    // No pricing file: unit = variant price + the extra's base price.
    expect(lines[0]).toMatchObject({
      id: 'gid://shopify/ProductVariant/2',
      productId: 'gid://shopify/Product/1',
      handle: 'roll-labels',
      quantity: 100,
      exactUnitPrice: 90,
      total: 9000,
      extras: [{ key: 'overlamination', basePrice: 10 }],
      properties: { Size: '2" x 2"', overlamination: 'Yes', 'Item Price': '90.00' },
      productData: { specs: ['Paper'], tags: ['OE=Overlamination'], variants: expect.any(Array) },
    });
    expect(calls()[0]).toMatchObject({ target: 'CustomerOrders', body: { customerAccessToken: TOKEN } });
    expect(calls()[1]).toMatchObject({ target: 'OrderByIdAndKey', body: { id: 'gid://shopify/Order/5?key=abc' } });
  });

  it('answers 422 unavailable when no line can be rebuilt, 404 for an unknown order, 400 for a bad body', async () => {
    withOrder([lineItem(404, 5)]);
    const none = await read(await reorder(request('/api/account/reorder', { body: { id: '5', key: 'abc' } })));
    expect(none).toMatchObject({ status: 422, body: { error: 'unavailable', message: "Couldn't complete reorder" } });
    gql.set('OrderByIdAndKey', () => ({ node: null }));
    expect((await reorder(request('/api/account/reorder', { body: { id: '5', key: 'abc' } }))).status).toBe(404);
    expect((await reorder(request('/api/account/reorder', { body: { id: 'gid://x', key: 'abc' } }))).status).toBe(400);
  });

  it('answers 502 rather than dropping lines when the catalog cannot be read', async () => {
    withOrder([lineItem(2, 100)]);
    gql.set('ProductByHandle', graphqlError);
    const reply = await read(await reorder(request('/api/account/reorder', { body: { id: '5', key: 'abc' } })));
    expect(reply).toMatchObject({ status: 502, body: { error: 'upstream' } });
  });
});
