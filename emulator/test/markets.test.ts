import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { convertCents, marketOf } from '../src/markets.ts';
import { signedLine, startTestEmulator, type TestEmulator } from './helpers.ts';

/** Shopify Markets: US (USD, 1), CA (CAD, 1.023), FR (EUR, 0.9235), the shop currency USD. */

let t: TestEmulator;
let roll: string;
/** a variant with a compare-at price, and its shop-currency amounts */
let holo: { id: string; price: string; compareAtPrice: string };
before(async () => {
  t = await startTestEmulator();
  const v = await t.gql<{ product: { variants: { nodes: { id: string }[] } } }>(
    '{ product(handle: "custom-roll-labels") { variants(first: 1) { nodes { id } } } }');
  roll = v.data!.product.variants.nodes[0]!.id;
  type Variant = { id: string; availableForSale: boolean; quantityAvailable: number; price: { amount: string }; compareAtPrice: { amount: string } | null };
  const all = await t.gql<{ products: { nodes: { variants: { nodes: Variant[] } }[] } }>(
    '{ products(first: 250) { nodes { variants(first: 250) { nodes { id availableForSale quantityAvailable price { amount } compareAtPrice { amount } } } } } }');
  const found = all.data!.products.nodes.flatMap((p) => p.variants.nodes).find((x) => x.compareAtPrice && x.availableForSale && x.quantityAvailable >= 3);
  assert.ok(found, 'the seed has a variant with a compare-at price');
  holo = { id: found.id, price: found.price.amount, compareAtPrice: found.compareAtPrice!.amount };
});
after(() => t.stop());

interface Money { amount: string; currencyCode: string }
const cents = (m: Money) => Math.round(Number(m.amount) * 100);
/** how the emulator writes a Decimal: "20.42", "20.4", "20.0" */
const decimal = (c: number) => (c / 100).toFixed(2).replace(/0$/, '');

describe('convertCents', () => {
  it('multiplies shop cents by the rate and rounds to the cent', () => {
    assert.equal(convertCents(1996, 1.023), 2042);
    assert.equal(convertCents(1996, 0.9235), 1843);
    assert.equal(convertCents(1996, 1), 1996);
    assert.equal(convertCents(0, 0.9235), 0);
  });

  it('rounds an exact half away from zero, even when the float product falls just short of it', () => {
    // 500 × 1.023 is 511.5, which floats hold as 511.49999999999994
    assert.ok(500 * 1.023 < 511.5);
    assert.equal(convertCents(500, 1.023), 512);
    assert.equal(convertCents(-500, 1.023), -512);
    assert.equal(convertCents(1500, 1.023), 1535);
    assert.equal(convertCents(Number.NaN, 1.023), 0);
  });

  it('puts unknown countries in the US market', () => {
    assert.deepEqual(marketOf('CA'), { country: 'CA', currency: 'CAD', rate: 1.023 });
    assert.deepEqual(marketOf('fr'), { country: 'FR', currency: 'EUR', rate: 0.9235 });
    assert.deepEqual(marketOf('DE'), { country: 'US', currency: 'USD', rate: 1 });
  });
});

describe('catalog prices under @inContext(country:)', () => {
  const Q = `query V($id: ID!, $country: CountryCode) @inContext(country: $country) {
    node(id: $id) { ... on ProductVariant { price { amount currencyCode } compareAtPrice { amount currencyCode } product { priceRange { minVariantPrice { amount currencyCode } } } } }
  }`;
  type V = { node: { price: Money; compareAtPrice: Money; product: { priceRange: { minVariantPrice: Money } } } };
  const read = async (country?: string) => (await t.gql<V>(Q, { id: holo.id, ...(country ? { country } : {}) })).data!.node;

  it('converts the unit price, compare-at price and price range into the market currency', async () => {
    const usd = await read();
    const min = cents(usd.product.priceRange.minVariantPrice);
    for (const [country, currency, rate] of [['CA', 'CAD', 1.023], ['FR', 'EUR', 0.9235]] as const) {
      const v = await read(country);
      assert.deepEqual(v.price, { amount: decimal(convertCents(cents(usd.price), rate)), currencyCode: currency }, country);
      assert.deepEqual(v.compareAtPrice, { amount: decimal(convertCents(cents(usd.compareAtPrice), rate)), currencyCode: currency }, country);
      assert.deepEqual(v.product.priceRange.minVariantPrice, { amount: decimal(convertCents(min, rate)), currencyCode: currency }, country);
    }
  });

  it('leaves US and context-free reads in USD', async () => {
    const none = await read();
    assert.deepEqual(none.price, { amount: holo.price, currencyCode: 'USD' });
    assert.deepEqual(none.compareAtPrice, { amount: holo.compareAtPrice, currencyCode: 'USD' });
    assert.deepEqual(await read('US'), none);
  });
});

const CART = `fragment C on Cart {
  id checkoutUrl buyerIdentity { countryCode }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
  lines(first: 5) { nodes { cost { totalAmount { amount currencyCode } amountPerQuantity { amount currencyCode } } } }
}`;
interface Cart {
  id: string; checkoutUrl: string; buyerIdentity: { countryCode: string };
  cost: { subtotalAmount: Money; totalAmount: Money };
  lines: { nodes: { cost: { totalAmount: Money; amountPerQuantity: Money } }[] };
}

async function createCart(input: Record<string, unknown>, country?: string): Promise<Cart> {
  const r = await t.gql<{ cartCreate: { cart: Cart; userErrors: unknown[] } }>(
    `mutation M($input: CartInput!, $country: CountryCode) @inContext(country: $country) { cartCreate(input: $input) { cart { ...C } userErrors { code } } } ${CART}`,
    { input, ...(country ? { country } : {}) });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  assert.deepEqual(r.data!.cartCreate.userErrors, []);
  return r.data!.cartCreate.cart;
}

const checkoutPage = async (cart: Cart) => (await t.get(cart.checkoutUrl)).text();
/** the total's element on the checkout page */
const pageTotal = (html: string) => /<div class="total">.*?<span class="price" data-amount="([^"]+)" data-currency="([^"]+)">([^<]+)<\/span>/.exec(html)?.slice(1);

describe('a cart belongs to a market', () => {
  it('prices a signed Item Price (a shop-currency line total) in the market currency, on the cart and the checkout', async () => {
    for (const [country, currency, amount] of [['CA', 'CAD', '20.42'], ['FR', 'EUR', decimal(convertCents(1996, 0.9235))], ['US', 'USD', '19.96']]) {
      const cart = await createCart({ lines: [signedLine(roll, 100, '19.96')] }, country);
      assert.deepEqual(cart.cost.totalAmount, { amount, currencyCode: currency }, country);
      assert.deepEqual(cart.cost.subtotalAmount, cart.cost.totalAmount);
      assert.deepEqual(cart.lines.nodes[0]!.cost.totalAmount, { amount, currencyCode: currency });
      const fixed = Number(amount).toFixed(2);
      assert.deepEqual(pageTotal(await checkoutPage(cart)), [fixed, currency, `${fixed} ${currency}`], country);
    }
    assert.equal(decimal(convertCents(1996, 0.9235)), '18.43');
  });

  it('charges a line without Item Price the converted unit price × quantity, the price the catalog shows there', async () => {
    const shown = (await t.gql<{ node: { price: Money } }>(
      `query @inContext(country: FR) { node(id: "${holo.id}") { ... on ProductVariant { price { amount currencyCode } } } }`)).data!.node.price;
    const cart = await createCart({ lines: [{ merchandiseId: holo.id, quantity: 3 }, signedLine(roll, 10, '5.00')] }, 'FR');
    const [plain, signed] = cart.lines.nodes;
    assert.deepEqual(plain!.cost.amountPerQuantity, shown);
    assert.deepEqual(plain!.cost.totalAmount, { amount: decimal(cents(shown) * 3), currencyCode: 'EUR' });
    assert.deepEqual(signed!.cost.totalAmount, { amount: decimal(convertCents(500, 0.9235)), currencyCode: 'EUR' });
    assert.equal(cents(cart.cost.totalAmount), cents(shown) * 3 + convertCents(500, 0.9235));
    const html = await checkoutPage(cart);
    assert.ok(html.includes(`data-amount="${(cents(shown) * 3 / 100).toFixed(2)}" data-currency="EUR"`));
  });

  it('takes the market from buyerIdentity.countryCode over @inContext, and a clone keeps it', async () => {
    const cart = await createCart({ lines: [signedLine(roll, 100, '19.96')], buyerIdentity: { countryCode: 'CA' } }, 'FR');
    assert.equal(cart.buyerIdentity.countryCode, 'CA');
    assert.deepEqual(cart.cost.totalAmount, { amount: '20.42', currencyCode: 'CAD' });
    const clone = await t.gql<{ cartClone: { cart: Cart } }>(
      `mutation K($id: ID!) @inContext(country: FR) { cartClone(cartId: $id) { cart { ...C } } } ${CART}`, { id: cart.id });
    assert.deepEqual(clone.data!.cartClone.cart.cost.totalAmount, { amount: '20.42', currencyCode: 'CAD' });
  });

  it('moves to the market of a country given to cartBuyerIdentityUpdate, whatever @inContext the reads use', async () => {
    const cart = await createCart({ lines: [signedLine(roll, 100, '19.96')] });
    const update = (b: Record<string, unknown>) => t.gql<{ cartBuyerIdentityUpdate: { cart: Cart } }>(
      `mutation U($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { cart { ...C } } } ${CART}`,
      { id: cart.id, b });
    const moved = (await update({ countryCode: 'FR' })).data!.cartBuyerIdentityUpdate.cart;
    assert.deepEqual(moved.cost.totalAmount, { amount: '18.43', currencyCode: 'EUR' });
    const read = await t.gql<{ cart: Cart }>(`query R($id: ID!) @inContext(country: CA) { cart(id: $id) { ...C } } ${CART}`, { id: cart.id });
    assert.deepEqual(read.data!.cart.cost.totalAmount, { amount: '18.43', currencyCode: 'EUR' });
    const unchanged = (await update({ email: 'buyer@example.com' })).data!.cartBuyerIdentityUpdate.cart;
    assert.equal(unchanged.cost.totalAmount.currencyCode, 'EUR', 'a buyer identity without a country keeps the market');
    assert.equal((await checkoutPage(cart)).includes('18.43 EUR'), true);
  });

  it('places the order in the presentment currency, with converted amounts', async () => {
    const cart = await createCart({ lines: [signedLine(roll, 100, '19.96'), signedLine(roll, 10, '5.00')] }, 'CA');
    const u = new URL(cart.checkoutUrl);
    const form = { name: 'Ada Lovelace', email: 'ada@example.com', address1: '1 Main St', city: 'Toronto', province: 'ON', zip: 'M5V 2T6', country: 'Canada' };
    const res = await t.get(`${u.pathname}/orders${u.search}`, { method: 'POST', body: new URLSearchParams(form) });
    assert.equal(res.status, 200);
    const orders = ((await (await t.get('/__emulator/orders')).json()) as { orders: { cartToken: string; currency: string; total: string; lines: { linePrice: string }[] }[] }).orders;
    const order = orders.find((o) => cart.id.includes(o.cartToken))!;
    const fiveCad = convertCents(500, 1.023);
    assert.deepEqual([order.currency, order.total, order.lines.map((l) => l.linePrice)],
      ['CAD', ((2042 + fiveCad) / 100).toFixed(2), ['20.42', (fiveCad / 100).toFixed(2)]]);
  });
});

describe('the rates storefronts read', () => {
  const TABLE = { US: { currency: 'USD', rate: '1' }, CA: { currency: 'CAD', rate: '1.023' }, FR: { currency: 'EUR', rate: '0.9235' } };

  it('publishes the table as the shop metafield markets.exchange_rates (json)', async () => {
    type M = { namespace: string; key: string; type: string; value: string; parentResource: { __typename: string } } | null;
    const r = await t.gql<{ shop: { metafield: M; metafields: M[]; other: M } }>(`{ shop {
      metafield(namespace: "markets", key: "exchange_rates") { namespace key type value parentResource { __typename } }
      other: metafield(namespace: "markets", key: "nope") { value }
      metafields(identifiers: [{ namespace: "global", key: "x" }, { namespace: "markets", key: "exchange_rates" }]) { key type value }
    } }`);
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const m = r.data!.shop.metafield!;
    assert.deepEqual([m.namespace, m.key, m.type, m.parentResource.__typename], ['markets', 'exchange_rates', 'json', 'Shop']);
    assert.equal(m.value, JSON.stringify(TABLE));
    assert.equal(r.data!.shop.other, null);
    assert.deepEqual(r.data!.shop.metafields, [null, { key: 'exchange_rates', type: 'json', value: JSON.stringify(TABLE) }]);
  });

  it('agrees with localization and the presentment currencies', async () => {
    const r = await t.gql<{ localization: { country: { currency: { isoCode: string } }; availableCountries: { isoCode: string; currency: { isoCode: string } }[] }; shop: { paymentSettings: { currencyCode: string; enabledPresentmentCurrencies: string[] } } }>(
      `query @inContext(country: FR) { localization { country { currency { isoCode } } availableCountries { isoCode currency { isoCode } } }
        shop { paymentSettings { currencyCode enabledPresentmentCurrencies } } }`);
    assert.equal(r.data!.localization.country.currency.isoCode, 'EUR');
    assert.deepEqual(Object.fromEntries(r.data!.localization.availableCountries.map((c) => [c.isoCode, c.currency.isoCode])),
      Object.fromEntries(Object.entries(TABLE).map(([k, v]) => [k, v.currency])));
    assert.deepEqual(r.data!.shop.paymentSettings, { currencyCode: 'USD', enabledPresentmentCurrencies: ['USD', 'CAD', 'EUR'] });
  });
});
