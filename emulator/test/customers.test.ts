import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signItemPrice } from '../../lib/ground/money/price-signature.ts';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

const DEMO = { email: 'demo@example.com', password: 'Demo-pass-1' };
const EVAN = { email: 'enduser@example.com', password: 'Demo-pass-1' };
const SECRET = 'dev-price-signing-secret';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

type UserError = { code: string | null; field: string[] | null; message: string };
interface Money { amount: string; currencyCode: string }

/** Runs a document and fails on GraphQL errors, so each test reads `data` directly. */
async function ok<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await t.gql<T>(query, variables);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!;
}

const TOKEN_CREATE = `mutation T($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
    userErrors { field message }
  }
}`;
type TokenCreate = { customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } | null; customerUserErrors: UserError[]; userErrors: UserError[] } };

async function signIn(who: { email: string; password: string }): Promise<string> {
  const data = await ok<TokenCreate>(TOKEN_CREATE, { input: { email: who.email, password: who.password } });
  assert.deepEqual(data.customerAccessTokenCreate.customerUserErrors, []);
  return data.customerAccessTokenCreate.customerAccessToken!.accessToken;
}

let serial = 0;
/** A fresh customer per test, so tests that change things never see each other's changes. */
async function newCustomer(extra: Record<string, unknown> = {}): Promise<{ email: string; password: string; token: string }> {
  const who = { email: `shopper${++serial}-${Date.now()}@example.com`, password: 'Secret-1' };
  const res = await ok<{ customerCreate: { customer: { id: string } | null; customerUserErrors: UserError[] } }>(
    `mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { code field message } } }`,
    { input: { ...who, firstName: 'Sam', lastName: 'Shopper', ...extra } });
  assert.deepEqual(res.customerCreate.customerUserErrors, []);
  return { ...who, token: await signIn(who) };
}

const CUSTOMER = `query C($token: String!) {
  customer(customerAccessToken: $token) {
    id displayName firstName lastName email phone tags acceptsMarketing numberOfOrders createdAt updatedAt
    defaultAddress { id name firstName lastName company address1 address2 city province provinceCode country countryCodeV2 zip phone formatted(withName: true) }
    addresses(first: 100) { nodes { id address1 city province country zip } }
    metafields(identifiers: [{ namespace: "custom", key: "saved_projects" }]) { key }
  }
}`;
interface AddressOut {
  id: string; name?: string; firstName?: string; lastName?: string; company?: string | null; address1: string; address2?: string | null; city: string;
  province: string; provinceCode?: string; country: string; countryCodeV2?: string; zip: string; phone?: string; formatted?: string[];
}
interface CustomerOut {
  id: string; displayName: string; firstName: string; lastName: string; email: string; phone: string | null; tags: string[];
  acceptsMarketing: boolean; numberOfOrders: string; createdAt: string; updatedAt: string;
  defaultAddress: AddressOut | null; addresses: { nodes: AddressOut[] }; metafields: unknown[];
}
const customer = async (token: string) => (await ok<{ customer: CustomerOut | null }>(CUSTOMER, { token })).customer;

const admin = async (path: string, init?: RequestInit) => {
  const res = await t.get(path, init);
  return { status: res.status, body: await res.json() as Record<string, unknown> };
};

describe('customerAccessTokenCreate', () => {
  it('issues a 32-hex token valid for 14 days; the email matches without case', async () => {
    const data = await ok<TokenCreate>(TOKEN_CREATE, { input: { email: 'Demo@Example.COM', password: DEMO.password } });
    const { customerAccessToken, customerUserErrors, userErrors } = data.customerAccessTokenCreate;
    assert.deepEqual([customerUserErrors, userErrors], [[], []]);
    assert.match(customerAccessToken!.accessToken, /^[0-9a-f]{32}$/);
    assert.match(customerAccessToken!.expiresAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const days = (Date.parse(customerAccessToken!.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 13.9 && days <= 14, String(days));
  });

  it('answers UNIDENTIFIED_CUSTOMER for a wrong password or an unknown email', async () => {
    for (const input of [{ ...DEMO, password: 'wrong-pass' }, { email: 'nobody@example.com', password: DEMO.password }]) {
      const data = await ok<TokenCreate>(TOKEN_CREATE, { input });
      assert.deepEqual(data.customerAccessTokenCreate, {
        customerAccessToken: null,
        customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer' }],
        userErrors: [{ field: ['input'], message: 'Unidentified customer' }],
      });
    }
  });
});

describe('customer', () => {
  it('reads the demo customer: names, tags, default address with a token-carrying id, addresses, order count', async () => {
    const token = await signIn(DEMO);
    const c = (await customer(token))!;
    assert.equal(c.id, 'gid://shopify/Customer/7001');
    assert.deepEqual([c.displayName, c.firstName, c.lastName, c.email, c.phone], ['Dana Demo', 'Dana', 'Demo', 'demo@example.com', '205-555-0100']);
    assert.deepEqual(c.tags, ['end_user_of', 'tax_exempt_eligible']);
    assert.equal(c.acceptsMarketing, false);
    assert.equal(c.numberOfOrders, '25');
    assert.deepEqual(c.metafields, [null]);
    assert.equal(c.defaultAddress!.id, `gid://shopify/MailingAddress/8001?model_name=CustomerAddress&customer_access_token=${token}`);
    assert.deepEqual({ ...c.defaultAddress, id: undefined }, {
      id: undefined, name: 'Dana Demo', firstName: 'Dana', lastName: 'Demo', company: null, address1: '2100 3rd Ave N', address2: null,
      city: 'Birmingham', province: 'Alabama', provinceCode: 'AL', country: 'United States', countryCodeV2: 'US', zip: '35203',
      phone: '205-555-0100', formatted: ['Dana Demo', '2100 3rd Ave N', 'Birmingham AL 35203', 'United States'],
    });
    assert.deepEqual(c.addresses.nodes.map((a) => [a.city, a.province, a.zip]), [['Birmingham', 'Alabama', '35203'], ['Chicago', 'Illinois', '60601']]);
  });

  it('reads the second demo customer', async () => {
    const c = (await customer(await signIn(EVAN)))!;
    assert.deepEqual([c.displayName, c.tags, c.numberOfOrders], ['Evan User', ['end_user_of'], '2']);
    assert.deepEqual(c.addresses.nodes.map((a) => [a.city, a.province, a.zip]), [['New York', 'New York', '10001']]);
  });

  it('is null for an unknown token, and after the admin hook expires the tokens', async () => {
    assert.equal(await customer('0'.repeat(32)), null);
    const { email, token } = await newCustomer();
    assert.ok(await customer(token));
    const expired = await admin(`/__emulator/customers/${encodeURIComponent(email)}/expire-tokens`, { method: 'POST' });
    assert.deepEqual(expired, { status: 200, body: { expired: 1 } });
    assert.equal(await customer(token), null);
    assert.equal((await admin('/__emulator/customers/nobody@example.com/expire-tokens', { method: 'POST' })).status, 404);
  });
});

describe('customerAccessTokenDelete and customerAccessTokenRenew', () => {
  const DELETE = `mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
  const RENEW = `mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`;
  type Del = { customerAccessTokenDelete: { deletedAccessToken: string | null; deletedCustomerAccessTokenId: string | null; userErrors: UserError[] } };
  type Renew = { customerAccessTokenRenew: { customerAccessToken: { accessToken: string; expiresAt: string } | null; userErrors: UserError[] } };

  it('deletes a token once; the customer is then gone for it', async () => {
    const token = await signIn(DEMO);
    const first = (await ok<Del>(DELETE, { t: token })).customerAccessTokenDelete;
    assert.equal(first.deletedAccessToken, token);
    assert.ok(first.deletedCustomerAccessTokenId && first.deletedCustomerAccessTokenId !== token);
    assert.deepEqual(first.userErrors, []);
    assert.equal(await customer(token), null);
    assert.deepEqual((await ok<Del>(DELETE, { t: token })).customerAccessTokenDelete, {
      deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
    });
  });

  it('renews a live token in place and refuses a dead one', async () => {
    const token = await signIn(DEMO);
    const renewed = (await ok<Renew>(RENEW, { t: token })).customerAccessTokenRenew;
    assert.equal(renewed.customerAccessToken!.accessToken, token);
    assert.deepEqual(renewed.userErrors, []);
    const dead = (await ok<Renew>(RENEW, { t: 'f'.repeat(32) })).customerAccessTokenRenew;
    assert.deepEqual(dead, { customerAccessToken: null, userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }] });
  });
});

describe('customerCreate', () => {
  const CREATE = `mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email firstName } customerUserErrors { code field message } } }`;
  type Create = { customerCreate: { customer: { id: string; email: string; firstName: string } | null; customerUserErrors: UserError[] } };

  it('creates a customer that can sign in', async () => {
    const data = await ok<Create>(CREATE, { input: { email: 'new.person@example.com', password: 'Pass-123', firstName: 'New' } });
    assert.match(data.customerCreate.customer!.id, /^gid:\/\/shopify\/Customer\/\d+$/);
    assert.ok(await customer(await signIn({ email: 'new.person@example.com', password: 'Pass-123' })));
  });

  it('reports TAKEN, INVALID and TOO_SHORT on the input fields', async () => {
    const cases: [Record<string, string>, UserError[]][] = [
      [{ email: 'DEMO@example.com', password: 'Pass-123' }, [{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }]],
      [{ email: 'not-an-email', password: 'Pass-123' }, [{ code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' }]],
      [{ email: 'short@example.com', password: 'abcd' }, [{ code: 'TOO_SHORT', field: ['input', 'password'], message: 'Password is too short (minimum is 5 characters)' }]],
    ];
    for (const [input, errors] of cases) {
      const data = await ok<Create>(CREATE, { input });
      assert.deepEqual(data.customerCreate, { customer: null, customerUserErrors: errors }, JSON.stringify(input));
    }
  });
});

describe('customerRecover', () => {
  const RECOVER = `mutation R($email: String!) { customerRecover(email: $email) { customerUserErrors { code field message } userErrors { field message } } }`;
  type Recover = { customerRecover: { customerUserErrors: UserError[]; userErrors: UserError[] } };

  it('puts a reset mail with a link in the outbox for a known email', async () => {
    const data = await ok<Recover>(RECOVER, { email: 'ENDUSER@example.com' });
    assert.deepEqual(data.customerRecover, { customerUserErrors: [], userErrors: [] });
    const { status, body } = await admin('/__emulator/outbox?to=enduser@example.com');
    assert.equal(status, 200);
    const [mail] = body.messages as { to: string; kind: string; subject: string; body: string; createdAt: string }[];
    assert.equal(mail!.to, 'enduser@example.com');
    assert.equal(mail!.kind, 'customer_recover');
    assert.equal(mail!.subject, 'Customer account password reset');
    assert.match(mail!.body, /^Hi Evan,/);
    assert.match(mail!.body, /https:\/\/printco-labels\.myshopify\.com\/account\/reset\/7002\/[0-9a-f]{32}/);
    const all = (await admin('/__emulator/outbox')).body.messages as unknown[];
    assert.ok(all.length >= 1);
    assert.deepEqual((await admin('/__emulator/outbox?to=nobody@example.com')).body, { messages: [] });
  });

  it('answers UNIDENTIFIED_CUSTOMER on email for an unknown address', async () => {
    const data = await ok<Recover>(RECOVER, { email: 'nobody@example.com' });
    assert.deepEqual(data.customerRecover.customerUserErrors, [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }]);
  });
});

describe('orders', () => {
  const ORDERS = `query O($token: String!, $first: Int!, $after: String, $sortKey: OrderSortKeys, $reverse: Boolean) {
    customer(customerAccessToken: $token) {
      orders(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { id orderNumber name processedAt fulfillmentStatus totalPrice { amount currencyCode } }
      }
    }
  }`;
  interface OrderRow { id: string; orderNumber: number; name: string; processedAt: string; fulfillmentStatus: string; totalPrice: Money }
  type Orders = { customer: { orders: { totalCount: string; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: OrderRow[] } } };

  it('pages 20 then the rest, newest first, with keyed ids', async () => {
    const token = await signIn(DEMO);
    const page1 = (await ok<Orders>(ORDERS, { token, first: 20, sortKey: 'PROCESSED_AT', reverse: true })).customer.orders;
    assert.equal(page1.totalCount, '25');
    assert.equal(page1.nodes.length, 20);
    assert.equal(page1.pageInfo.hasNextPage, true);
    const page2 = (await ok<Orders>(ORDERS, { token, first: 20, after: page1.pageInfo.endCursor, sortKey: 'PROCESSED_AT', reverse: true })).customer.orders;
    assert.equal(page2.nodes.length, 5);
    assert.equal(page2.pageInfo.hasNextPage, false);
    const all = [...page1.nodes, ...page2.nodes];
    const times = all.map((o) => Date.parse(o.processedAt));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
    assert.ok(times.every((ms) => ms < Date.now()), 'all in the past');
    assert.equal(new Set(all.map((o) => o.name)).size, 25);
    for (const o of all) {
      assert.match(o.id, /^gid:\/\/shopify\/Order\/\d+\?key=[0-9a-f]{32}$/);
      assert.equal(o.name, `#${o.orderNumber}`);
      assert.equal(o.totalPrice.currencyCode, 'USD');
    }
    assert.deepEqual(new Set(all.map((o) => o.fulfillmentStatus)), new Set(['UNFULFILLED', 'IN_PROGRESS', 'FULFILLED', 'PARTIALLY_FULFILLED']));
    assert.equal(all[0]!.fulfillmentStatus, 'UNFULFILLED');
    // the default sort is by id, oldest first
    const byId = (await ok<Orders>(ORDERS, { token, first: 30 })).customer.orders.nodes;
    assert.deepEqual(byId.map((o) => o.name), [...all].reverse().map((o) => o.name));
  });

  const NODE = `query N($id: ID!) {
    node(id: $id) {
      id
      ... on Order {
        orderNumber name processedAt fulfillmentStatus financialStatus email currencyCode canceledAt statusUrl
        subtotalPrice { amount currencyCode } totalPrice { amount } totalTax { amount } totalShippingPrice { amount } totalShippingPriceV2 { amount }
        shippingAddress { name firstName lastName address1 city province zip country }
        lineItems(first: 100) {
          nodes {
            title quantity currentQuantity customAttributes { key value }
            originalTotalPrice { amount currencyCode } discountedTotalPrice { amount }
            variant { id sku title availableForSale selectedOptions { name value } image { url } product { id title handle } }
          }
        }
      }
    }
  }`;
  interface OrderNode {
    id: string; orderNumber: number; name: string; processedAt: string; fulfillmentStatus: string; financialStatus: string; email: string;
    currencyCode: string; canceledAt: null; statusUrl: string;
    subtotalPrice: Money; totalPrice: { amount: string }; totalTax: { amount: string }; totalShippingPrice: { amount: string }; totalShippingPriceV2: { amount: string };
    shippingAddress: Record<string, string>;
    lineItems: { nodes: { title: string; quantity: number; currentQuantity: number; customAttributes: { key: string; value: string }[];
      originalTotalPrice: Money; discountedTotalPrice: { amount: string };
      variant: { id: string; sku: string; product: { handle: string } } | null }[] };
  }
  const firstOrderId = async () => (await ok<Orders>(ORDERS, { token: await signIn(DEMO), first: 1, sortKey: 'PROCESSED_AT', reverse: true })).customer.orders.nodes[0]!.id;

  it('opens an order by id with its key, with totals that add up and catalog variants', async () => {
    const id = await firstOrderId();
    const o = (await ok<{ node: OrderNode | null }>(NODE, { id })).node!;
    assert.equal(o.id, id);
    assert.deepEqual([o.financialStatus, o.email, o.currencyCode, o.canceledAt], ['PAID', 'demo@example.com', 'USD', null]);
    assert.match(o.statusUrl, /^https:\/\//);
    const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100);
    assert.equal(sum(o.lineItems.nodes.map((l) => Number(l.originalTotalPrice.amount))), sum([Number(o.subtotalPrice.amount)]));
    assert.equal(sum([Number(o.subtotalPrice.amount), Number(o.totalTax.amount), Number(o.totalShippingPrice.amount)]), sum([Number(o.totalPrice.amount)]));
    assert.equal(o.totalShippingPriceV2.amount, o.totalShippingPrice.amount);
    assert.equal(o.shippingAddress.name, `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`);
    for (const l of o.lineItems.nodes) {
      assert.equal(l.currentQuantity, l.quantity);
      assert.deepEqual(l.customAttributes.map((a) => a.key), ['Size', 'Material', 'Sides', 'Item Price']);
      assert.equal(l.customAttributes[3]!.value, Number(l.originalTotalPrice.amount).toFixed(2));
      assert.match(l.variant!.id, /^gid:\/\/shopify\/ProductVariant\/\d+$/);
      assert.ok(l.variant!.product.handle);
    }
  });

  it('is null with a wrong or missing key, and for nodes() too', async () => {
    const id = await firstOrderId();
    for (const bad of [id.replace(/key=.*/, 'key=0000'), id.replace(/\?key=.*/, '')]) {
      assert.equal((await ok<{ node: unknown }>(NODE, { id: bad })).node, null, bad);
    }
    const nodes = await ok<{ nodes: ({ id: string } | null)[] }>(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [id, id.replace(/key=.*/, 'key=1')] });
    assert.deepEqual(nodes.nodes, [{ id }, null]);
  });

  it('shows a removed variant as null on the line', async () => {
    const id = await firstOrderId();
    const line = (await ok<{ node: OrderNode }>(NODE, { id })).node.lineItems.nodes[0]!;
    const variant = line.variant!.id;
    assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(variant)}`, { method: 'DELETE' })).status, 204);
    try {
      const again = (await ok<{ node: OrderNode }>(NODE, { id })).node.lineItems.nodes[0]!;
      assert.equal(again.variant, null);
      assert.equal(again.title, line.title, 'the line keeps its title');
    } finally {
      assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(variant)}/restore`, { method: 'POST' })).status, 204);
    }
  });
});

describe('addresses', () => {
  const ADDRESS_FIELDS = 'id firstName lastName company address1 address2 city province provinceCode country countryCodeV2 zip phone';
  const CREATE = `mutation A($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { ${ADDRESS_FIELDS} } customerUserErrors { code field message } userErrors { field message } }
  }`;
  const UPDATE = `mutation U($token: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) { customerAddress { ${ADDRESS_FIELDS} } customerUserErrors { code field message } }
  }`;
  const DELETE = `mutation D($token: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $token, id: $id) { deletedCustomerAddressId customerUserErrors { code field message } }
  }`;
  const DEFAULT = `mutation F($token: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $addressId) { customer { id defaultAddress { id city } } customerUserErrors { code field message } }
  }`;
  type Create = { customerAddressCreate: { customerAddress: AddressOut | null; customerUserErrors: UserError[]; userErrors: UserError[] } };
  type Update = { customerAddressUpdate: { customerAddress: AddressOut | null; customerUserErrors: UserError[] } };
  type Delete = { customerAddressDelete: { deletedCustomerAddressId: string | null; customerUserErrors: UserError[] } };
  type Default = { customerDefaultAddressUpdate: { customer: { id: string; defaultAddress: { id: string; city: string } } | null; customerUserErrors: UserError[] } };

  const OTTAWA = { firstName: 'Sam', lastName: 'Shopper', address1: '150 Elgin St', city: 'Ottawa', province: 'ON', country: 'CA', zip: 'K2P 1L4', phone: '613-555-0101' };
  const AUSTIN = { firstName: 'Sam', lastName: 'Shopper', company: 'Shop Co', address1: '500 Congress Ave', address2: 'Floor 2', city: 'Austin', province: 'Texas', country: 'United States', zip: '78701', phone: '512-555-0199' };
  const bare = (id: string) => id.replace(/\?.*/, '');

  it('creates addresses (codes stored as names); the first becomes the default', async () => {
    const { token } = await newCustomer();
    const first = (await ok<Create>(CREATE, { token, address: OTTAWA })).customerAddressCreate;
    assert.deepEqual([first.customerUserErrors, first.userErrors], [[], []]);
    assert.match(first.customerAddress!.id, new RegExp(`^gid://shopify/MailingAddress/\\d+\\?model_name=CustomerAddress&customer_access_token=${token}$`));
    assert.deepEqual([first.customerAddress!.province, first.customerAddress!.provinceCode, first.customerAddress!.country, first.customerAddress!.countryCodeV2],
      ['Ontario', 'ON', 'Canada', 'CA']);
    const second = (await ok<Create>(CREATE, { token, address: AUSTIN })).customerAddressCreate.customerAddress!;
    assert.deepEqual([second.company, second.address2, second.provinceCode], ['Shop Co', 'Floor 2', 'TX']);
    const c = (await customer(token))!;
    assert.equal(c.defaultAddress!.id, first.customerAddress!.id);
    assert.deepEqual(c.addresses.nodes.map((a) => a.city), ['Ottawa', 'Austin']);
  });

  it('refuses the same address twice, a province not in the country, and a bad token', async () => {
    const { token } = await newCustomer();
    await ok<Create>(CREATE, { token, address: OTTAWA });
    const again = (await ok<Create>(CREATE, { token, address: { ...OTTAWA, city: 'OTTAWA' } })).customerAddressCreate;
    assert.deepEqual(again.customerUserErrors, [{ code: 'TAKEN', field: ['address'], message: 'Address already exists' }]);
    const badProvince = (await ok<Create>(CREATE, { token, address: { ...AUSTIN, province: 'Ontario' } })).customerAddressCreate;
    assert.deepEqual(badProvince.customerUserErrors, [{ code: 'INVALID', field: ['address', 'province'], message: 'Province is not valid' }]);
    const badToken = (await ok<Create>(CREATE, { token: 'nope', address: AUSTIN })).customerAddressCreate;
    assert.deepEqual(badToken, {
      customerAddress: null,
      customerUserErrors: [{ code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: 'Customer access token is invalid' }],
      userErrors: [{ field: ['customerAccessToken'], message: 'Customer access token is invalid' }],
    });
  });

  it('updates by id with or without its query string, changing only the fields sent', async () => {
    const { token } = await newCustomer();
    const created = (await ok<Create>(CREATE, { token, address: AUSTIN })).customerAddressCreate.customerAddress!;
    for (const [id, city] of [[created.id, 'Round Rock'], [bare(created.id), 'Dallas']] as const) {
      const res = (await ok<Update>(UPDATE, { token, id, address: { city, address2: '' } })).customerAddressUpdate;
      assert.deepEqual(res.customerUserErrors, []);
      assert.deepEqual([res.customerAddress!.id, res.customerAddress!.city, res.customerAddress!.address2, res.customerAddress!.address1, res.customerAddress!.zip],
        [created.id, city, null, AUSTIN.address1, AUSTIN.zip]);
    }
  });

  it("refuses another customer's address on update, delete and default, and leaves it untouched", async () => {
    const mine = await newCustomer();
    const theirs = await signIn(DEMO);
    const demoAddress = (await customer(theirs))!.addresses.nodes[1]!.id;
    const missing = (field: string) => [{ code: 'NOT_FOUND', field: [field], message: 'Address does not exist' }];
    const up = (await ok<Update>(UPDATE, { token: mine.token, id: demoAddress, address: { city: 'Hacked' } })).customerAddressUpdate;
    assert.deepEqual(up, { customerAddress: null, customerUserErrors: missing('id') });
    const del = (await ok<Delete>(DELETE, { token: mine.token, id: bare(demoAddress) })).customerAddressDelete;
    assert.deepEqual(del, { deletedCustomerAddressId: null, customerUserErrors: missing('id') });
    const def = (await ok<Default>(DEFAULT, { token: mine.token, addressId: demoAddress })).customerDefaultAddressUpdate;
    assert.deepEqual(def, { customer: null, customerUserErrors: missing('addressId') });
    assert.deepEqual((await customer(theirs))!.addresses.nodes.map((a) => a.city), ['Birmingham', 'Chicago']);
    const notAnAddress = (await ok<Delete>(DELETE, { token: mine.token, id: 'gid://shopify/Customer/7001' })).customerAddressDelete;
    assert.deepEqual(notAnAddress.customerUserErrors, missing('id'));
  });

  it('changes the default, and deleting the default promotes the next address', async () => {
    const { token } = await newCustomer();
    const a = (await ok<Create>(CREATE, { token, address: OTTAWA })).customerAddressCreate.customerAddress!;
    const b = (await ok<Create>(CREATE, { token, address: AUSTIN })).customerAddressCreate.customerAddress!;
    const def = (await ok<Default>(DEFAULT, { token, addressId: bare(b.id) })).customerDefaultAddressUpdate;
    assert.deepEqual(def.customerUserErrors, []);
    assert.deepEqual(def.customer!.defaultAddress, { id: b.id, city: 'Austin' });
    const del = (await ok<Delete>(DELETE, { token, id: b.id })).customerAddressDelete;
    assert.deepEqual(del, { deletedCustomerAddressId: b.id, customerUserErrors: [] });
    const c = (await customer(token))!;
    assert.equal(c.defaultAddress!.id, a.id);
    assert.deepEqual(c.addresses.nodes.map((x) => x.city), ['Ottawa']);
    await ok<Delete>(DELETE, { token, id: a.id });
    assert.equal((await customer(token))!.defaultAddress, null);
  });

  it('resolves an address node read with its owner token only', async () => {
    const { token } = await newCustomer();
    const a = (await ok<Create>(CREATE, { token, address: OTTAWA })).customerAddressCreate.customerAddress!;
    const q = `query N($id: ID!) { node(id: $id) { id ... on MailingAddress { city } } }`;
    assert.deepEqual((await ok<{ node: unknown }>(q, { id: a.id })).node, { id: a.id, city: 'Ottawa' });
    assert.equal((await ok<{ node: unknown }>(q, { id: bare(a.id) })).node, null);
  });
});

describe('customerUpdate', () => {
  const UPDATE = `mutation U($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) {
      customer { id firstName lastName displayName email phone acceptsMarketing }
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }`;
  type Update = { customerUpdate: { customer: Record<string, unknown> | null; customerAccessToken: { accessToken: string; expiresAt: string } | null; customerUserErrors: UserError[] } };

  it('changes names, email and marketing consent without a new token', async () => {
    const { token } = await newCustomer();
    const email = `renamed-${Date.now()}@example.com`;
    const res = (await ok<Update>(UPDATE, { token, customer: { firstName: 'Alex', lastName: 'Renamed', email, acceptsMarketing: true } })).customerUpdate;
    assert.deepEqual(res.customerUserErrors, []);
    assert.equal(res.customerAccessToken, null);
    assert.deepEqual(res.customer, { id: res.customer!.id, firstName: 'Alex', lastName: 'Renamed', displayName: 'Alex Renamed', email, phone: null, acceptsMarketing: true });
    assert.equal((await customer(token))!.email, email, 'the token still works');
  });

  it('reports TAKEN email, TOO_SHORT password and TOKEN_INVALID, changing nothing', async () => {
    const { token, email } = await newCustomer();
    const taken = (await ok<Update>(UPDATE, { token, customer: { email: 'Demo@example.com', firstName: 'Nope' } })).customerUpdate;
    assert.deepEqual(taken, { customer: null, customerAccessToken: null, customerUserErrors: [{ code: 'TAKEN', field: ['customer', 'email'], message: 'Email has already been taken' }] });
    const short = (await ok<Update>(UPDATE, { token, customer: { password: '1234' } })).customerUpdate;
    assert.deepEqual(short.customerUserErrors, [{ code: 'TOO_SHORT', field: ['customer', 'password'], message: 'Password is too short (minimum is 5 characters)' }]);
    const bad = (await ok<Update>(UPDATE, { token: 'x', customer: { firstName: 'X' } })).customerUpdate;
    assert.deepEqual(bad.customerUserErrors, [{ code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: 'Customer access token is invalid' }]);
    const c = (await customer(token))!;
    assert.deepEqual([c.email, c.firstName], [email, 'Sam']);
  });

  it('a password change returns a new token and revokes the old ones; only the new password signs in', async () => {
    const who = await newCustomer();
    const other = await signIn(who);
    const res = (await ok<Update>(UPDATE, { token: who.token, customer: { password: 'Brand-new-2' } })).customerUpdate;
    assert.deepEqual(res.customerUserErrors, []);
    const fresh = res.customerAccessToken!.accessToken;
    assert.notEqual(fresh, who.token);
    assert.equal(await customer(who.token), null, 'the token used for the change is revoked');
    assert.equal(await customer(other), null, 'every other token too');
    assert.equal((await customer(fresh))!.email, who.email);
    const old = await ok<TokenCreate>(TOKEN_CREATE, { input: { email: who.email, password: who.password } });
    assert.equal(old.customerAccessTokenCreate.customerUserErrors[0]!.code, 'UNIDENTIFIED_CUSTOMER');
    assert.ok(await signIn({ email: who.email, password: 'Brand-new-2' }));
  });
});

describe('cart buyer identity and checkout', () => {
  const CART_CREATE = `mutation C($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code field message } } }`;
  const BUYER_UPDATE = `mutation B($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart { id buyerIdentity { email countryCode customer { id email displayName } } }
      userErrors { code field message }
    }
  }`;
  type Buyer = { cartBuyerIdentityUpdate: { cart: { id: string; buyerIdentity: { email: string | null; countryCode: string; customer: { id: string; email: string } | null } } | null; userErrors: UserError[] } };

  let variant: string;
  before(async () => {
    const data = await ok<{ product: { variants: { nodes: { id: string }[] } } }>(`{ product(handle: "custom-roll-labels") { variants(first: 1) { nodes { id } } } }`);
    variant = data.product.variants.nodes[0]!.id;
  });

  const signedLine = (quantity: number, itemPrice: string) => ({
    merchandiseId: variant, quantity,
    attributes: [{ key: '_Item Price', value: itemPrice }, { key: '_Item Price Signature', value: signItemPrice(SECRET, { merchandiseId: variant, quantity, itemPrice, currency: 'USD', properties: [] }) }],
  });

  async function newCart(): Promise<{ id: string; checkoutUrl: string }> {
    const data = await ok<{ cartCreate: { cart: { id: string; checkoutUrl: string }; userErrors: UserError[] } }>(CART_CREATE, { input: { lines: [signedLine(100, '42.00')] } });
    assert.deepEqual(data.cartCreate.userErrors, []);
    return data.cartCreate.cart;
  }

  it('attaches a signed-in customer to the cart; an invalid token or unknown cart is refused', async () => {
    const cart = await newCart();
    const token = await signIn(EVAN);
    const res = (await ok<Buyer>(BUYER_UPDATE, { cartId: cart.id, buyerIdentity: { customerAccessToken: token, countryCode: 'US' } })).cartBuyerIdentityUpdate;
    assert.deepEqual(res.userErrors, []);
    assert.deepEqual(res.cart!.buyerIdentity, {
      email: 'enduser@example.com', countryCode: 'US', customer: { id: 'gid://shopify/Customer/7002', email: 'enduser@example.com', displayName: 'Evan User' },
    });
    const bad = (await ok<Buyer>(BUYER_UPDATE, { cartId: cart.id, buyerIdentity: { customerAccessToken: 'f'.repeat(32) } })).cartBuyerIdentityUpdate;
    assert.deepEqual(bad, { cart: null, userErrors: [{ code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid' }] });
    const missing = (await ok<Buyer>(BUYER_UPDATE, { cartId: cart.id.replace(/key=.*/, 'key=0'), buyerIdentity: { email: 'x@example.com' } })).cartBuyerIdentityUpdate;
    assert.deepEqual(missing, { cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }] });
    // once the token is gone the cart no longer resolves the customer
    await ok(`mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }`, { t: token });
    const after = await ok<{ cart: { buyerIdentity: { customer: unknown } } }>(`query C($id: ID!) { cart(id: $id) { buyerIdentity { customer { id } } } }`, { id: cart.id });
    assert.equal(after.cart.buyerIdentity.customer, null);
  });

  it("prefills the checkout from the customer's default address and files the order under the customer", async () => {
    const who = await newCustomer();
    await ok(`mutation A($token: String!, $address: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { id } } }`, {
      token: who.token,
      address: { firstName: 'Sam', lastName: 'Shopper', address1: '1 Infinite Loop', city: 'Cupertino', province: 'CA', country: 'US', zip: '95014', phone: '408-555-0100' },
    });
    const cart = await newCart();
    await ok<Buyer>(BUYER_UPDATE, { cartId: cart.id, buyerIdentity: { customerAccessToken: who.token } });
    const u = new URL(cart.checkoutUrl);
    const page = await (await t.get(`${u.pathname}${u.search}`)).text();
    for (const [field, value] of [['name', 'Sam Shopper'], ['email', who.email], ['address1', '1 Infinite Loop'], ['city', 'Cupertino'], ['province', 'California'], ['zip', '95014'], ['country', 'United States']]) {
      assert.match(page, new RegExp(`name="${field}"[^>]*value="${value!.replace(/\./g, '\\.')}"`), field);
    }
    assert.ok(page.includes(`Signed in as Sam Shopper (${who.email})`));

    const form = new URLSearchParams({ name: 'Sam Shopper', email: who.email, address1: '1 Infinite Loop', city: 'Cupertino', province: 'California', zip: '95014', country: 'United States' });
    const placed = await t.get(`${u.pathname}/orders${u.search}`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(placed.status, 200);
    const name = /data-order-name="(#\d+)"/.exec(await placed.text())![1]!;

    const orders = await ok<{ customer: { numberOfOrders: string; orders: { nodes: { id: string; name: string; fulfillmentStatus: string; totalPrice: Money; lineItems: { nodes: { quantity: number }[] } }[] } } }>(
      `query O($token: String!) { customer(customerAccessToken: $token) { numberOfOrders orders(first: 5, sortKey: PROCESSED_AT, reverse: true) { nodes { id name fulfillmentStatus totalPrice { amount currencyCode } lineItems(first: 5) { nodes { quantity } } } } } }`,
      { token: who.token });
    assert.equal(orders.customer.numberOfOrders, '1');
    const [order] = orders.customer.orders.nodes;
    assert.deepEqual([order!.name, order!.fulfillmentStatus, order!.totalPrice, order!.lineItems.nodes], [name, 'UNFULFILLED', { amount: '42.0', currencyCode: 'USD' }, [{ quantity: 100 }]]);
    assert.match(order!.id, /\?key=[0-9a-f]{32}$/);
    const node = await ok<{ node: { name: string; shippingAddress: { firstName: string; lastName: string; city: string } } }>(
      `query N($id: ID!) { node(id: $id) { ... on Order { name shippingAddress { firstName lastName city } } } }`, { id: order!.id });
    assert.deepEqual(node.node, { name, shippingAddress: { firstName: 'Sam', lastName: 'Shopper', city: 'Cupertino' } });
  });

  it('leaves a guest checkout unfilled and unlinked', async () => {
    const cart = await newCart();
    const u = new URL(cart.checkoutUrl);
    const page = await (await t.get(`${u.pathname}${u.search}`)).text();
    assert.ok(!page.includes('Signed in as'));
    assert.match(page, /name="name"[^>]*value=""/);
  });
});

describe('admin customer hook', () => {
  it('shows a customer by email, without case', async () => {
    const { status, body } = await admin('/__emulator/customers/DEMO%40example.com');
    assert.equal(status, 200);
    assert.equal(body.id, 'gid://shopify/Customer/7001');
    assert.deepEqual([body.email, body.firstName, body.lastName, body.tags, body.taxExempt], ['demo@example.com', 'Dana', 'Demo', ['end_user_of', 'tax_exempt_eligible'], false]);
    const addresses = body.addresses as { id: number; city: string }[];
    assert.deepEqual(addresses.map((a) => [a.id, a.city]), [[8001, 'Birmingham'], [8002, 'Chicago']]);
    assert.equal((await admin('/__emulator/customers/nobody@example.com')).status, 404);
  });
});
