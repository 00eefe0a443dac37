import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { returnUrl } from '../src/checkout/returnUrl.ts';
import { sign, signedLine, startTestEmulator, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
/** variant gids from the seed, looked up by handle so the tests do not depend on id numbering */
let available: string;
let available2: string;
let soldOut: string;
let removable: string;
before(async () => {
  t = await startTestEmulator();
  const q = `query V($h: String!) { product(handle: $h) { variants(first: 250) { nodes { id title availableForSale } } } }`;
  type V = { product: { variants: { nodes: { id: string; title: string; availableForSale: boolean }[] } } };
  const roll = (await t.gql<V>(q, { h: 'custom-roll-labels' })).data!.product.variants.nodes;
  const bopp = (await t.gql<V>(q, { h: 'waterproof-bopp-roll-labels' })).data!.product.variants.nodes;
  available = roll[0]!.id;
  available2 = roll[1]!.id;
  removable = roll[roll.length - 1]!.id;
  soldOut = bopp.find((v) => !v.availableForSale)!.id;
});
after(() => t.stop());

const CART_CREATE = `
mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartCreate(input: $input) {
    cart {
      id checkoutUrl createdAt updatedAt note totalQuantity
      attributes { key value }
      attribute(key: "reseller_id") { value }
      buyerIdentity { countryCode email customer { id } }
      cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
      lines(first: 10) {
        nodes {
          id quantity attributes { key value }
          cost { totalAmount { amount currencyCode } amountPerQuantity { amount } }
          merchandise { ... on ProductVariant { id title availableForSale product { title } } }
        }
      }
    }
    userErrors { code field message }
    warnings { code message target }
  }
}`;

interface Money { amount: string; currencyCode: string }
interface CartOut {
  id: string; checkoutUrl: string; createdAt: string; updatedAt: string; note: string | null; totalQuantity: number;
  attributes: { key: string; value: string }[];
  attribute: { value: string } | null;
  buyerIdentity: { countryCode: string; email: string | null; customer: null };
  cost: { subtotalAmount: Money; totalAmount: Money };
  lines: { nodes: { id: string; quantity: number; attributes: { key: string; value: string }[]; cost: { totalAmount: Money; amountPerQuantity: { amount: string } };
    merchandise: { id: string; title: string; availableForSale: boolean; product: { title: string } } }[] };
}
type UserError = { code: string; field: string[]; message: string };
type Payload = { cartCreate: { cart: CartOut | null; userErrors: UserError[]; warnings: unknown[] } };

const createCart = (input: Record<string, unknown>, context: { country?: string; language?: string } = {}) =>
  t.gql<Payload>(CART_CREATE, { input, ...context });

async function okCart(input: Record<string, unknown>, context?: { country?: string; language?: string }): Promise<CartOut> {
  const res = await createCart(input, context);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data!.cartCreate.userErrors, []);
  return res.data!.cartCreate.cart!;
}

interface Raw { status: number; headers: http.IncomingHttpHeaders; text: string }

/** Raw HTTP so the Host header can be a mapped checkout host, as the storefront's redirect produces. */
function request(method: string, pathAndQuery: string, opts: { host?: string; form?: Record<string, string> } = {}): Promise<Raw> {
  const base = new URL(t.emu.url);
  const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: base.hostname, port: base.port, method, path: pathAndQuery,
      headers: {
        host: opts.host ?? `checkout.localhost:${t.emu.port}`,
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {}),
      },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The path and query of a checkout URL with `locale` added, as the platform recommends for a custom checkout host. */
function checkoutPath(checkoutUrl: string, locale?: string): string {
  const u = new URL(checkoutUrl);
  if (locale) u.searchParams.set('locale', locale);
  return u.pathname + u.search;
}

const orderPath = (checkoutUrl: string, locale?: string) => {
  const u = new URL(checkoutUrl);
  if (locale) u.searchParams.set('locale', locale);
  return `${u.pathname}/orders${u.search}`;
};

const SHIPPING = {
  name: 'Ada Lovelace', email: 'ada@example.com', address1: '1 Main St', city: 'Toronto', province: 'ON', zip: 'M5V 2T6', country: 'Canada',
};

interface Order {
  id: number; name: string; cartToken: string; email: string; resellerId: string | null; customerAccessToken: string | null;
  total: string; subtotal: string; currency: string; note: string | null;
  lines: { merchandiseId: string; productTitle: string; variantTitle: string; sku: string; quantity: number; linePrice: string }[];
  shippingAddress: Record<string, string>; attributes: { key: string; value: string }[];
}
const orders = async () => ((await (await t.get('/__emulator/orders')).json()) as { orders: Order[] }).orders;

describe('cartCreate', () => {
  it('creates a cart with a keyed id and checkout URL, lines resolved to variants, and echoes @inContext', async () => {
    const res = await createCart({
      lines: [
        signedLine(available, 250, '123.40', [{ key: 'Size', value: '2" x 2"' }]),
        { merchandiseId: available2, quantity: 2 },
      ],
      attributes: [{ key: 'reseller_id', value: 'acme' }, { key: '_store_url', value: 'http://acme.localhost:3000' }],
      note: 'Leave at the door',
      buyerIdentity: { email: 'buyer@example.com', countryCode: 'CA' },
    }, { country: 'CA', language: 'FR' });
    assert.deepEqual(res.extensions?.context, { country: 'CA', language: 'FR' });
    const { cart, userErrors, warnings } = res.data!.cartCreate;
    assert.deepEqual([userErrors, warnings], [[], []]);
    const m = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([0-9a-f]{32})$/.exec(cart!.id);
    assert.ok(m, cart!.id);
    assert.equal(cart!.checkoutUrl, `${t.emu.publicUrl}/cart/c/${m[1]}?key=${m[2]}`);
    assert.equal(cart!.note, 'Leave at the door');
    assert.equal(cart!.totalQuantity, 252);
    assert.equal(cart!.attribute?.value, 'acme');
    assert.deepEqual(cart!.buyerIdentity, { countryCode: 'CA', email: 'buyer@example.com', customer: null });
    assert.ok(!Number.isNaN(Date.parse(cart!.createdAt)));
    const [signed, plain] = cart!.lines.nodes;
    assert.match(signed!.id, /^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=/);
    assert.equal(signed!.merchandise.id, available);
    assert.equal(signed!.merchandise.product.title, 'Étiquettes en rouleau personnalisées', 'product titles follow @inContext');
    // a Canadian cart: the verified Item Price (USD) converted at 1.023 is the line cost
    assert.deepEqual(signed!.cost.totalAmount, { amount: '126.24', currencyCode: 'CAD' }, 'a verified Item Price is the line cost');
    assert.equal(signed!.attributes[0]!.key, 'Size');
    // an unsigned line costs list price × quantity, the list price as the same market reads it
    const q = `query P @inContext(country: CA) { node(id: "${available2}") { ... on ProductVariant { price { amount currencyCode } } } }`;
    const price = (await t.gql<{ node: { price: Money } }>(q)).data!.node.price;
    assert.equal(price.currencyCode, 'CAD');
    const expected = Math.round(Number(price.amount) * 100) * 2;
    assert.equal(Math.round(Number(plain!.cost.totalAmount.amount) * 100), expected);
    assert.equal(Math.round(Number(cart!.cost.totalAmount.amount) * 100), 12624 + expected);
  });

  it('finds the cart again with cart(id:), but not without its key', async () => {
    const cart = await okCart({ lines: [{ merchandiseId: available, quantity: 1 }] });
    const q = `query C($id: ID!) { cart(id: $id) { id checkoutUrl totalQuantity } }`;
    const found = await t.gql<{ cart: { id: string } | null }>(q, { id: cart.id });
    assert.equal(found.data!.cart?.id, cart.id);
    const keyless = await t.gql<{ cart: unknown }>(q, { id: cart.id.replace(/\?key=.*/, '') });
    assert.equal(keyless.data!.cart, null);
    const wrongKey = await t.gql<{ cart: unknown }>(q, { id: cart.id.replace(/key=.*/, 'key=0000') });
    assert.equal(wrongKey.data!.cart, null);
  });

  it('answers INVALID on merchandiseId for an unknown variant or a non-variant id, with no cart', async () => {
    const missing = 'gid://shopify/ProductVariant/999999';
    const res = await createCart({ lines: [{ merchandiseId: available, quantity: 1 }, { merchandiseId: missing, quantity: 1 }, { merchandiseId: 'gid://shopify/Product/1001', quantity: 1 }] });
    assert.equal(res.data!.cartCreate.cart, null);
    assert.deepEqual(res.data!.cartCreate.userErrors, [
      { code: 'INVALID', field: ['input', 'lines', '1', 'merchandiseId'], message: `The merchandise with id ${missing} does not exist.` },
      { code: 'INVALID', field: ['input', 'lines', '2', 'merchandiseId'], message: 'The merchandise with id gid://shopify/Product/1001 does not exist.' },
    ]);
  });

  it('answers INVALID on quantity below 1', async () => {
    const res = await createCart({ lines: [{ merchandiseId: available, quantity: 0 }] });
    assert.equal(res.data!.cartCreate.cart, null);
    assert.deepEqual(res.data!.cartCreate.userErrors, [
      { code: 'INVALID', field: ['input', 'lines', '0', 'quantity'], message: 'The quantity must be at least 1.' },
    ]);
  });

  it('refuses a sold-out variant on its quantity', async () => {
    const res = await createCart({ lines: [{ merchandiseId: soldOut, quantity: 5 }] });
    assert.equal(res.data!.cartCreate.cart, null);
    assert.deepEqual(res.data!.cartCreate.userErrors, [
      { code: 'INVALID', field: ['input', 'lines', '0', 'quantity'], message: 'The product Waterproof White BOPP Roll Labels is already sold out.' },
    ]);
  });

  it('stores the cart for the admin hook, including the customer access token', async () => {
    const cart = await okCart({ lines: [{ merchandiseId: available, quantity: 1 }], buyerIdentity: { customerAccessToken: 'cat-123' } });
    const token = /Cart\/([^?]+)/.exec(cart.id)![1]!;
    const body = await (await t.get(`/__emulator/carts/${token}`)).json() as { cart: { buyerIdentity: { customerAccessToken: string; countryCode: string } } };
    assert.equal(body.cart.buyerIdentity.customerAccessToken, 'cat-123');
    assert.equal(body.cart.buyerIdentity.countryCode, 'US', 'countryCode defaults to the @inContext country');
    assert.equal((await t.get('/__emulator/carts/nope')).status, 404);
  });
});

describe('removing a variant', () => {
  const NODE = `query N($id: ID!) { node(id: $id) { id ... on ProductVariant { title product { handle } } } }`;
  const variantIds = async () => (await t.gql<{ product: { variants: { nodes: { id: string }[] } } }>(
    `{ product(handle: "custom-roll-labels") { variants(first: 250) { nodes { id } } } }`)).data!.product.variants.nodes.map((v) => v.id);

  it('makes node() null, drops it from the product, makes cartCreate INVALID; restore brings it back', async () => {
    assert.equal((await t.gql<{ node: { id: string } }>(NODE, { id: removable })).data!.node.id, removable);
    const before = await variantIds();
    const cart = await okCart({ lines: [signedLine(removable, 10, '9.99')] });

    assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(removable)}`, { method: 'DELETE' })).status, 204);
    assert.equal((await t.gql<{ node: unknown }>(NODE, { id: removable })).data!.node, null);
    assert.deepEqual(await variantIds(), before.filter((id) => id !== removable));
    const res = await createCart({ lines: [{ merchandiseId: removable, quantity: 1 }] });
    assert.deepEqual(res.data!.cartCreate.userErrors.map((e) => [e.code, e.field.join('.')]), [['INVALID', 'input.lines.0.merchandiseId']]);
    // a cart made before the removal still reads its line
    const again = await t.gql<{ cart: { lines: { nodes: { merchandise: { id: string } }[] } } }>(
      `query C($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { merchandise { ... on ProductVariant { id } } } } } }`, { id: cart.id });
    assert.equal(again.data!.cart.lines.nodes[0]!.merchandise.id, removable);

    assert.equal((await t.get(`/__emulator/variants/${encodeURIComponent(removable)}`, { method: 'DELETE' })).status, 404);
    const numeric = removable.split('/').pop()!;
    assert.equal((await t.get(`/__emulator/variants/${numeric}/restore`, { method: 'POST' })).status, 204);
    assert.equal((await t.gql<{ node: { id: string } }>(NODE, { id: removable })).data!.node.id, removable);
    assert.deepEqual(await variantIds(), before, 'restored at its position');
    assert.equal((await t.get(`/__emulator/variants/${numeric}/restore`, { method: 'POST' })).status, 404);
  });

  it('answers 404 for unknown ids', async () => {
    for (const id of ['999999', encodeURIComponent('gid://shopify/Product/1001'), 'abc']) {
      assert.equal((await t.get(`/__emulator/variants/${id}`, { method: 'DELETE' })).status, 404, id);
    }
  });
});

describe('hosted checkout page', () => {
  it('shows locale, key, lines, note, public attributes and the total, in French for fr-CA', async () => {
    const cart = await okCart({
      lines: [signedLine(available, 250, '123.40', [{ key: 'Size', value: '2" x 2"' }, { key: '_hidden', value: 'secret-line' }])],
      attributes: [{ key: 'reseller_id', value: 'acme' }, { key: 'alternate_return_address', value: 'PO Box 12' }, { key: '_store_url', value: 'http://localhost:3000' }],
      note: 'Ring twice',
    });
    const key = new URL(cart.checkoutUrl).searchParams.get('key')!;
    const res = await request('GET', checkoutPath(cart.checkoutUrl, 'fr-CA'), { host: `checkout-ca.localhost:${t.emu.port}` });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.text, /<html lang="fr">/);
    assert.match(res.text, new RegExp(`<main data-locale="fr-CA" data-key="${key}"`));
    assert.match(res.text, new RegExp(`<code class="key">${key}</code>`));
    assert.match(res.text, /<code class="locale">fr-CA<\/code>/);
    for (const text of ['Custom Roll Labels', cart.lines.nodes[0]!.merchandise.title.replace(/"/g, '&quot;'), '250', '123.40 USD', 'Ring twice',
      'reseller_id', 'acme', 'alternate_return_address', 'PO Box 12', 'Passer la commande', 'Nom complet']) {
      assert.ok(res.text.includes(text), `page shows ${text}`);
    }
    for (const hidden of ['_hidden', 'secret-line', '_store_url', 'Item Price']) assert.ok(!res.text.includes(hidden), `page hides ${hidden}`);
    assert.match(res.text, /data-verified="true"/);
    for (const f of ['name', 'email', 'address1', 'city', 'province', 'zip', 'country']) {
      assert.match(res.text, new RegExp(`<label for="f-${f}">[^<]+\\s*<input id="f-${f}" name="${f}"[^>]* required`), f);
    }
    // the form posts back with key and locale intact
    assert.ok(res.text.includes(`action="/cart/c/${/Cart\/([^?]+)/.exec(cart.id)![1]}/orders?key=${key}&amp;locale=fr-CA"`));
  });

  it('is English by default', async () => {
    const cart = await okCart({ lines: [signedLine(available, 1, '5.00')] });
    const res = await request('GET', checkoutPath(cart.checkoutUrl));
    assert.match(res.text, /<html lang="en">/);
    assert.match(res.text, /data-locale=""/);
    assert.ok(res.text.includes('Place order') && res.text.includes('Full name'));
  });

  it('answers 404 for a wrong or missing key and an unknown token', async () => {
    const cart = await okCart({ lines: [{ merchandiseId: available, quantity: 1 }] });
    const u = new URL(cart.checkoutUrl);
    assert.equal((await request('GET', `${u.pathname}?key=wrong`)).status, 404);
    assert.equal((await request('GET', u.pathname)).status, 404);
    assert.equal((await request('GET', `/cart/c/nope?key=${u.searchParams.get('key')}`)).status, 404);
    const fr = await request('GET', `${u.pathname}?locale=fr`);
    assert.equal(fr.status, 404);
    assert.match(fr.text, /<html lang="fr">/);
  });

  it('refuses tampered, unsigned and wrong-currency prices: message, no order button, 409 on submit', async () => {
    const tampered = signedLine(available, 250, '123.40');
    tampered.attributes[0]!.value = '1.00';
    const badSignature = signedLine(available, 2, '4.00');
    badSignature.attributes[1]!.value = 'ab'.repeat(32);
    const carts = [
      await okCart({ lines: [tampered] }),
      // an `Item Price` without its signature, next to a line that needs none
      await okCart({ lines: [{ merchandiseId: available, quantity: 3, attributes: [{ key: '_Item Price', value: '0.01' }] }, { merchandiseId: available2, quantity: 1 }] }),
      await okCart({ lines: [badSignature] }),
      await okCart({ lines: [{ merchandiseId: available, quantity: 1, attributes: [{ key: '_Item Price', value: '5' }, { key: '_Item Price Signature', value: sign(available, 1, '5') }] }] }),
      await okCart({ lines: [signedLine(available, 1, '5.00'), signedLine(available2, 1, '6.00', [], 'USD')], attributes: [{ key: '_currency', value: 'CAD' }] }),
    ];
    for (const cart of carts) {
      const en = await request('GET', checkoutPath(cart.checkoutUrl, 'en'));
      assert.equal(en.status, 200);
      assert.ok(en.text.includes('The prices in this cart could not be verified.'));
      assert.ok(!en.text.includes('<form') && !en.text.includes('Place order'));
      const fr = await request('GET', checkoutPath(cart.checkoutUrl, 'fr'));
      assert.ok(fr.text.includes('Les prix de ce panier n&#39;ont pas pu être vérifiés.'));
      assert.ok(!fr.text.includes('Passer la commande'));
      const post = await request('POST', orderPath(cart.checkoutUrl), { form: SHIPPING });
      assert.equal(post.status, 409);
      assert.ok(post.text.includes('The prices in this cart could not be verified.'));
    }
    assert.ok(!(await orders()).some((o) => carts.some((c) => c.id.includes(o.cartToken))));
  });

  it('refuses a signed price replayed on a line whose size, extras or design differ from what was signed', async () => {
    const small = [{ key: 'Size', value: '2" x 2"' }];
    const signed = signedLine(available, 100, '99.79', small);
    const price = signed.attributes.filter((a) => a.key === '_Item Price' || a.key === '_Item Price Signature');
    const replayed = [
      [...small, { key: 'customWidth', value: '4' }, { key: 'customHeight', value: '4' }, { key: 'overlamination', value: 'Yes' }],
      [...small, { key: 'print_ready_image', value: 'http://localhost/designer/files/other.pdf' }],
      [{ key: 'Size', value: '4" x 4"' }],
      // the signed size given twice: one value is signed, the order could read the other
      [...small, { key: 'Size', value: '4" x 4"' }],
    ];
    for (const attributes of replayed) {
      const cart = await okCart({ lines: [{ merchandiseId: available, quantity: 100, attributes: [...attributes, ...price] }] });
      const page = await request('GET', checkoutPath(cart.checkoutUrl, 'en'));
      assert.ok(page.text.includes('The prices in this cart could not be verified.'), JSON.stringify(attributes));
      assert.equal((await request('POST', orderPath(cart.checkoutUrl), { form: SHIPPING })).status, 409);
    }
    // the same price on the line it was signed for, attributes in another order and a display-only `_` attribute added
    const honest = await okCart({ lines: [{ merchandiseId: available, quantity: 100, attributes: [...price, { key: '_preview', value: 'x' }, ...small] }] });
    const ok = await request('GET', checkoutPath(honest.checkoutUrl, 'en'));
    assert.ok(ok.text.includes('99.79 USD') && ok.text.includes('Place order'));
  });

  it('verifies prices signed in the `_currency` currency, which names no amount: the cart market\'s currency does', async () => {
    const cart = await okCart({ lines: [signedLine(available, 4, '20.46', [], 'CAD')], attributes: [{ key: '_currency', value: 'CAD' }] });
    assert.deepEqual(cart.cost.totalAmount, { amount: '20.46', currencyCode: 'USD' });
    const res = await request('GET', checkoutPath(cart.checkoutUrl));
    assert.ok(res.text.includes('20.46 USD') && res.text.includes('Place order'));
  });

  it('escapes every dynamic value', async () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const cart = await okCart({
      lines: [signedLine(available, 1, '5.00', [{ key: `k${evil}`, value: evil }])],
      attributes: [{ key: 'gift', value: evil }],
      note: evil,
    });
    const res = await request('GET', `${checkoutPath(cart.checkoutUrl)}&locale=${encodeURIComponent(evil)}`);
    assert.equal(res.status, 200);
    assert.ok(!res.text.includes('<script') && !res.text.includes('<img'), 'no raw markup from input');
    assert.ok(res.text.includes('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
    const missing = await request('POST', orderPath(cart.checkoutUrl), { form: { ...SHIPPING, name: evil, city: '' } });
    assert.equal(missing.status, 400);
    assert.ok(!missing.text.includes('<script') && missing.text.includes('value="&quot;&gt;&lt;script'));
  });
});

describe('placing an order', () => {
  it('stores the order with reseller id and charged prices, thanks, links back to the store, and refuses a second one', async () => {
    const cart = await okCart({
      lines: [signedLine(available, 250, '123.40', [{ key: 'Size', value: '2" x 2"' }]), signedLine(available2, 50, '45.10')],
      attributes: [{ key: 'reseller_id', value: 'acme' }, { key: '_store_url', value: 'http://acme.localhost:3000/some/page' }],
      note: 'Please hurry',
      buyerIdentity: { customerAccessToken: 'cat-999' },
    });
    const res = await request('POST', orderPath(cart.checkoutUrl, 'en'), { form: SHIPPING });
    assert.equal(res.status, 200);
    const name = /data-order-name="(#\d+)"/.exec(res.text)?.[1];
    assert.ok(name, 'order name on the page');
    assert.ok(res.text.includes('Thank you for your order!') && res.text.includes(`Your order number is ${name}.`));
    assert.ok(res.text.includes(`<a class="return" href="http://acme.localhost:3000/api/checkout/complete?order=${encodeURIComponent(name)}">Return to store</a>`));

    const order = (await orders()).find((o) => o.name === name)!;
    const token = /Cart\/([^?]+)/.exec(cart.id)![1]!;
    assert.equal(order.cartToken, token);
    assert.equal(order.resellerId, 'acme');
    assert.equal(order.customerAccessToken, 'cat-999');
    assert.equal(order.email, SHIPPING.email);
    assert.deepEqual(order.shippingAddress, Object.fromEntries(Object.entries(SHIPPING).filter(([k]) => k !== 'email')));
    assert.equal(order.note, 'Please hurry');
    assert.deepEqual([order.subtotal, order.total, order.currency], ['168.50', '168.50', 'USD']);
    assert.deepEqual(order.lines.map((l) => [l.merchandiseId, l.quantity, l.linePrice]), [[available, 250, '123.40'], [available2, 50, '45.10']]);
    assert.equal(order.lines[0]!.productTitle, 'Custom Roll Labels');
    assert.match(order.lines[0]!.sku, /^RL-/);

    const again = await request('POST', orderPath(cart.checkoutUrl, 'fr'), { form: SHIPPING });
    assert.equal(again.status, 409);
    assert.ok(again.text.includes('Cette commande a déjà été passée.') && again.text.includes(name));
    assert.ok(again.text.includes('Retour à la boutique'));
    const page = await request('GET', checkoutPath(cart.checkoutUrl));
    assert.ok(page.text.includes('This order has already been placed.') && !page.text.includes('<form'));
    assert.equal((await orders()).filter((o) => o.cartToken === token).length, 1);

    // numbering is sequential
    const next = await okCart({ lines: [signedLine(available, 1, '5.00')] });
    const second = await request('POST', orderPath(next.checkoutUrl), { form: SHIPPING });
    assert.equal(/data-order-name="#(\d+)"/.exec(second.text)?.[1], String(Number(name.slice(1)) + 1));
    const all = await orders();
    assert.equal(all[all.length - 1]!.resellerId, null, 'newest last; no reseller attribute → null');
  });

  it('re-renders the form with 400 for missing fields or a bad email, keeping what was typed', async () => {
    const cart = await okCart({ lines: [signedLine(available, 1, '5.00')] });
    const res = await request('POST', orderPath(cart.checkoutUrl), { form: { ...SHIPPING, city: '', zip: ' ' } });
    assert.equal(res.status, 400);
    assert.ok(res.text.includes('Please fill in every field: City, Postal code'));
    assert.match(res.text, /id="f-city"[^>]*aria-invalid="true"/);
    assert.ok(res.text.includes('value="Ada Lovelace"'));
    const bad = await request('POST', orderPath(cart.checkoutUrl, 'fr'), { form: { ...SHIPPING, email: 'nope' } });
    assert.equal(bad.status, 400);
    assert.ok(bad.text.includes('Saisissez une adresse e-mail valide.'));
    const empty = await request('POST', orderPath(cart.checkoutUrl), {});
    assert.equal(empty.status, 400);
    assert.ok(!(await orders()).some((o) => cart.id.includes(o.cartToken)));
  });

  it('charges a line without `Item Price` at list price × quantity, as Shopify does, next to a signed line', async () => {
    const price = (await t.gql<{ node: { price: Money } }>(`query { node(id: "${available2}") { ... on ProductVariant { price { amount } } } }`)).data!.node.price;
    const listCents = Math.round(Number(price.amount) * 100) * 3;
    const cart = await okCart({ lines: [signedLine(available, 1, '5.00'), { merchandiseId: available2, quantity: 3, attributes: [{ key: 'Size', value: '2x2' }] }] });
    assert.equal(Math.round(Number(cart.cost.totalAmount.amount) * 100), 500 + listCents);
    const page = await request('GET', checkoutPath(cart.checkoutUrl));
    assert.equal(page.status, 200);
    assert.match(page.text, /<main[^>]*data-verified="true"/);
    assert.ok(!page.text.includes('could not be verified') && page.text.includes('Place order'));
    assert.ok(page.text.includes(`data-amount="${(listCents / 100).toFixed(2)}"`));
    const res = await request('POST', orderPath(cart.checkoutUrl), { form: SHIPPING });
    assert.equal(res.status, 200);
    const order = (await orders()).find((o) => cart.id.includes(o.cartToken))!;
    assert.deepEqual(order.lines.map((l) => [l.merchandiseId, l.quantity, l.linePrice]), [[available, 1, '5.00'], [available2, 3, (listCents / 100).toFixed(2)]]);
    assert.equal(order.total, ((500 + listCents) / 100).toFixed(2));
  });

  it('links back only to local store URLs', async () => {
    const cart = await okCart({ lines: [signedLine(available, 1, '5.00')], attributes: [{ key: '_store_url', value: 'https://evil.example.com' }] });
    const res = await request('POST', orderPath(cart.checkoutUrl), { form: SHIPPING });
    assert.equal(res.status, 200);
    assert.ok(!res.text.includes('evil.example.com') && !res.text.includes('<a '));
  });
});

describe('returnUrl', () => {
  const attrs = (v: string) => [{ key: '_store_url', value: v }];
  it('allows http(s) on localhost, *.localhost and 127.0.0.1 only', () => {
    assert.equal(returnUrl(attrs('http://localhost:3000'), '#1001'), 'http://localhost:3000/api/checkout/complete?order=%231001');
    assert.equal(returnUrl(attrs('https://checkout.acme.localhost'), '#1'), 'https://checkout.acme.localhost/api/checkout/complete?order=%231');
    assert.equal(returnUrl(attrs('http://127.0.0.1:3100/fr'), '#2'), 'http://127.0.0.1:3100/api/checkout/complete?order=%232');
    for (const bad of ['https://evil.com', 'javascript:alert(1)', 'http://localhost@evil.com', 'http://localhost.evil.com', 'http://user:pw@localhost:3000',
      'ftp://localhost', '//localhost:3000', 'localhost:3000', 'http://127.0.0.2', '']) {
      assert.equal(returnUrl(attrs(bad), '#1001'), null, bad);
    }
    assert.equal(returnUrl([], '#1001'), null);
  });
});
