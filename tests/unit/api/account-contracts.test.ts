/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));
jest.mock('@/lib/services/recaptcha', () => ({ verifyRecaptcha: jest.fn() }));

/**
 * The typed client's contract (lib/edge/api/contracts): what each account,
 * tagging and form handler answers parses with its contract's reply schema,
 * and every failure is `{ error, message }` plus the contract's failure fields.
 */
import { POST as createAddress } from '@/app/api/account/addresses/route';
import { DELETE as deleteAddress, PUT as updateAddress } from '@/app/api/account/addresses/[id]/route';
import { POST as defaultAddress } from '@/app/api/account/addresses/[id]/default/route';
import { POST as contact } from '@/app/api/account/contact/route';
import { GET as orders } from '@/app/api/account/orders/route';
import { GET as order } from '@/app/api/account/orders/[id]/route';
import { POST as password } from '@/app/api/account/password/route';
import { POST as reorder } from '@/app/api/account/reorder/route';
import { POST as forms } from '@/app/api/forms/route';
import { POST as addTags } from '@/app/api/tagging/add-customer-tags/route';
import { POST as createMetafield } from '@/app/api/tagging/create-metafield/route';
import { POST as deleteMetafield } from '@/app/api/tagging/delete-metafield/route';
import { POST as getMetafield } from '@/app/api/tagging/get-metafield/route';
import { POST as taxExempt } from '@/app/api/tagging/update-customer-tax-exempt/route';
import {
  addressCreateContract,
  addressDefaultContract,
  addressDeleteContract,
  addressUpdateContract,
} from '@/lib/edge/api/contracts/account-addresses';
import { contactContract } from '@/lib/edge/api/contracts/account-contact';
import { orderContract, ordersContract } from '@/lib/edge/api/contracts/account-orders';
import { passwordContract } from '@/lib/edge/api/contracts/account-password';
import { reorderContract } from '@/lib/edge/api/contracts/account-reorder';
import { formsContract } from '@/lib/edge/api/contracts/forms';
import {
  addCustomerTagsContract,
  createMetafieldContract,
  deleteMetafieldContract,
  getMetafieldContract,
  updateTaxExemptContract,
} from '@/lib/edge/api/contracts/tagging';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { CUSTOMER_GID, fetchMock, gql, gqlAddress, gqlCustomer, installHarness, knownCustomer, quietLogs, request, tagging } from './account-harness';
import { expectFailure, expectReply } from './contract-expect';

installHarness();
quietLogs();
const recaptcha = jest.mocked(verifyRecaptcha);
beforeEach(() => {
  recaptcha.mockReset();
  recaptcha.mockResolvedValue({ ok: true, score: 0.9 });
});

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const segment = encodeURIComponent('gid://shopify/MailingAddress/1');
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



describe('account contracts', () => {
  it('addresses: create, update, delete and default answer their replies; refusals have the one error shape', async () => {
    knownCustomer();
    gql.set('CustomerAddressCreate', () => ({ customerAddressCreate: { customerAddress: gqlAddress(3), customerUserErrors: [] } }));
    gql.set('CustomerAddressUpdate', () => ({ customerAddressUpdate: { customerAddress: gqlAddress(1), customerUserErrors: [] } }));
    gql.set('CustomerAddressDelete', () => ({ customerAddressDelete: { deletedCustomerAddressId: gqlAddress(1).id, customerUserErrors: [] } }));
    gql.set('CustomerDefaultAddressUpdate', () => ({ customerDefaultAddressUpdate: { customer: { id: CUSTOMER_GID }, customerUserErrors: [] } }));
    const body = { address, recaptchaToken: 'rc' };

    const created = await expectReply(addressCreateContract, await createAddress(request('/api/account/addresses', { body })));
    expect(created.address.id).toBe('gid://shopify/MailingAddress/3');
    await expectReply(addressUpdateContract, await updateAddress(request(`/api/account/addresses/${segment}`, { method: 'PUT', body }), params(segment)));
    await expectReply(addressDeleteContract, await deleteAddress(request(`/api/account/addresses/${segment}`, { method: 'DELETE' }), params(segment)));
    await expectReply(addressDefaultContract, await defaultAddress(request(`/api/account/addresses/${segment}/default`), params(segment)));

    await expectFailure(addressCreateContract, await createAddress(request('/api/account/addresses', { body: { address: {} } })), 400, 'invalid');
    await expectFailure(addressCreateContract, await createAddress(request('/api/account/addresses', { body: { address } })), 400, 'recaptcha');
    await expectFailure(addressUpdateContract, await updateAddress(request('/api/account/addresses/x', { method: 'PUT', body }), params('x')), 404, 'not_found');
    gql.set('CustomerAddressCreate', () => ({
      customerAddressCreate: { customerAddress: null, customerUserErrors: [{ code: 'INVALID', field: ['address', 'zip'], message: 'zip is invalid' }] },
    }));
    const refused = await expectFailure(addressCreateContract, await createAddress(request('/api/account/addresses', { body })), 422, 'user_errors');
    expect(refused.messages).toEqual(['Zip is invalid']);
    await expectFailure(addressDeleteContract, await deleteAddress(request(`/api/account/addresses/${segment}`, { method: 'DELETE', cookie: null }), params(segment)), 401, 'unauthenticated');
    await expectFailure(addressDefaultContract, await defaultAddress(request(`/api/account/addresses/${segment}/default`, { origin: 'http://evil.example' }), params(segment)), 403, 'forbidden');
  });

  it('contact and password', async () => {
    gql.set('CustomerUpdate', () => ({
      customerUpdate: { customer: gqlCustomer(), customerAccessToken: { accessToken: 'tok-new-1', expiresAt: '2099-06-01T00:00:00Z' }, customerUserErrors: [] },
    }));
    const form = { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', recaptchaToken: 'rc' };
    const updated = await expectReply(contactContract, await contact(request('/api/account/contact', { body: form })));
    expect(updated.customer.id).toBe(CUSTOMER_GID);
    const changed = await expectReply(passwordContract, await password(request('/api/account/password', { body: { password: 'New-1', confirmPassword: 'New-1' } })));
    expect(changed.expiresAt).toBe('2099-06-01T00:00:00Z');

    await expectFailure(contactContract, await contact(request('/api/account/contact', { body: { ...form, email: 'x' } })), 400, 'invalid');
    await expectFailure(passwordContract, await password(request('/api/account/password', { body: { password: 'a' } })), 400, 'invalid');
    await expectFailure(passwordContract, await password(request('/api/account/password', { body: '{' })), 400, 'invalid');
    gql.set('CustomerUpdate', () => ({
      customerUpdate: { customer: null, customerAccessToken: null, customerUserErrors: [{ code: 'TAKEN', field: ['email'], message: 'email has already been taken' }] },
    }));
    const taken = await expectFailure(contactContract, await contact(request('/api/account/contact', { body: form })), 422, 'user_errors');
    expect(taken.messages).toEqual(['Email has already been taken']);
  });

  it('orders, one order and reorder', async () => {
    const node = { id: 'gid://shopify/Order/5?key=abc', orderNumber: 1005, name: '#1005', processedAt: '2025-01-05T00:00:00Z', fulfillmentStatus: 'FULFILLED', totalPrice: { amount: '10.0', currencyCode: 'USD' } };
    gql.set('CustomerOrders', () => ({ customer: { id: CUSTOMER_GID, orders: { pageInfo: { hasNextPage: false }, nodes: [{ ...node, lineItems: { nodes: [] } }] } } }));
    const lineItem = {
      title: 'Roll Labels',
      quantity: 100,
      currentQuantity: 100,
      customAttributes: [],
      originalTotalPrice: { amount: '50.00', currencyCode: 'USD' },
      discountedTotalPrice: { amount: '50.00', currencyCode: 'USD' },
      variant: {
        id: 'gid://shopify/ProductVariant/2',
        sku: null,
        title: 'Size 2',
        availableForSale: true,
        selectedOptions: [],
        image: null,
        product: { id: 'gid://shopify/Product/1', title: 'Roll Labels', handle: 'roll-labels' },
      },
    };
    gql.set('OrderByIdAndKey', (v) =>
      v.id === node.id
        ? { node: { __typename: 'Order', ...node, subtotalPrice: { amount: '9', currencyCode: 'USD' }, totalShippingPrice: { amount: '1', currencyCode: 'USD' }, lineItems: { nodes: [lineItem] } } }
        : { node: null },
    );
    const variant = { id: 'gid://shopify/ProductVariant/2', title: 'Size 2', sku: 'RL-2', availableForSale: true, price: { amount: '0.50', currencyCode: 'USD' }, image: null, selectedOptions: [{ name: 'Size', value: '2" x 2"' }] };
    gql.set('ProductByHandle', () => ({
      product: {
        id: 'gid://shopify/Product/1', handle: 'roll-labels', title: 'Roll Labels', description: '', descriptionHtml: '', productType: 'Labels', vendor: 'Print Co',
        createdAt: '2025-01-01T00:00:00Z', tags: [], images: { nodes: [] }, variants: { nodes: [variant] }, options: [{ name: 'Size', optionValues: [{ name: '2" x 2"' }] }],
      },
    }));
    gql.set('OptionalExtras', () => ({ products: { nodes: [] } }));

    const list = await expectReply(ordersContract, await orders(request('/api/account/orders?page=1', { method: 'GET' })));
    expect(list.orders.map((o) => o.id)).toEqual(['5']);
    const one = await expectReply(orderContract, await order(request('/api/account/orders/5?key=abc', { method: 'GET' }), params('5')));
    expect(one.order.lineItems).toHaveLength(1);
    const again = await expectReply(reorderContract, await reorder(request('/api/account/reorder', { body: { id: '5', key: 'abc' } })));
    expect(again.lines).toHaveLength(1);

    await expectFailure(ordersContract, await orders(request('/api/account/orders?page=0', { method: 'GET' })), 400, 'invalid');
    await expectFailure(orderContract, await order(request('/api/account/orders/6?key=abc', { method: 'GET' }), params('6')), 404, 'not_found');
    await expectFailure(orderContract, await order(request('/api/account/orders/x?key=abc', { method: 'GET' }), params('x')), 400, 'invalid');
    await expectFailure(reorderContract, await reorder(request('/api/account/reorder', { body: { id: '6', key: 'abc' } })), 404, 'not_found');
    gql.set('ProductByHandle', () => ({ product: null }));
    await expectFailure(reorderContract, await reorder(request('/api/account/reorder', { body: { id: '5', key: 'abc' } })), 422, 'unavailable');
  });
});

describe('tagging contracts', () => {
  const value = JSON.stringify({ project_name: 'Logo', product_name: 'Roll Labels', size: '2" x 2"', quantity: 100 });
  const metafields = () => ({ metafields: [{ id: 400001, owner_id: 77, namespace: 'saved_projects', key: 'p1', value, created_at: null }] });

  it('saved projects: list, save, delete', async () => {
    knownCustomer();
    tagging.set('get-metafield', () => metafields());
    tagging.set('create-metafield', () => ({ data: { id: 400010 } }));
    tagging.set('delete-metafield', () => ({ data: { deleted_id: 400001 } }));
    const listed = await expectReply(getMetafieldContract, await getMetafield(request('/api/tagging/get-metafield', { body: {} })));
    expect(listed.projects.map((p) => p.value.project_name)).toEqual(['Logo']);
    await expectReply(createMetafieldContract, await createMetafield(request('/api/tagging/create-metafield', { body: { project_name: 'Logo' } })));
    await expectReply(deleteMetafieldContract, await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 400001 } })));

    await expectFailure(createMetafieldContract, await createMetafield(request('/api/tagging/create-metafield', { body: { project_name: '' } })), 400, 'invalid');
    await expectFailure(getMetafieldContract, await getMetafield(request('/api/tagging/get-metafield', { body: { customer_id: 78 } })), 403, 'forbidden');
    await expectFailure(deleteMetafieldContract, await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 'abc' } })), 400, 'invalid');
  });

  it('the tax-exempt switch, and the tags nobody may add', async () => {
    knownCustomer();
    tagging.set('update-customer-tax-exempt', () => ({ customer: { id: 77, tax_exempt: true, tags: ['end_user_of', 'tax_exempt_eligible', 'tax_exempt=true'] } }));
    const switched = await expectReply(updateTaxExemptContract, await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: true } })));
    expect(switched).toEqual({ taxExempt: true, tags: ['end_user_of', 'tax_exempt_eligible', 'tax_exempt=true'] });
    await expectFailure(updateTaxExemptContract, await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: 'yes' } })), 400, 'invalid');
    await expectFailure(addCustomerTagsContract, await addTags(request('/api/tagging/add-customer-tags', { body: { tags: ['tax_exempt_eligible'] } })), 403, 'forbidden');
    await expectFailure(addCustomerTagsContract, await addTags(request('/api/tagging/add-customer-tags', { body: { tags: [] } })), 400, 'invalid');
  });
});

describe('the form handler contract', () => {
  const FORMS = 'http://127.0.0.1:4000/forms';
  const contactForm = { 'form-name': 'contact', name: 'Ann', email: 'ann@example.com', phoneNumber: '', message: 'Hello', 'bot-field': '', 'g-recaptcha-response': 'rc' };
  const post = (fields: Record<string, string>, origin = 'http://localhost:3000') =>
    forms(
      new Request('http://localhost:3000/api/forms', {
        method: 'POST',
        headers: { host: 'localhost:3000', origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
    );

  beforeEach(() => {
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => (String(input) === FORMS ? new Response('<p>Thanks</p>', { status: 200 }) : serve(input, init)));
  });

  it('answers { ok: true } for an accepted form; refusals have the one error shape, with the field', async () => {
    await expectReply(formsContract, await post(contactForm));
    const invalid = await expectFailure(formsContract, await post({ ...contactForm, name: '' }), 400, 'invalid');
    expect(invalid.field).toBe('name');
    await expectFailure(formsContract, await post({ ...contactForm, 'form-name': 'other' }), 400, 'invalid');
    await expectFailure(formsContract, await post(contactForm, 'http://evil.example'), 403, 'forbidden');
    recaptcha.mockResolvedValue({ ok: false, reason: 'low_score' });
    await expectFailure(formsContract, await post(contactForm), 400, 'recaptcha');
  });
});
