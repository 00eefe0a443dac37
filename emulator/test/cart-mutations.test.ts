import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { storefrontSchema } from '../src/graphql/schema.ts';
import { RESOLVERS } from '../src/graphql/resolvers/index.ts';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

/** Every cart mutation, sent over HTTP the way a Storefront client sends it. */

let t: TestEmulator;
let roll: { id: string; price: string }[];
let soldOut: string;
let demoToken: string;
before(async () => {
  t = await startTestEmulator();
  const q = `query V($h: String!) { product(handle: $h) { variants(first: 250) { nodes { id availableForSale quantityAvailable price { amount } } } } }`;
  type V = { product: { variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number; price: { amount: string } }[] } } };
  const r = (await t.gql<V>(q, { h: 'custom-roll-labels' })).data!.product.variants.nodes;
  roll = r.map((v) => ({ id: v.id, price: v.price.amount }));
  assert.equal(r[0]!.quantityAvailable, 25000);
  soldOut = (await t.gql<V>(q, { h: 'waterproof-bopp-roll-labels' })).data!.product.variants.nodes.find((v) => !v.availableForSale)!.id;
  const login = await t.gql<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation { customerAccessTokenCreate(input: { email: "demo@example.com", password: "Demo-pass-1" }) { customerAccessToken { accessToken } } }`);
  demoToken = login.data!.customerAccessTokenCreate.customerAccessToken.accessToken;
});
after(() => t.stop());

const CART_FIELDS = `fragment CartFields on Cart {
  id checkoutUrl note createdAt updatedAt totalQuantity
  attributes { key value }
  discountCodes { code applicable }
  buyerIdentity { email phone countryCode customer { id } }
  cost { totalAmount { amount currencyCode } subtotalAmount { amount } }
  lines(first: 50) { nodes { id quantity attributes { key value } cost { totalAmount { amount } } merchandise { ... on ProductVariant { id } } } }
  delivery {
    addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { name firstName lastName address1 city provinceCode countryCode zip formatted(withName: true) formattedArea } } }
    selected: addresses(selected: true) { id }
  }
  metafield(namespace: "custom", key: "gift_wrap") { id namespace key type value parentResource { ... on Cart { id } } }
  plain: metafield(key: "po_number") { value }
}`;
const PAYLOAD = 'cart { ...CartFields } userErrors { code field message } warnings { code message target }';

interface Money { amount: string; currencyCode?: string }
interface Line { id: string; quantity: number; attributes: { key: string; value: string }[]; cost: { totalAmount: Money }; merchandise: { id: string } }
interface Address { id: string; selected: boolean; oneTimeUse: boolean; address: Record<string, string | string[] | null> }
interface Cart {
  id: string; checkoutUrl: string; note: string | null; createdAt: string; updatedAt: string; totalQuantity: number;
  attributes: { key: string; value: string }[];
  discountCodes: { code: string; applicable: boolean }[];
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null; customer: { id: string } | null };
  cost: { totalAmount: Money; subtotalAmount: Money };
  lines: { nodes: Line[] };
  delivery: { addresses: Address[]; selected: { id: string }[] };
  metafield: { id: string; namespace: string; key: string; type: string; value: string; parentResource: { id: string } } | null;
  plain: { value: string } | null;
}
type UserError = { code: string | null; field: string[] | null; message: string };
type Warning = { code: string; message: string; target: string };
interface Payload { cart: Cart | null; userErrors: UserError[]; warnings: Warning[] }

/** Runs `mutation (decl) { field(args) { payload } }` and returns the field's payload; GraphQL errors fail the test. */
async function m<T = Payload>(field: string, decl: string, args: string, variables: Record<string, unknown>, payload = PAYLOAD): Promise<T> {
  const doc = `mutation M(${decl}) { ${field}(${args}) { ${payload} } }${payload.includes('...CartFields') ? `\n${CART_FIELDS}` : ''}`;
  const res = await t.gql<Record<string, T>>(doc, variables);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data![field]!;
}

const create = (input: Record<string, unknown>) => m('cartCreate', '$input: CartInput', 'input: $input', { input });
const linesAdd = (cartId: string, lines: unknown[]) => m('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines', { cartId, lines });
const linesUpdate = (cartId: string, lines: unknown[]) => m('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $cartId, lines: $lines', { cartId, lines });
const linesRemove = (cartId: string, lineIds: string[]) => m('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds', { cartId, lineIds });
const addressesAdd = (cartId: string, addresses: unknown[]) =>
  m('cartDeliveryAddressesAdd', '$cartId: ID!, $a: [CartSelectableAddressInput!]!', 'cartId: $cartId, addresses: $a', { cartId, a: addresses });

async function newCart(input: Record<string, unknown> = { lines: [{ merchandiseId: roll[0]!.id, quantity: 2 }] }): Promise<Cart> {
  const r = await create(input);
  assert.deepEqual(r.userErrors, []);
  return r.cart!;
}

async function readCart(id: string): Promise<Cart | null> {
  const res = await t.gql<{ cart: Cart | null }>(`query C($id: ID!) { cart(id: $id) { ...CartFields } }\n${CART_FIELDS}`, { id });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.cart;
}

const cents = (a: Money) => Math.round(Number(a.amount) * 100);
const listCents = (i: number, qty: number) => Math.round(Number(roll[i]!.price) * 100) * qty;
const NOT_FOUND: UserError = { code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' };
const keyless = (id: string) => id.replace(/\?key=.*/, '');
const wrongKey = (id: string) => id.replace(/key=.*/, `key=${'0'.repeat(32)}`);
const unknownCart = 'gid://shopify/Cart/hWNnope?key=00000000000000000000000000000000';

describe('cartLinesAdd', () => {
  it('adds a new line, merges the same variant with the same attributes, and recomputes quantity and cost', async () => {
    const cart = await newCart();
    const r = await linesAdd(cart.id, [
      { merchandiseId: roll[0]!.id, quantity: 3 },
      { merchandiseId: roll[1]!.id },
      { merchandiseId: roll[0]!.id, quantity: 1, attributes: [{ key: 'Size', value: '2x2' }] },
    ]);
    assert.deepEqual([r.userErrors, r.warnings], [[], []]);
    const lines = r.cart!.lines.nodes;
    assert.deepEqual(lines.map((l) => [l.merchandise.id, l.quantity, l.attributes.length]), [[roll[0]!.id, 5, 0], [roll[1]!.id, 1, 0], [roll[0]!.id, 1, 1]]);
    assert.equal(lines[0]!.id, cart.lines.nodes[0]!.id, 'the merged line keeps its id');
    assert.match(lines[1]!.id, new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${/Cart\/([^?]+)/.exec(cart.id)![1]}$`));
    assert.equal(r.cart!.totalQuantity, 7);
    assert.equal(cents(r.cart!.cost.totalAmount), listCents(0, 6) + listCents(1, 1));
    assert.equal(r.cart!.id, cart.id);
    assert.ok(r.cart!.updatedAt >= cart.updatedAt);
    const again = await readCart(cart.id);
    assert.deepEqual(again!.lines.nodes.map((l) => l.quantity), [5, 1, 1], 'cart(id:) sees the change');
  });

  it('caps a quantity over stock with a MERCHANDISE_NOT_ENOUGH_STOCK warning, not an error', async () => {
    const cart = await newCart();
    const r = await linesAdd(cart.id, [{ merchandiseId: roll[0]!.id, quantity: 30000 }]);
    assert.deepEqual(r.userErrors, []);
    const line = r.cart!.lines.nodes[0]!;
    assert.equal(line.quantity, 25000);
    assert.deepEqual(r.warnings, [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 25000 items were added to your cart due to availability.', target: line.id }]);
    const created = await create({ lines: [{ merchandiseId: roll[1]!.id, quantity: 25001 }] });
    assert.equal(created.cart!.lines.nodes[0]!.quantity, 25000);
    assert.equal(created.warnings[0]!.code, 'MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('refuses unknown, removed and sold-out variants and quantities below 1, changing nothing', async () => {
    const cart = await newCart();
    const removed = roll[roll.length - 1]!.id;
    assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(removed)}`, { method: 'DELETE' })).status, 204);
    try {
      const r = await linesAdd(cart.id, [
        { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
        { merchandiseId: roll[1]!.id, quantity: 1 },
        { merchandiseId: soldOut, quantity: 1 },
        { merchandiseId: roll[1]!.id, quantity: 0 },
        { merchandiseId: removed, quantity: 1 },
        { merchandiseId: roll[1]!.id, sellingPlanId: 'gid://shopify/SellingPlan/1' },
      ]);
      assert.equal(r.cart, null);
      assert.deepEqual(r.userErrors.map((e) => [e.code, e.field]), [
        ['INVALID', ['lines', '0', 'merchandiseId']],
        ['INVALID', ['lines', '2', 'quantity']],
        ['INVALID', ['lines', '3', 'quantity']],
        ['INVALID', ['lines', '4', 'merchandiseId']],
        ['SELLING_PLAN_NOT_APPLICABLE', ['lines', '5', 'sellingPlanId']],
      ]);
      assert.equal(r.userErrors[0]!.message, 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.');
      assert.equal(r.userErrors[1]!.message, 'The product Waterproof White BOPP Roll Labels is already sold out.');
      assert.equal(r.userErrors[2]!.message, 'The quantity must be at least 1.');
      assert.equal((await readCart(cart.id))!.totalQuantity, 2, 'nothing was added');
    } finally {
      await t.get(`/__emulator/variants/${encodeURIComponent(removed)}/restore`, { method: 'POST' });
    }
  });
});

describe('cartLinesUpdate and cartLinesRemove', () => {
  it('sets quantities, replaces attributes, swaps merchandise, and removes a line at quantity 0', async () => {
    const cart = await newCart({ lines: [{ merchandiseId: roll[0]!.id, quantity: 2, attributes: [{ key: 'a', value: '1' }] }, { merchandiseId: roll[1]!.id, quantity: 1 }] });
    const [first, second] = cart.lines.nodes;
    const r = await linesUpdate(cart.id, [
      { id: first!.id, quantity: 4, attributes: [{ key: 'b', value: '2' }] },
      { id: second!.id, quantity: 0 },
    ]);
    assert.deepEqual([r.userErrors, r.warnings], [[], []]);
    assert.deepEqual(r.cart!.lines.nodes.map((l) => [l.id, l.quantity, l.attributes]), [[first!.id, 4, [{ key: 'b', value: '2' }]]]);
    assert.equal(cents(r.cart!.cost.totalAmount), listCents(0, 4));
    const swapped = await linesUpdate(cart.id, [{ id: first!.id.replace(/\?cart=.*/, ''), merchandiseId: roll[2]!.id }]);
    assert.deepEqual(swapped.cart!.lines.nodes.map((l) => [l.merchandise.id, l.quantity]), [[roll[2]!.id, 4]], 'a line id without ?cart= is accepted');
    const capped = await linesUpdate(cart.id, [{ id: first!.id, quantity: 99999 }]);
    assert.equal(capped.warnings[0]!.code, 'MERCHANDISE_NOT_ENOUGH_STOCK');
    assert.equal(capped.cart!.totalQuantity, 25000);
  });

  it('answers INVALID_MERCHANDISE_LINE for an unknown line id, and INVALID for bad merchandise or a negative quantity', async () => {
    const cart = await newCart();
    const line = cart.lines.nodes[0]!;
    const ghost = 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=x';
    const r = await linesUpdate(cart.id, [
      { id: line.id, quantity: 9 },
      { id: ghost, quantity: 1 },
      { id: line.id, merchandiseId: 'gid://shopify/ProductVariant/1' },
      { id: line.id, quantity: -1 },
    ]);
    assert.equal(r.cart, null);
    assert.deepEqual(r.userErrors, [
      { code: 'INVALID_MERCHANDISE_LINE', field: ['lines', '1', 'id'], message: 'The merchandise line with id 00000000-0000-0000-0000-000000000000 does not exist.' },
      { code: 'INVALID', field: ['lines', '2', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.' },
      { code: 'INVALID', field: ['lines', '3', 'quantity'], message: 'The quantity must be at least 0.' },
    ]);
    assert.equal((await readCart(cart.id))!.lines.nodes[0]!.quantity, 2, 'the valid entry was not applied either');
  });

  it('removes lines by id and refuses unknown ids', async () => {
    const cart = await newCart({ lines: [{ merchandiseId: roll[0]!.id, quantity: 1 }, { merchandiseId: roll[1]!.id, quantity: 1 }] });
    const [a, b] = cart.lines.nodes;
    const bad = await linesRemove(cart.id, [a!.id, 'gid://shopify/CartLine/nope?cart=x']);
    assert.equal(bad.cart, null);
    assert.deepEqual(bad.userErrors, [{ code: 'INVALID_MERCHANDISE_LINE', field: ['lineIds', '1'], message: 'The merchandise line with id nope does not exist.' }]);
    const r = await linesRemove(cart.id, [a!.id]);
    assert.deepEqual(r.cart!.lines.nodes.map((l) => l.id), [b!.id]);
    const empty = await linesRemove(cart.id, [b!.id]);
    assert.deepEqual([empty.cart!.totalQuantity, empty.cart!.lines.nodes, empty.cart!.cost.totalAmount.amount], [0, [], '0.0']);
    assert.equal((await linesRemove(cart.id, [b!.id])).userErrors[0]!.code, 'INVALID_MERCHANDISE_LINE', 'a removed line is gone');
  });
});

describe('note, attributes, discount codes, gift cards, buyer identity, billing address', () => {
  it('updates the note and merges attributes by key', async () => {
    const cart = await newCart({ lines: [], attributes: [{ key: 'reseller_id', value: 'acme' }, { key: 'gift', value: 'no' }] });
    const note = await m('cartNoteUpdate', '$cartId: ID!, $note: String!', 'cartId: $cartId, note: $note', { cartId: cart.id, note: 'Ring twice' });
    assert.equal(note.cart!.note, 'Ring twice');
    const attrs = await m('cartAttributesUpdate', '$cartId: ID!, $a: [AttributeInput!]!', 'cartId: $cartId, attributes: $a',
      { cartId: cart.id, a: [{ key: 'gift', value: 'yes' }, { key: 'po', value: '42' }] });
    assert.deepEqual(attrs.cart!.attributes, [{ key: 'reseller_id', value: 'acme' }, { key: 'gift', value: 'yes' }, { key: 'po', value: '42' }]);
    assert.equal((await readCart(cart.id))!.note, 'Ring twice');
  });

  it('records discount codes as not applicable with a DISCOUNT_NOT_FOUND warning, and clears them', async () => {
    const cart = await newCart();
    const r = await m('cartDiscountCodesUpdate', '$cartId: ID!, $codes: [String!]!', 'cartId: $cartId, discountCodes: $codes',
      { cartId: cart.id, codes: ['SPRING10', ' spring10 ', 'FREESHIP', ''] });
    assert.deepEqual(r.userErrors, []);
    assert.deepEqual(r.cart!.discountCodes, [{ code: 'SPRING10', applicable: false }, { code: 'FREESHIP', applicable: false }]);
    assert.deepEqual(r.warnings.map((w) => [w.code, w.target]), [['DISCOUNT_NOT_FOUND', cart.id], ['DISCOUNT_NOT_FOUND', cart.id]]);
    assert.equal(cents(r.cart!.cost.totalAmount), listCents(0, 2), 'no discount applied');
    const cleared = await m('cartDiscountCodesUpdate', '$cartId: ID!', 'cartId: $cartId, discountCodes: []', { cartId: cart.id });
    assert.deepEqual([cleared.cart!.discountCodes, cleared.warnings], [[], []]);
    const created = await newCart({ discountCodes: ['WELCOME'] });
    assert.deepEqual(created.discountCodes, [{ code: 'WELCOME', applicable: false }]);
  });

  it('applies no gift card (the shop takes none) and says so with a warning', async () => {
    const cart = await newCart();
    for (const field of ['cartGiftCardCodesUpdate', 'cartGiftCardCodesAdd']) {
      const r = await m(field, '$cartId: ID!', 'cartId: $cartId, giftCardCodes: ["GIFT-1234"]', { cartId: cart.id });
      assert.deepEqual(r.userErrors, []);
      assert.deepEqual(r.warnings, [{ code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: 'Gift cards are not available as a payment method.', target: cart.id }]);
    }
    const removed = await m('cartGiftCardCodesRemove', '$cartId: ID!', 'cartId: $cartId, appliedGiftCardIds: ["gid://shopify/AppliedGiftCard/1"]',
      { cartId: cart.id }, `${PAYLOAD.replace('cart { ...CartFields }', 'cart { id appliedGiftCards { id } }')}`);
    assert.deepEqual((removed as unknown as { cart: { appliedGiftCards: unknown[] } }).cart.appliedGiftCards, []);
  });

  it('updates the buyer identity (a live customer token links the customer)', async () => {
    const cart = await newCart();
    const r = await m('cartBuyerIdentityUpdate', '$cartId: ID!, $b: CartBuyerIdentityInput!', 'cartId: $cartId, buyerIdentity: $b',
      { cartId: cart.id, b: { email: 'buyer@example.com', countryCode: 'CA', customerAccessToken: demoToken } });
    assert.deepEqual(r.cart!.buyerIdentity, { email: 'buyer@example.com', phone: null, countryCode: 'CA', customer: { id: 'gid://shopify/Customer/7001' } });
  });

  it('stores a billing address and removes personal data on request', async () => {
    const cart = await newCart({ lines: [{ merchandiseId: roll[0]!.id }], buyerIdentity: { email: 'a@example.com', phone: '+12055550100', countryCode: 'US' }, note: 'keep me' });
    const billing = await m('cartBillingAddressUpdate', '$cartId: ID!, $a: MailingAddressInput', 'cartId: $cartId, billingAddress: $a',
      { cartId: cart.id, a: { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', city: 'Montgomery', province: 'AL', country: 'US', zip: '36104' } });
    assert.deepEqual(billing.userErrors, []);
    const token = /Cart\/([^?]+)/.exec(cart.id)![1]!;
    const stored = async () => ((await (await t.get(`/__emulator/carts/${token}`)).json()) as { cart: { billingAddress: Record<string, string> | null; buyerIdentity: Record<string, unknown> } }).cart;
    assert.equal((await stored()).billingAddress!.city, 'Montgomery');
    await addressesAdd(cart.id, [{ address: { deliveryAddress: { address1: '1 Main St', city: 'Montgomery', countryCode: 'US', provinceCode: 'AL', zip: '36104' } } }]);
    const r = await m('cartRemovePersonalData', '$cartId: ID!', 'cartId: $cartId', { cartId: cart.id });
    assert.deepEqual(r.cart!.buyerIdentity, { email: null, phone: null, countryCode: 'US', customer: null });
    assert.deepEqual([r.cart!.delivery.addresses, r.cart!.note, r.cart!.totalQuantity], [[], 'keep me', 1]);
    assert.equal((await stored()).billingAddress, null);
  });
});

describe('cartClone', () => {
  it('makes a new cart with the same lines, attributes, note and codes, and no personal data', async () => {
    const cart = await newCart({
      lines: [{ merchandiseId: roll[0]!.id, quantity: 3, attributes: [{ key: 'Size', value: '2x2' }] }], attributes: [{ key: 'reseller_id', value: 'acme' }],
      note: 'n', discountCodes: ['X'], buyerIdentity: { email: 'a@example.com', countryCode: 'CA' },
    });
    const r = await m('cartClone', '$cartId: ID!', 'cartId: $cartId', { cartId: cart.id });
    const clone = r.cart!;
    assert.notEqual(clone.id, cart.id);
    assert.match(clone.id, /^gid:\/\/shopify\/Cart\/hWN[A-Za-z0-9]{29}\?key=[0-9a-f]{32}$/);
    assert.deepEqual([clone.note, clone.attributes, clone.discountCodes, clone.totalQuantity], [cart.note, cart.attributes, cart.discountCodes, 3]);
    assert.notEqual(clone.lines.nodes[0]!.id, cart.lines.nodes[0]!.id);
    assert.deepEqual(clone.lines.nodes[0]!.attributes, [{ key: 'Size', value: '2x2' }]);
    assert.deepEqual(clone.buyerIdentity, { email: null, phone: null, countryCode: 'CA', customer: null });
    assert.equal((await readCart(cart.id))!.buyerIdentity.email, 'a@example.com', 'the source is untouched');
  });
});

describe('cart metafields', () => {
  it('sets, reads, overwrites and deletes cart metafields', async () => {
    const cart = await newCart();
    const SET = 'metafields { id namespace key type value } userErrors { code elementIndex field message }';
    type Set = { metafields: { id: string; namespace: string; key: string; type: string; value: string }[] | null; userErrors: { code: string; elementIndex: number; field: string[]; message: string }[] };
    const set = await m<Set>('cartMetafieldsSet', '$m: [CartMetafieldsSetInput!]!', 'metafields: $m', {
      m: [
        { ownerId: cart.id, key: 'custom.gift_wrap', type: 'boolean', value: 'true' },
        { ownerId: cart.id, key: 'po_number', type: 'single_line_text_field', value: 'PO-7' },
      ],
    }, SET);
    assert.deepEqual(set.userErrors, []);
    assert.deepEqual(set.metafields!.map((x) => [x.namespace, x.key, x.type, x.value]), [['custom', 'gift_wrap', 'boolean', 'true'], ['$app', 'po_number', 'single_line_text_field', 'PO-7']]);
    assert.match(set.metafields![0]!.id, /^gid:\/\/shopify\/Metafield\/\d+$/);
    let read = (await readCart(cart.id))!;
    assert.deepEqual([read.metafield?.value, read.metafield?.parentResource.id, read.plain?.value], ['true', cart.id, 'PO-7']);

    const again = await m<Set>('cartMetafieldsSet', '$m: [CartMetafieldsSetInput!]!', 'metafields: $m',
      { m: [{ ownerId: cart.id, key: 'custom.gift_wrap', type: 'boolean', value: 'false' }] }, SET);
    assert.equal(again.metafields![0]!.id, set.metafields![0]!.id, 'same key, same metafield');
    assert.equal((await readCart(cart.id))!.metafield?.value, 'false');

    const bad = await m<Set>('cartMetafieldsSet', '$m: [CartMetafieldsSetInput!]!', 'metafields: $m', {
      m: [
        { ownerId: keyless(cart.id), key: 'custom.a', type: 'boolean', value: 'true' },
        { ownerId: cart.id, key: 'custom.b', type: 'boolean', value: 'maybe' },
        { ownerId: cart.id, key: 'custom.c', type: 'no_such_type', value: 'x' },
        { ownerId: cart.id, key: 'custom.d', type: 'json', value: '{' },
        { ownerId: cart.id, key: 'custom.e', type: 'single_line_text_field', value: ' ' },
      ],
    }, SET);
    assert.equal(bad.metafields, null);
    assert.deepEqual(bad.userErrors.map((e) => [e.code, e.elementIndex, e.field]), [
      ['INVALID_OWNER', 0, ['metafields', '0', 'ownerId']], ['INVALID_VALUE', 1, ['metafields', '1', 'value']],
      ['INVALID_TYPE', 2, ['metafields', '2', 'type']], ['INVALID_VALUE', 3, ['metafields', '3', 'value']], ['BLANK', 4, ['metafields', '4', 'value']],
    ]);

    const DEL = 'deletedId userErrors { code field message }';
    type Del = { deletedId: string | null; userErrors: UserError[] };
    const del = await m<Del>('cartMetafieldDelete', '$i: CartMetafieldDeleteInput!', 'input: $i', { i: { ownerId: cart.id, key: 'custom.gift_wrap' } }, DEL);
    assert.deepEqual(del, { deletedId: set.metafields![0]!.id, userErrors: [] });
    read = (await readCart(cart.id))!;
    assert.deepEqual([read.metafield, read.plain?.value], [null, 'PO-7']);
    const gone = await m<Del>('cartMetafieldDelete', '$i: CartMetafieldDeleteInput!', 'input: $i', { i: { ownerId: cart.id, key: 'custom.gift_wrap' } }, DEL);
    assert.deepEqual(gone.userErrors.map((e) => e.code), ['METAFIELD_DOES_NOT_EXIST']);
    const owner = await m<Del>('cartMetafieldDelete', '$i: CartMetafieldDeleteInput!', 'input: $i', { i: { ownerId: wrongKey(cart.id), key: 'po_number' } }, DEL);
    assert.deepEqual([owner.deletedId, owner.userErrors.map((e) => e.code)], [null, ['INVALID_OWNER']]);
  });
});

describe('delivery addresses', () => {
  const MONTGOMERY = { firstName: 'Ada', lastName: 'Lovelace', address1: '600 Dexter Ave', city: 'Montgomery', provinceCode: 'AL', countryCode: 'US', zip: '36104' };

  it('adds, selects, updates, removes and replaces selectable addresses', async () => {
    const cart = await newCart();
    const r = await addressesAdd(cart.id, [{ address: { deliveryAddress: MONTGOMERY }, selected: true, validationStrategy: 'STRICT' }]);
    assert.deepEqual([r.userErrors, r.warnings], [[], []]);
    const [a] = r.cart!.delivery.addresses;
    assert.match(a!.id, /^gid:\/\/shopify\/CartSelectableAddress\/\d+$/);
    assert.deepEqual([a!.selected, a!.oneTimeUse, a!.address.name, a!.address.zip], [true, false, 'Ada Lovelace', '36104']);
    assert.deepEqual(a!.address.formatted, ['Ada Lovelace', '600 Dexter Ave', 'Montgomery AL 36104', 'United States']);
    assert.equal(a!.address.formattedArea, 'Montgomery, AL, United States');

    const dup = await addressesAdd(cart.id, [{ address: { deliveryAddress: MONTGOMERY } }]);
    assert.deepEqual(dup.warnings.map((w) => [w.code, w.target]), [['DUPLICATE_DELIVERY_ADDRESS', a!.id]]);
    assert.equal(dup.cart!.delivery.addresses.length, 1);

    const copied = await addressesAdd(cart.id, [{ address: { copyFromCustomerAddressId: 'gid://shopify/MailingAddress/8001' } }]);
    assert.equal(copied.userErrors[0]!.field!.join('.'), 'addresses.0.address.copyFromCustomerAddressId', 'no signed-in buyer: nothing to copy from');
    await m('cartBuyerIdentityUpdate', '$cartId: ID!, $b: CartBuyerIdentityInput!', 'cartId: $cartId, buyerIdentity: $b', { cartId: cart.id, b: { customerAccessToken: demoToken } });
    const second = await addressesAdd(cart.id, [{ address: { copyFromCustomerAddressId: 'gid://shopify/MailingAddress/8001' }, selected: true }]);
    assert.deepEqual(second.userErrors, []);
    const b = second.cart!.delivery.addresses[1]!;
    assert.deepEqual([b.address.city, b.address.provinceCode, b.address.countryCode, b.address.zip], ['Birmingham', 'AL', 'US', '35203']);
    assert.deepEqual(second.cart!.delivery.addresses.map((x) => x.selected), [false, true], 'selecting one deselects the other');
    assert.deepEqual(second.cart!.delivery.selected.map((x) => x.id), [b.id]);

    const upd = await m('cartDeliveryAddressesUpdate', '$cartId: ID!, $a: [CartSelectableAddressUpdateInput!]!', 'cartId: $cartId, addresses: $a',
      { cartId: cart.id, a: [{ id: a!.id, selected: true, oneTimeUse: true, address: { deliveryAddress: { ...MONTGOMERY, address1: '1 Court Sq' } } }] });
    assert.deepEqual(upd.userErrors, []);
    assert.deepEqual(upd.cart!.delivery.addresses.map((x) => [x.selected, x.oneTimeUse, x.address.address1]), [[true, true, '1 Court Sq'], [false, false, '2100 3rd Ave N']]);
    const unknown = await m('cartDeliveryAddressesUpdate', '$cartId: ID!, $a: [CartSelectableAddressUpdateInput!]!', 'cartId: $cartId, addresses: $a',
      { cartId: cart.id, a: [{ id: 'gid://shopify/CartSelectableAddress/1', selected: true }] });
    assert.deepEqual(unknown.userErrors, [{ code: 'INVALID_DELIVERY_ADDRESS_ID', field: ['addresses', '0', 'id'], message: 'The delivery address was not found.' }]);

    const rm = await m('cartDeliveryAddressesRemove', '$cartId: ID!, $ids: [ID!]!', 'cartId: $cartId, addressIds: $ids', { cartId: cart.id, ids: [b.id] });
    assert.deepEqual(rm.cart!.delivery.addresses.map((x) => x.id), [a!.id]);
    const rmBad = await m('cartDeliveryAddressesRemove', '$cartId: ID!, $ids: [ID!]!', 'cartId: $cartId, addressIds: $ids', { cartId: cart.id, ids: [b.id] });
    assert.deepEqual(rmBad.userErrors.map((e) => [e.code, e.field]), [['INVALID_DELIVERY_ADDRESS_ID', ['addressIds', '0']]]);

    const rep = await m('cartDeliveryAddressesReplace', '$cartId: ID!, $a: [CartSelectableAddressInput!]!', 'cartId: $cartId, addresses: $a',
      { cartId: cart.id, a: [{ address: { deliveryAddress: { ...MONTGOMERY, city: 'Anchorage', provinceCode: 'AK', zip: '99501' } } }] });
    assert.deepEqual(rep.cart!.delivery.addresses.map((x) => x.address.city), ['Anchorage']);
    assert.equal((await readCart(cart.id))!.delivery.addresses[0]!.address.city, 'Anchorage');
  });

  it('validates addresses: a country always, and with STRICT the fields, the state and a ZIP of that state', async () => {
    const cart = await newCart();
    const strict = (deliveryAddress: Record<string, string>) => ({ address: { deliveryAddress }, validationStrategy: 'STRICT' });
    const r = await addressesAdd(cart.id, [
      { address: { deliveryAddress: { city: 'Nowhere' } } },
      strict({ ...MONTGOMERY, zip: '10001' }),
      strict({ ...MONTGOMERY, zip: '3610' }),
      strict({ ...MONTGOMERY, provinceCode: 'ZZ' }),
      strict({ countryCode: 'US', zip: '36104', provinceCode: 'AL' }),
      { address: {} },
      strict({ ...MONTGOMERY, zip: '00000' }),
    ]);
    assert.equal(r.cart, null);
    assert.deepEqual(r.userErrors.map((e) => [e.code, e.field!.slice(1).join('.')]), [
      ['ADDRESS_FIELD_IS_REQUIRED', '0.address.deliveryAddress.countryCode'],
      ['INVALID_ZIP_CODE_FOR_PROVINCE', '1.address.deliveryAddress.zip'],
      ['INVALID_ZIP_CODE_FOR_COUNTRY', '2.address.deliveryAddress.zip'],
      ['PROVINCE_NOT_FOUND', '3.address.deliveryAddress.provinceCode'],
      ['ADDRESS_FIELD_IS_REQUIRED', '4.address.deliveryAddress.lastName'],
      ['ADDRESS_FIELD_IS_REQUIRED', '4.address.deliveryAddress.address1'],
      ['ADDRESS_FIELD_IS_REQUIRED', '4.address.deliveryAddress.city'],
      ['INVALID', '5.address'],
      ['INVALID_ZIP_CODE_FOR_COUNTRY', '6.address.deliveryAddress.zip'],
    ]);
    // COUNTRY_CODE_ONLY (the default) takes the same wrong ZIP
    assert.deepEqual((await addressesAdd(cart.id, [{ address: { deliveryAddress: { ...MONTGOMERY, zip: '10001' } } }])).userErrors, []);
    const two = await addressesAdd(cart.id, [{ address: { deliveryAddress: MONTGOMERY }, selected: true }, { address: { deliveryAddress: { ...MONTGOMERY, zip: '36105' } }, selected: true }]);
    assert.deepEqual(two.userErrors.map((e) => e.code), ['ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED']);
    const many = Array.from({ length: 20 }, (_x, i) => ({ address: { deliveryAddress: { ...MONTGOMERY, address1: `${i} Main St` } } }));
    assert.deepEqual((await addressesAdd(cart.id, many)).userErrors.map((e) => e.code), ['TOO_MANY_DELIVERY_ADDRESSES']);
  });

  it('cartCreate takes delivery addresses, and the shop has no delivery groups to select options in', async () => {
    const cart = await newCart({ lines: [{ merchandiseId: roll[0]!.id }], delivery: { addresses: [{ address: { deliveryAddress: MONTGOMERY }, selected: true }] } });
    assert.deepEqual(cart.delivery.addresses.map((x) => [x.address.city, x.selected]), [['Montgomery', true]]);
    const r = await m('cartSelectedDeliveryOptionsUpdate', '$cartId: ID!, $o: [CartSelectedDeliveryOptionInput!]!', 'cartId: $cartId, selectedDeliveryOptions: $o',
      { cartId: cart.id, o: [{ deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'standard' }] });
    assert.deepEqual(r.userErrors, [{ code: 'INVALID_DELIVERY_GROUP', field: ['selectedDeliveryOptions', '0', 'deliveryGroupId'], message: 'Delivery group was not found in cart.' }]);
  });
});

describe('completion', () => {
  it('prepares (ready with lines, not ready when empty) and sends submissions to the hosted checkout', async () => {
    const cart = await newCart();
    const PREP = 'result { __typename ... on CartStatusReady { cart { id } } ... on CartStatusNotReady { cart { id } errors { code message } } } userErrors { code field message }';
    type Prep = { result: { __typename: string; cart: { id: string }; errors?: { code: string }[] } | null; userErrors: UserError[] };
    const ready = await m<Prep>('cartPrepareForCompletion', '$cartId: ID!', 'cartId: $cartId', { cartId: cart.id }, PREP);
    assert.deepEqual([ready.result!.__typename, ready.result!.cart.id, ready.userErrors], ['CartStatusReady', cart.id, []]);
    const empty = await newCart({});
    const notReady = await m<Prep>('cartPrepareForCompletion', '$cartId: ID!', 'cartId: $cartId', { cartId: empty.id }, PREP);
    assert.equal(notReady.result!.__typename, 'CartStatusNotReady');
    const SUBMIT = 'result { __typename ... on SubmitFailed { checkoutUrl errors { code message } } } userErrors { code field message }';
    type Submit = { result: { __typename: string; checkoutUrl: string; errors: { code: string }[] } | null; userErrors: UserError[] };
    const sub = await m<Submit>('cartSubmitForCompletion', '$cartId: ID!', 'cartId: $cartId, attemptToken: "a1"', { cartId: cart.id }, SUBMIT);
    assert.deepEqual([sub.result!.__typename, sub.result!.checkoutUrl, sub.result!.errors[0]!.code], ['SubmitFailed', cart.checkoutUrl, 'REDIRECT_TO_CHECKOUT_REQUIRED']);
    const missing = await m<Submit>('cartSubmitForCompletion', '$cartId: ID!', 'cartId: $cartId, attemptToken: "a1"', { cartId: keyless(cart.id) }, SUBMIT);
    assert.deepEqual([missing.result, missing.userErrors], [null, [NOT_FOUND]]);
  });

  it('treats a cart whose order was placed at checkout as gone for mutations', async () => {
    const cart = await newCart();
    const u = new URL(cart.checkoutUrl);
    const form = new URLSearchParams({ name: 'Ada Lovelace', email: 'ada@example.com', address1: '600 Dexter Ave', city: 'Montgomery', province: 'AL', zip: '36104', country: 'US' });
    const placed = await t.get(`${u.pathname}/orders${u.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    assert.equal(placed.status, 200, 'a cart of list-price lines can be ordered');
    assert.deepEqual((await linesAdd(cart.id, [{ merchandiseId: roll[0]!.id }])).userErrors, [NOT_FOUND]);
  });
});

/** One minimal call per cart mutation that takes a cart id, to check the key rule on each. */
const BY_CART_ID: Record<string, { decl?: string; args: string; vars?: Record<string, unknown> }> = {
  cartAttributesUpdate: { args: 'attributes: [{ key: "a", value: "b" }]' },
  cartBillingAddressUpdate: { args: 'billingAddress: { city: "Montgomery" }' },
  cartBuyerIdentityUpdate: { args: 'buyerIdentity: { email: "x@example.com" }' },
  cartDeliveryAddressesAdd: { args: 'addresses: [{ address: { deliveryAddress: { countryCode: US } } }]' },
  cartDeliveryAddressesRemove: { args: 'addressIds: []' },
  cartDeliveryAddressesReplace: { args: 'addresses: []' },
  cartDeliveryAddressesUpdate: { args: 'addresses: []' },
  cartDiscountCodesUpdate: { args: 'discountCodes: ["A"]' },
  cartGiftCardCodesAdd: { args: 'giftCardCodes: ["A"]' },
  cartGiftCardCodesRemove: { args: 'appliedGiftCardIds: []' },
  cartGiftCardCodesUpdate: { args: 'giftCardCodes: []' },
  cartLinesAdd: { args: 'lines: []' },
  cartLinesRemove: { args: 'lineIds: []' },
  cartLinesUpdate: { args: 'lines: []' },
  cartNoteUpdate: { args: 'note: "n"' },
  cartRemovePersonalData: { args: '' },
  cartSelectedDeliveryOptionsUpdate: { args: 'selectedDeliveryOptions: []' },
  cartClone: { args: '' },
};

describe('the key rule and the whole Mutation type', () => {
  it('every cart mutation answers "The specified cart does not exist." for a missing key, a wrong key and an unknown cart', async () => {
    const cart = await newCart();
    for (const [field, call] of Object.entries(BY_CART_ID)) {
      for (const id of [keyless(cart.id), wrongKey(cart.id), unknownCart]) {
        const args = ['cartId: $cartId', call.args].filter(Boolean).join(', ');
        const r = await m(field, '$cartId: ID!', args, { cartId: id }, 'cart { id } userErrors { code field message } warnings { code }');
        assert.deepEqual([r.cart, r.userErrors, r.warnings], [null, [NOT_FOUND], []], `${field} with ${id}`);
      }
      const good = await m(field, '$cartId: ID!', ['cartId: $cartId', call.args].filter(Boolean).join(', '), { cartId: cart.id }, 'cart { id } userErrors { code field message }');
      assert.deepEqual(good.userErrors, [], field);
      assert.ok(good.cart, field);
    }
  });

  it('has a resolver for every cart mutation but cartPaymentUpdate, and answers the rest with NOT_SUPPORTED', async () => {
    const fields = Object.keys(storefrontSchema().getMutationType()!.getFields());
    const implemented = fields.filter((f) => f in RESOLVERS.Mutation!);
    assert.deepEqual(fields.filter((f) => f.startsWith('cart') && !implemented.includes(f)), ['cartPaymentUpdate']);
    assert.deepEqual(fields.filter((f) => !implemented.includes(f)).sort(), [
      'cartPaymentUpdate', 'customerAccessTokenCreateWithMultipass', 'customerActivate', 'customerActivateByUrl', 'customerReset',
      'customerResetByUrl', 'shopPayPaymentRequestSessionCreate', 'shopPayPaymentRequestSessionSubmit',
    ]);
    const cart = await newCart();
    const res = await t.gql(`mutation P($cartId: ID!) { cartPaymentUpdate(cartId: $cartId, payment: { amount: { amount: "1.0", currencyCode: USD } }) { cart { id } userErrors { code } } }`, { cartId: cart.id });
    assert.deepEqual(res.data, { cartPaymentUpdate: null });
    assert.deepEqual(res.errors!.map((e) => [e.message, e.extensions?.code]), [["The emulator does not support the mutation 'cartPaymentUpdate'", 'NOT_SUPPORTED']]);
    const activate = await t.gql(`mutation { customerActivate(id: "gid://shopify/Customer/1", input: { activationToken: "x", password: "y" }) { customer { id } } }`);
    assert.deepEqual([activate.data, activate.errors![0]!.extensions?.code], [{ customerActivate: null }, 'NOT_SUPPORTED']);
  });

  it('answers every QueryRoot field: real data, a legitimate empty answer, or NOT_SUPPORTED — never an unexplained null', async () => {
    const fields = Object.keys(storefrontSchema().getQueryType()!.getFields());
    assert.deepEqual(fields.filter((f) => !(f in RESOLVERS.QueryRoot!)).sort(), ['predictiveSearch', 'sitemap']);
    const r = await t.gql(`{ predictiveSearch(query: "labels") { queries { text } } blogs(first: 5) { nodes { id } } blog(handle: "news") { id } urlRedirects(first: 5) { nodes { id } } product(handle: "nope") { id } }`);
    assert.deepEqual(r.data, { predictiveSearch: null, blogs: { nodes: [] }, blog: null, urlRedirects: { nodes: [] }, product: null });
    assert.deepEqual(r.errors!.map((e) => [e.message, e.extensions?.code, e.path]), [["The emulator does not support the query field 'predictiveSearch'", 'NOT_SUPPORTED', ['predictiveSearch']]]);
  });
});
