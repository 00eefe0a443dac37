import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';
import { accountGql, discover, exchange, signIn, type Discovery } from './customer-account-helpers.ts';

let t: TestEmulator;
let d: Discovery;
before(async () => {
  t = await startTestEmulator();
  d = await discover(t);
});
after(() => t.stop());

let serial = 0;
/** A fresh customer signed in through the whole flow, so tests that change things never see each other's changes. */
async function newAccount(): Promise<{ email: string; token: string; id: string }> {
  const email = `graph${++serial}-${Date.now()}@example.com`;
  const { access_token } = await exchange(t, d, await signIn(t, d, email));
  const me = await ok<{ customer: { id: string } }>(access_token, '{ customer { id } }');
  return { email, token: access_token, id: me.customer.id };
}

async function ok<T>(token: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await accountGql<T>(t, d, token, query, variables);
  assert.equal(res.status, 200);
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data!;
}

type UserError = { code: string; field: string[]; message: string };
interface AddressOut {
  id: string; province: string; zoneCode: string; country: string; territoryCode: string; phoneNumber: string; formatted: string[];
}
interface OrderOut {
  id: string; name: string; number: number; financialStatus: string; currencyCode: string;
  totalPrice: { amount: string }; subtotal: { amount: string }; totalTax: { amount: string }; totalShipping: { amount: string };
  shippingAddress: { firstName: string; city: string; territoryCode: string; country: string };
  lineItems: { nodes: {
    totalPrice: { amount: string }; quantity: number; variantId: string; productId: string | null; variantTitle: string;
    variantOptions: { name: string; value: string }[] | null;
  }[] };
}
interface MetafieldOut { namespace: string; key: string; type: string; value: string; jsonValue: unknown }
const ADDRESS = `id firstName lastName company address1 address2 city zip phoneNumber territoryCode zoneCode province country name formatted(withName: true)`;

describe('Customer Account GraphQL: documents', () => {
  it('validates against the official schema with the Storefront endpoint\'s error codes', async () => {
    const { token } = await newAccount();
    const res = await accountGql(t, d, token, '{ customer { nope } }');
    assert.equal(res.status, 200);
    assert.equal(res.body.data, undefined);
    assert.equal(res.body.errors?.[0]?.message, 'Cannot query field "nope" on type "Customer".');
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'undefinedField');
    // A Storefront-only field is not in this schema.
    const legacy = await accountGql(t, d, token, '{ customer { email } }');
    assert.equal(legacy.body.errors?.[0]?.extensions?.code, 'undefinedField');
    const syntax = await accountGql(t, d, token, '{ customer { id ');
    assert.equal(syntax.body.errors?.[0]?.extensions?.code, 'parseError');
  });

  it('a root field the emulator does not answer is a NOT_SUPPORTED error, never a silent null', async () => {
    const { token } = await newAccount();
    const res = await accountGql(t, d, token, '{ draftOrder(id: "gid://shopify/DraftOrder/1") { id } }');
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'NOT_SUPPORTED');
  });
});

describe('Customer Account GraphQL: the demo customer\'s orders', () => {
  it('lists orders newest first and opens one with its line items, totals and address', async () => {
    const { access_token } = await exchange(t, d, await signIn(t, d, 'demo@example.com'));
    const list = await ok<{ customer: { orders: { nodes: { id: string; name: string; processedAt: string; fulfillmentStatus: string }[] } } }>(access_token,
      `{ customer { orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes {
        id name number processedAt fulfillmentStatus totalPrice { amount currencyCode } lineItems(first: 250) { nodes { quantity } } } } } }`);
    const orders = list.customer.orders.nodes;
    assert.deepEqual(orders.slice(0, 2).map((o) => o.fulfillmentStatus), ['UNFULFILLED', 'IN_PROGRESS']);
    assert.ok(orders.length > 1);
    assert.deepEqual(orders.map((o) => o.processedAt), [...orders.map((o) => o.processedAt)].sort().reverse());
    assert.match(orders[0]!.id, /^gid:\/\/shopify\/Order\/\d+$/);

    const data = await ok<{ order: OrderOut }>(access_token, `query O($id: ID!) { order(id: $id) {
      id name number financialStatus fulfillmentStatus currencyCode
      totalPrice { amount currencyCode } subtotal { amount } totalTax { amount } totalShipping { amount }
      shippingAddress { firstName lastName company address1 address2 city province zoneCode country territoryCode zip phoneNumber }
      lineItems(first: 250) { nodes { id title quantity variantTitle sku customAttributes { key value } totalPrice { amount currencyCode }
        currentTotalPrice { amount } variantId productId variantOptions { name value } } }
    } }`, { id: orders[0]!.id });
    const o = data.order;
    assert.equal(o.id, orders[0]!.id);
    assert.equal(o.name, `#${o.number}`);
    assert.equal(o.financialStatus, 'PAID');
    assert.equal(o.currencyCode, 'USD');
    assert.ok(o.lineItems.nodes.length >= 1);
    const lines = o.lineItems.nodes;
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.totalPrice.amount) * 100), 0);
    assert.equal(sum, Math.round(Number(o.subtotal.amount) * 100));
    assert.equal(Math.round(Number(o.totalPrice.amount) * 100),
      Math.round((Number(o.subtotal.amount) + Number(o.totalTax.amount) + Number(o.totalShipping.amount)) * 100));
    assert.match(lines[0]!.variantId, /^gid:\/\/shopify\/ProductVariant\/\d+$/);
    assert.match(lines[0]!.productId!, /^gid:\/\/shopify\/Product\/\d+$/);
    assert.deepEqual(lines[0]!.variantOptions!.map((v) => v.value).join(' / '), lines[0]!.variantTitle);
    assert.deepEqual([o.shippingAddress.firstName, o.shippingAddress.territoryCode, o.shippingAddress.country], ['Dana', 'US', 'United States']);
  });

  it('another customer\'s order id opens nothing', async () => {
    const demo = await exchange(t, d, await signIn(t, d, 'demo@example.com'));
    const { customer } = await ok<{ customer: { orders: { nodes: { id: string }[] } } }>(demo.access_token, '{ customer { orders(first: 1) { nodes { id } } } }');
    const { token } = await newAccount();
    const res = await ok<{ order: unknown }>(token, 'query O($id: ID!) { order(id: $id) { id } }', { id: customer.orders.nodes[0]!.id });
    assert.equal(res.order, null);
  });
});

describe('Customer Account GraphQL: mutations', () => {
  it('customerUpdate changes the names; markup is refused', async () => {
    const { token } = await newAccount();
    const res = await ok<{ customerUpdate: { customer: { firstName: string; lastName: string; displayName: string }; userErrors: UserError[] } }>(token,
      'mutation { customerUpdate(input: { firstName: " Ada ", lastName: "Lovelace" }) { customer { firstName lastName displayName } userErrors { code field message } } }');
    assert.deepEqual(res.customerUpdate, { customer: { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada Lovelace' }, userErrors: [] });
    const bad = await ok<{ customerUpdate: { customer: null; userErrors: UserError[] } }>(token,
      'mutation { customerUpdate(input: { firstName: "<b>Ada</b>" }) { customer { id } userErrors { code field } } }');
    assert.deepEqual(bad.customerUpdate, { customer: null, userErrors: [{ code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName'] }] });
  });

  it('addresses: create (the first is the default), duplicate, update with defaultAddress, delete', async () => {
    const { token, email } = await newAccount();
    const create = `mutation C($a: CustomerAddressInput!, $def: Boolean) { customerAddressCreate(address: $a, defaultAddress: $def) {
      customerAddress { ${ADDRESS} } userErrors { code field message } } }`;
    const home = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', city: 'Birmingham', zoneCode: 'AL', territoryCode: 'US', zip: '35203', phoneNumber: '205-555-0101' };
    const first = await ok<{ customerAddressCreate: { customerAddress: AddressOut; userErrors: UserError[] } }>(token, create, { a: home });
    assert.deepEqual(first.customerAddressCreate.userErrors, []);
    const a1 = first.customerAddressCreate.customerAddress;
    assert.match(a1.id, /^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    assert.deepEqual([a1.province, a1.zoneCode, a1.country, a1.territoryCode, a1.phoneNumber], ['Alabama', 'AL', 'United States', 'US', '205-555-0101']);
    assert.deepEqual(a1.formatted, ['Ada Lovelace', '1 Main St', 'Birmingham AL 35203', 'United States']);

    const dup = await ok<{ customerAddressCreate: { customerAddress: null; userErrors: UserError[] } }>(token, create, { a: home });
    assert.deepEqual(dup.customerAddressCreate.userErrors.map((e) => e.code), ['CUSTOMER_ADDRESS_ALREADY_EXISTS']);
    const badZone = await ok<{ customerAddressCreate: { userErrors: UserError[] } }>(token, create, { a: { ...home, address1: '2 Main St', zoneCode: 'QC' } });
    assert.deepEqual(badZone.customerAddressCreate.userErrors.map((e) => [e.code, e.field.join('.')]), [['INVALID_FOR_COUNTRY', 'address.zoneCode']]);
    const badTerritory = await ok<{ customerAddressCreate: { userErrors: UserError[] } }>(token, create, { a: { ...home, territoryCode: 'ZZ' } });
    assert.deepEqual(badTerritory.customerAddressCreate.userErrors.map((e) => e.code), ['INVALID_TERRITORY_CODE']);

    const second = await ok<{ customerAddressCreate: { customerAddress: { id: string } } }>(token, create,
      { a: { ...home, address1: '500 Rue Principale', city: 'Montréal', zoneCode: 'QC', territoryCode: 'CA', zip: 'H2X 1Y4' }, def: true });
    const a2 = second.customerAddressCreate.customerAddress.id;
    const me = `{ customer { defaultAddress { id } addresses(first: 10) { nodes { id } } } }`;
    assert.equal((await ok<{ customer: { defaultAddress: { id: string } } }>(token, me)).customer.defaultAddress.id, a2);

    const update = `mutation U($id: ID!, $a: CustomerAddressInput, $def: Boolean) { customerAddressUpdate(addressId: $id, address: $a, defaultAddress: $def) {
      customerAddress { id city } userErrors { code field } } }`;
    const moved = await ok<{ customerAddressUpdate: { customerAddress: { id: string; city: string }; userErrors: UserError[] } }>(token, update,
      { id: a1.id, a: { city: 'Hoover', zip: '35216' }, def: true });
    assert.deepEqual(moved.customerAddressUpdate, { customerAddress: { id: a1.id, city: 'Hoover' }, userErrors: [] });
    assert.equal((await ok<{ customer: { defaultAddress: { id: string } } }>(token, me)).customer.defaultAddress.id, a1.id);
    const demote = await ok<{ customerAddressUpdate: { userErrors: UserError[] } }>(token, update, { id: a1.id, def: false });
    assert.deepEqual(demote.customerAddressUpdate.userErrors.map((e) => e.code), ['DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED']);
    const missing = await ok<{ customerAddressUpdate: { userErrors: UserError[] } }>(token, update, { id: 'gid://shopify/CustomerAddress/1', a: { city: 'X' } });
    assert.deepEqual(missing.customerAddressUpdate.userErrors, [{ code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'] }]);

    const del = `mutation D($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code field } } }`;
    const refused = await ok<{ customerAddressDelete: { deletedAddressId: null; userErrors: UserError[] } }>(token, del, { id: a1.id });
    assert.deepEqual(refused.customerAddressDelete.userErrors.map((e) => e.code), ['DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED']);
    const gone = await ok<{ customerAddressDelete: { deletedAddressId: string; userErrors: UserError[] } }>(token, del, { id: a2 });
    assert.deepEqual(gone.customerAddressDelete, { deletedAddressId: a2, userErrors: [] });
    const stored = await (await t.get(`/__emulator/customers/${email}`)).json() as { addresses: { city: string }[] };
    assert.deepEqual(stored.addresses.map((a) => a.city), ['Hoover'], 'the Storefront side and the test hooks see the same addresses');
  });

  it('metafieldsSet writes JSON customer metafields the customer reads back; a stale compareDigest changes nothing', async () => {
    const { token, id } = await newAccount();
    const set = `mutation S($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) {
      metafields { id namespace key type value jsonValue compareDigest } userErrors { code field elementIndex message } } }`;
    const value = JSON.stringify({ name: 'Spring labels', designId: 'd-1' });
    const res = await ok<{ metafieldsSet: { metafields: MetafieldOut[]; userErrors: UserError[] } }>(token, set,
      { m: [{ ownerId: id, namespace: 'saved_projects', key: 'spring', type: 'json', value }] });
    assert.deepEqual(res.metafieldsSet.userErrors, []);
    const m = res.metafieldsSet.metafields[0]!;
    assert.deepEqual([m.namespace, m.key, m.type, m.value, m.jsonValue], ['saved_projects', 'spring', 'json', value, { name: 'Spring labels', designId: 'd-1' }]);

    const read = await ok<{ customer: { metafield: { value: string }; metafields: ({ key: string } | null)[] } }>(token,
      '{ customer { metafield(namespace: "saved_projects", key: "spring") { value } metafields(identifiers: [{ namespace: "saved_projects", key: "spring" }, { namespace: "x", key: "y" }]) { key } } }');
    assert.equal(read.customer.metafield.value, value);
    assert.deepEqual(read.customer.metafields, [{ key: 'spring' }, null]);

    const stale = await ok<{ metafieldsSet: { metafields: null; userErrors: UserError[] } }>(token, set,
      { m: [{ ownerId: id, namespace: 'saved_projects', key: 'spring', value: '{"name":"x"}', compareDigest: 'nope' }] });
    assert.deepEqual(stale.metafieldsSet.userErrors.map((e) => e.code), ['STALE_OBJECT']);
    const bad = await ok<{ metafieldsSet: { metafields: null; userErrors: (UserError & { elementIndex: number })[] } }>(token, set, { m: [
      { ownerId: id, namespace: 'saved_projects', key: 'ok', value: '{}' },
      { ownerId: 'gid://shopify/Customer/1', namespace: 'saved_projects', key: 'x', value: 'not json', type: 'json' },
    ] });
    assert.equal(bad.metafieldsSet.metafields, null);
    assert.deepEqual(bad.metafieldsSet.userErrors.map((e) => [e.code, e.elementIndex]), [['INVALID', 1], ['INVALID_VALUE', 1]]);
    const after = await ok<{ customer: { metafield: null } }>(token, '{ customer { metafield(namespace: "saved_projects", key: "ok") { id } } }');
    assert.equal(after.customer.metafield, null, 'all or nothing');
  });
});
