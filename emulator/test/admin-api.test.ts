import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sign, startTestEmulator, type TestEmulator } from './helpers.ts';
import { lineCents } from '../src/admin-api/draftOrders.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator({ products: 3, adminToken: 'admin-token' });
});
after(() => t.stop());

const CREATE = `mutation DraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) { draftOrder { id name status poNumber totalPriceSet { shopMoney { amount currencyCode } } lineItems(first: 10) { nodes { quantity sku originalTotalSet { shopMoney { amount } } } } } userErrors { field message } }
}`;
const COMPLETE = `mutation DraftOrderComplete($id: ID!) {
  draftOrderComplete(id: $id, paymentPending: true) { draftOrder { id status order { id name totalPriceSet { shopMoney { amount currencyCode } } } } userErrors { field message } }
}`;

async function admin(query: string, variables: Record<string, unknown>, token = 'admin-token', version = '2026-04') {
  const res = await t.get(`/admin/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function firstVariant(): Promise<{ id: string; sku: string }> {
  const { data } = await t.gql<{ products: { nodes: { variants: { nodes: { id: string; sku: string }[] } }[] } }>('{ products(first: 1) { nodes { variants(first: 1) { nodes { id sku } } } } }');
  return data!.products.nodes[0]!.variants.nodes[0]!;
}

const signedAttributes = (variantId: string, quantity: number, itemPrice: string) => {
  const extra = [{ key: 'Size', value: '2" x 2"' }];
  return [...extra, { key: '_Item Price', value: itemPrice }, { key: '_Item Price Signature', value: sign(variantId, quantity, itemPrice, 'USD', extra) }];
};

describe('Admin API: draft orders', () => {
  it('refuses a missing or wrong token as the platform does, and an unknown version', async () => {
    const wrong = await admin(CREATE, {}, 'nope');
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    assert.equal((await admin(CREATE, {}, 'admin-token', '2026-13')).status, 404);
  });

  it('creates a draft at the overridden unit price (sub-cent decimals, line rounded half up) and completes it payment pending', async () => {
    const variant = await firstVariant();
    const input = {
      lineItems: [{ variantId: variant.id, quantity: 1000, customAttributes: signedAttributes(variant.id, 1000, '145.99'), priceOverride: { amount: '0.14599', currencyCode: 'USD' } }],
      poNumber: 'PO-1',
      tags: ['punchout'],
      presentmentCurrencyCode: 'USD',
    };
    const created = await admin(CREATE, { input });
    assert.deepEqual(created.body.data.draftOrderCreate.userErrors, []);
    const draft = created.body.data.draftOrderCreate.draftOrder;
    assert.equal(draft.status, 'OPEN');
    assert.equal(draft.poNumber, 'PO-1');
    assert.deepEqual(draft.totalPriceSet.shopMoney, { amount: '145.99', currencyCode: 'USD' });
    assert.deepEqual(draft.lineItems.nodes, [{ quantity: 1000, sku: variant.sku, originalTotalSet: { shopMoney: { amount: '145.99' } } }]);

    const completed = await admin(COMPLETE, { id: draft.id });
    const order = completed.body.data.draftOrderComplete.draftOrder.order;
    assert.match(order.id, /^gid:\/\/shopify\/Order\/\d+$/);
    assert.deepEqual(order.totalPriceSet.shopMoney, { amount: '145.99', currencyCode: 'USD' });
    const again = await admin(COMPLETE, { id: draft.id });
    assert.equal(again.body.data.draftOrderComplete.userErrors[0].message, 'This order has already been paid');

    const listed = (await (await t.get('/__emulator/admin/orders')).json()) as { orders: { poNumber: string; financialStatus: string; total: number }[] };
    assert.deepEqual(listed.orders.map((o) => [o.poNumber, o.financialStatus, o.total]), [['PO-1', 'PENDING', 14599]]);
  });

  it('answers user errors for a line it cannot take', async () => {
    const variant = await firstVariant();
    const line = { variantId: variant.id, quantity: 1000, priceOverride: { amount: '0.14599', currencyCode: 'USD' } };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...line, variantId: 'gid://shopify/ProductVariant/999999999' }, 'Product variant not found'],
      [{ ...line, quantity: 0 }, 'Quantity must be greater than or equal to 1'],
      [{ ...line, customAttributes: signedAttributes(variant.id, 1000, '145.99').map((a) => (a.key === 'Size' ? { ...a, value: '3" x 3"' } : a)) }, 'Item Price is not signed for this line'],
      [{ ...line, priceOverride: { amount: '0.10', currencyCode: 'USD' }, customAttributes: signedAttributes(variant.id, 1000, '145.99') }, 'Item Price is not signed for this line'],
    ];
    for (const [item, message] of cases) {
      const created = await admin(CREATE, { input: { lineItems: [item], presentmentCurrencyCode: 'USD' } });
      assert.equal(created.body.data.draftOrderCreate.draftOrder, null);
      assert.equal(created.body.data.draftOrderCreate.userErrors[0].message, message);
    }
  });

  it('rounds a line total half up from its unit price, in integers', () => {
    assert.equal(lineCents('0.14599', 1000), 14599);
    assert.equal(lineCents('0.43787', 150), 6568);
    assert.equal(lineCents('0.005', 1), 1);
    assert.equal(lineCents('12', 3), 3600);
  });
});
