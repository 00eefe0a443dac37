import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { signedLine, startTestEmulator, type TestEmulator } from './helpers.ts';

/**
 * A designed line through the hosted checkout: the storefront sends the
 * approved design as line attributes; the checkout shows its thumbnail and a
 * link to the print file, and the order it places keeps every design
 * attribute, which the Storefront order reads answer as the line's
 * customAttributes (so the order can go to production and be reordered).
 */

let t: TestEmulator;
let variant: string;
let demoToken: string;
before(async () => {
  t = await startTestEmulator();
  const q = `query V($h: String!) { product(handle: $h) { variants(first: 5) { nodes { id availableForSale } } } }`;
  type V = { product: { variants: { nodes: { id: string; availableForSale: boolean }[] } } };
  variant = (await t.gql<V>(q, { h: 'custom-roll-labels' })).data!.product.variants.nodes.find((v) => v.availableForSale)!.id;
  const login = await t.gql<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation { customerAccessTokenCreate(input: { email: "demo@example.com", password: "Demo-pass-1" }) { customerAccessToken { accessToken } } }`);
  demoToken = login.data!.customerAccessTokenCreate.customerAccessToken.accessToken;
});
after(() => t.stop());

const DESIGN = {
  print_ready_image: 'http://localhost:4000/designer/files/print.pdf?v=1&x="y"',
  customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
  thumbnail: 'http://127.0.0.1:4000/designer/files/thumb.png',
  low_dpi: 'true',
};
// Sent as the storefront sends them: hidden keys, next to the words a person reads.
const designAttributes = [
  ...Object.entries(DESIGN).map(([key, value]) => ({ key: `_${key}`, value })),
  { key: 'Artwork', value: 'Proof approved' },
];

const CART_CREATE = `mutation C($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code message } } }`;
async function designedCart(extra: Record<string, unknown> = {}) {
  const res = await t.gql<{ cartCreate: { cart: { id: string; checkoutUrl: string }; userErrors: unknown[] } }>(CART_CREATE, {
    input: { lines: [signedLine(variant, 100, '56.00', [{ key: 'Size', value: '2" x 2"' }, ...designAttributes])], ...extra },
  });
  assert.deepEqual(res.data!.cartCreate.userErrors, []);
  return res.data!.cartCreate.cart;
}

interface Raw { status: number; headers: http.IncomingHttpHeaders; text: string }
function request(method: string, pathAndQuery: string, form?: Record<string, string>): Promise<Raw> {
  const base = new URL(t.emu.url);
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: base.hostname, port: base.port, method, path: pathAndQuery,
      headers: {
        host: `checkout.localhost:${t.emu.port}`,
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

const pagePath = (checkoutUrl: string, locale?: string) => {
  const u = new URL(checkoutUrl);
  if (locale) u.searchParams.set('locale', locale);
  return u.pathname + u.search;
};
const orderPath = (checkoutUrl: string) => {
  const u = new URL(checkoutUrl);
  return `${u.pathname}/orders${u.search}`;
};
const SHIPPING = { name: 'Ada Lovelace', email: 'ada@example.com', address1: '1 Main St', city: 'Toronto', province: 'ON', zip: 'M5V 2T6', country: 'Canada' };
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('a designed line at checkout', () => {
  it('shows the thumbnail and a link to the print file, escaped, with images allowed from the thumbnail origin only', async () => {
    const cart = await designedCart();
    const res = await request('GET', pagePath(cart.checkoutUrl));
    assert.equal(res.status, 200);
    assert.ok(res.text.includes(`<img class="design-thumb" src="${DESIGN.thumbnail}" alt="Custom Roll Labels: your design"`), res.text);
    const href = escaped(new URL(DESIGN.print_ready_image).href);
    assert.ok(res.text.includes(`<a class="print-file" href="${href}" target="_blank" rel="noopener noreferrer">Print file</a>`), res.text);
    assert.ok(!res.text.includes('"y"'), 'no raw quote from a URL');
    // What a person reads: the proof approved; the state id and the resolution flag are for the systems, the files are drawn.
    assert.ok(res.text.includes('<span class="attr-key">Artwork</span>: <span class="attr-value">Proof approved</span>') || /Artwork<\/span>[^<]*<span class="attr-value">Proof approved/.test(res.text), res.text);
    assert.ok(!res.text.includes(DESIGN.customer_canvas_state) && !res.text.includes('low_dpi'));
    assert.ok(!res.text.includes('thumbnail</span>') && !res.text.includes('print_ready_image</span>'));
    assert.match(String(res.headers['content-security-policy']), /img-src http:\/\/127\.0\.0\.1:4000;/);
  });

  it('speaks French on the French checkout', async () => {
    const cart = await designedCart();
    const res = await request('GET', pagePath(cart.checkoutUrl, 'fr'));
    assert.ok(res.text.includes('alt="Custom Roll Labels\u00a0: votre design"'));
    assert.ok(res.text.includes('>Fichier d&#39;impression</a>'));
  });

  it('draws nothing for design values that are not http(s) URLs, and keeps images blocked', async () => {
    const res0 = await t.gql<{ cartCreate: { cart: { checkoutUrl: string } } }>(CART_CREATE, {
      input: { lines: [signedLine(variant, 1, '5.00', [{ key: 'thumbnail', value: 'javascript:alert(1)' }, { key: 'print_ready_image', value: 'data:text/html,<script>1</script>' }])] },
    });
    const res = await request('GET', pagePath(res0.data!.cartCreate.cart.checkoutUrl));
    assert.equal(res.status, 200);
    assert.ok(!res.text.includes('<img') && !res.text.includes('class="print-file"') && !res.text.includes('<script>1'));
    assert.doesNotMatch(String(res.headers['content-security-policy']), /img-src/);
  });

  it('becomes an order whose line keeps every design attribute, answered by the Storefront order reads', async () => {
    const cart = await designedCart({ buyerIdentity: { customerAccessToken: demoToken } });
    const placed = await request('POST', orderPath(cart.checkoutUrl), SHIPPING);
    assert.equal(placed.status, 200);
    const name = /data-order-name="(#\d+)"/.exec(placed.text)![1]!;

    type Stored = { id: number; key: string; name: string; lines: { attributes: { key: string; value: string }[] }[] };
    const stored = ((await (await t.get('/__emulator/orders')).json()) as { orders: Stored[] }).orders.find((o) => o.name === name)!;
    // Kept under the hidden keys the storefront sent: an order read answers every attribute, hidden ones too.
    const design = (attributes: { key: string; value: string }[]) =>
      Object.fromEntries(attributes.filter((a) => a.key.slice(1) in DESIGN).map((a) => [a.key.slice(1), a.value]));
    assert.deepEqual(design(stored.lines[0]!.attributes), DESIGN);

    const attrsOf = (nodes: { customAttributes: { key: string; value: string }[] }[]) => design(nodes[0]!.customAttributes);

    // The order lookup by id and key (the order detail page, reorder).
    type Lookup = { node: { name: string; lineItems: { nodes: { customAttributes: { key: string; value: string }[] }[] } } | null };
    const lookup = await t.gql<Lookup>(`query O($id: ID!) { node(id: $id) { ... on Order { name lineItems(first: 5) { nodes { customAttributes { key value } } } } } }`,
      { id: `gid://shopify/Order/${stored.id}?key=${stored.key}` });
    assert.equal(lookup.data!.node!.name, name);
    assert.deepEqual(attrsOf(lookup.data!.node!.lineItems.nodes), DESIGN);

    // The customer's order history.
    type History = { customer: { orders: { nodes: { name: string; lineItems: { nodes: { customAttributes: { key: string; value: string }[] }[] } }[] } } };
    const history = await t.gql<History>(
      `query H($token: String!) { customer(customerAccessToken: $token) { orders(first: 250) { nodes { name lineItems(first: 5) { nodes { customAttributes { key value } } } } } } }`,
      { token: demoToken });
    const mine = history.data!.customer.orders.nodes.find((o) => o.name === name)!;
    assert.deepEqual(attrsOf(mine.lineItems.nodes), DESIGN);
  });
});
