/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { loadConfig } from '../../ground/config';
import { artworkOrigins } from '../../services/designer/artwork-urls';
import { verifyItemPrice } from '../../ground/money/price-signature';
import { resellerTenant, siteTenant } from '../../ground/tenant';
import { storefrontCheckoutUrl } from './checkout-url';
import { createCheckout } from './create-checkout';
import { platformCartReply } from './testing/platform-cart-reply';
import { checkCheckoutLines, repriceCheckout, type CheckoutProduct, type CheckoutVariant } from './reprice';
import { checkoutBodySchema } from '../../edge/api/contracts/checkout';
import { formatReturnAddress, type CheckoutLine, type CheckoutRequest } from './request';
import { offeredExtras, type ExtraProduct } from '../pricing/extras';
import type { PricingState } from '../pricing/state';

const cfg = loadConfig({});
const V1 = 'gid://shopify/ProductVariant/1';
const V2 = 'gid://shopify/ProductVariant/2';
const GRID = { breaks: [50, 100], msrp: [1.5, 1.4], rows: { '1': [0.5, 0.4] }, extras: { overlamination: [0.05, 0.04] } };
const FILE = { quantity_breaks: [50, 100], msrp_markup_multiplier: [1.5, 1.4], net_row_1: [0.5, 0.4], net_overlam: [0.05, 0.04] };
const EXTRA_PRODUCTS = [{ title: 'Overlamination', description: '', price: 4 }];

const PRODUCT: CheckoutProduct = {
  id: 'gid://shopify/Product/9',
  handle: 'roll-labels',
  title: 'Roll Labels',
  productType: 'Roll Labels',
  vendor: 'PrintCo',
  tags: ['$=roll', 'OE=Overlamination'],
  options: [{ name: 'Size', values: ['2" x 2"'] }],
  variants: [{ id: V1, sku: 'RL-2X2-W-S-1', price: 120, selectedOptions: [{ name: 'Size', value: '2" x 2"' }] }],
};
const variant = (id: string, over: Partial<CheckoutVariant> = {}): CheckoutVariant => ({
  id, title: '2" x 2"', sku: 'RL-2X2-W-S-1', price: 120, availableForSale: true,
  selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
  product: PRODUCT,
  ...over,
});
const line = (over: Record<string, unknown> = {}) =>
  checkoutBodySchema.parse({ lines: [{ lineItemId: 'a', variantId: V1, quantity: 100, properties: {}, ...over }] }).lines[0]!;
const OK_PRICING: PricingState = { status: 'ok', name: 'roll', grid: GRID };

/** checkCheckoutLines then repriceCheckout, as createCheckout runs them (each product priced as pricedProduct prices it). */
function reprice(lines: CheckoutLine[], variants: Map<string, CheckoutVariant>, pricing: PricingState = OK_PRICING, extras: ExtraProduct[] = EXTRA_PRODUCTS) {
  const checked = checkCheckoutLines(lines, variants, () => true, artworkOrigins(cfg));
  if (!checked.ok) return checked;
  const products = new Map(checked.lines.map((l) => [l.variant.product.id, l.variant.product]));
  return repriceCheckout(checked.lines, new Map([...products].map(([id, product]) => [id, { pricing, extras: offeredExtras(product.tags, extras) }])));
}

describe('storefrontCheckoutUrl', () => {
  const opts = { tenantKey: 'ca', locale: 'fr', hosts: { us: 'checkout.shop.com', ca: 'checkout.shop.ca' }, defaultHost: 'checkout.default.com' };
  it('replaces only the host and sets locale, keeping key and other parameters', () => {
    const url = storefrontCheckoutUrl('https://shop.myshopify.com/cart/c/TOKEN?key=abc&x=1', opts);
    expect(url).toBe('https://checkout.shop.ca/cart/c/TOKEN?key=abc&x=1&locale=fr');
  });
  it('uses the default host for tenants without a custom subdomain and replaces an existing locale', () => {
    expect(storefrontCheckoutUrl('https://s.myshopify.com/cart/c/T?locale=en&key=k', { ...opts, tenantKey: 'r-acme' })).toBe(
      'https://checkout.default.com/cart/c/T?locale=fr&key=k',
    );
  });
  it('refuses what is not an http(s) URL', () => {
    expect(storefrontCheckoutUrl('not a url', opts)).toBeNull();
    expect(storefrontCheckoutUrl('javascript:alert(1)', opts)).toBeNull();
  });
  it('has four custom checkout hosts configured by default', () => {
    expect(Object.keys(cfg.checkoutHosts)).toHaveLength(4);
  });
});

describe('the checkout body (lib/edge/api/contracts/checkout.ts)', () => {
  it('drops Item Price and unknown properties sent by the browser', () => {
    expect(line({ properties: { Size: '2" x 2"', 'Item Price': '0.01', evil: 'x' } }).properties).toEqual({ Size: '2" x 2"' });
  });
  it.each([
    [{ lines: [] }, /empty/],
    [{ lines: [{ lineItemId: 'a', variantId: 'gid://shopify/Product/1', quantity: 1 }] }, /ProductVariant gid/],
    [{ lines: [{ lineItemId: 'a', variantId: V1, quantity: 0 }] }, /at least 1/],
    [{ lines: [{ lineItemId: 'a', variantId: V1, quantity: 1.5 }] }, /whole number/],
  ])('rejects %j', (body, message) => {
    const parsed = checkoutBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
  it('formats the alternate return address on lines', () => {
    expect(
      formatReturnAddress({ companyName: 'Acme', addressLine1: '1 Main St', addressLine2: '', city: 'Mobile', state: 'Alabama', country: 'United States', zipCode: '36602' }),
    ).toBe('Acme\n1 Main St\nMobile, Alabama, 36602\nUnited States');
  });
});

describe('checkCheckoutLines + repriceCheckout', () => {
  const variants = new Map([[V1, variant(V1)]]);
  it('prices from the grid and extras, ignoring whatever the browser thought', () => {
    const out = reprice([line({ properties: { overlamination: 'Yes', Size: '2" x 2"' } })], variants);
    // (0.4 + 0.04) × 1.4 × 100
    expect(out).toEqual({ ok: true, lines: [{ lineItemId: 'a', merchandiseId: V1, quantity: 100, total: 6160, properties: { overlamination: 'Yes', Size: '2" x 2"' } }] });
  });
  it('refuses an extra the product does not offer, naming the line', () => {
    expect(reprice([line({ properties: { foil_stamping: 'Yes' } })], variants)).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Roll Labels: Foil Stamping is not offered on this product.',
      lineItemIds: ['a'],
    });
  });
  it('names every line that fails the line check', () => {
    const lines = checkoutBodySchema.parse({
      lines: [
        { lineItemId: 'a', variantId: V1, quantity: 100, properties: { Size: '9" x 10"' } },
        { lineItemId: 'b', variantId: V1, quantity: 100 },
        { lineItemId: 'c', variantId: V1, quantity: 100, properties: { customWidth: '9', customHeight: '10' } },
      ],
    }).lines;
    expect(reprice(lines, variants)).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/^Roll Labels: Size/), lineItemIds: ['a', 'c'] });
  });
  it('flags lines whose variant is gone or sold out', () => {
    const lines = checkoutBodySchema.parse({
      lines: [
        { lineItemId: 'a', variantId: V1, quantity: 100 },
        { lineItemId: 'b', variantId: V2, quantity: 100 },
        { lineItemId: 'c', variantId: 'gid://shopify/ProductVariant/3', quantity: 100 },
      ],
    }).lines;
    const withSoldOut = new Map([[V1, variant(V1)], [V2, variant(V2, { availableForSale: false })]]);
    expect(reprice(lines, withSoldOut, OK_PRICING, [])).toEqual({ ok: false, kind: 'unavailable', lineItemIds: ['b', 'c'] });
  });
  it('enforces the minimum order and lot sizes', () => {
    expect(reprice([line({ quantity: 10 })], variants, OK_PRICING, [])).toMatchObject({ ok: false, kind: 'invalid', lineItemIds: ['a'] });
    const lot = variant(V1, { product: { ...PRODUCT, title: 'Lot', tags: ['$=roll', 'Lot Pricing'] } });
    expect(reprice([line({ quantity: 75 })], new Map([[V1, lot]]), OK_PRICING, [])).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/lot sizes 50, 100/) });
  });
  it('counts the minimum order over every line of the product, as the product page and the cart do', () => {
    const two = (a: number, b: number) => [line({ lineItemId: 'a', quantity: a }), line({ lineItemId: 'b', quantity: b })];
    expect(reprice(two(30, 20), variants, OK_PRICING, [])).toMatchObject({ ok: true, lines: [{ lineItemId: 'a', quantity: 30 }, { lineItemId: 'b', quantity: 20 }] });
    expect(reprice(two(30, 10), variants, OK_PRICING, [])).toMatchObject({
      ok: false,
      kind: 'invalid',
      message: expect.stringMatching(/minimum order quantity is 50/),
      lineItemIds: ['a', 'b'],
    });
  });
  it.each<[string, PricingState, string]>([
    ['missing (404, or the pricing host failed)', { status: 'missing', name: 'roll' }, 'missing'],
    ['invalid', { status: 'invalid', name: 'roll', details: ['net_row_1 has 1 values'] }, 'invalid'],
  ])('refuses a product whose pricing file is %s, instead of the list price', (_name, state, status) => {
    expect(reprice([line()], variants, state)).toEqual({ ok: false, kind: 'pricing', products: [{ id: PRODUCT.id, title: 'Roll Labels', status }] });
  });
  it('prices a product with no $= tag at the variant price (no quantity rules)', () => {
    const untagged = new Map([[V1, variant(V1, { product: { ...PRODUCT, tags: ['OE=Overlamination'] } })]]);
    expect(reprice([line({ quantity: 3, properties: { overlamination: 'Yes' } })], untagged, { status: 'no-tag' })).toMatchObject({
      ok: true,
      lines: [{ quantity: 3, total: 372 }], // (1.20 + 0.04) × 3
    });
  });
  it('refuses an Optional Extra variant on its own', () => {
    const extra = variant(V2, {
      title: 'Default Title', sku: 'OE-OVERLAMINATION', price: 4, selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      product: { ...PRODUCT, id: 'gid://shopify/Product/20', title: 'Overlamination', productType: 'Optional Extra', tags: ['Optional Extra'], options: [{ name: 'Title', values: ['Default Title'] }] },
    });
    expect(reprice([line({ variantId: V2, quantity: 1 })], new Map([[V2, extra]]), { status: 'no-tag' })).toMatchObject({ ok: false, kind: 'invalid', lineItemIds: ['a'] });
  });
});

describe('createCheckout', () => {
  type Gql = { operationName: string; variables: Record<string, unknown>; query: string };
  const realFetch = global.fetch;
  let gql: Gql[];
  /** The platform's answer to cartCreate, from what was sent. */
  let cartCreateReply: (input: unknown) => unknown;
  let variantExists: boolean;
  let pricingReply: () => Response;
  let extrasReply: () => unknown;
  let productHandle: string;
  let errorLog: jest.SpyInstance;
  let warnLog: jest.SpyInstance;

  beforeEach(() => {
    gql = [];
    variantExists = true;
    productHandle = 'roll-labels';
    cartCreateReply = (input) => platformCartReply(input);
    pricingReply = () => Response.json(FILE);
    extrasReply = () => ({ products: { nodes: [{ id: 'x', handle: 'overlamination', title: 'Overlamination', description: '', tags: [], priceRange: { minVariantPrice: { amount: '0.04', currencyCode: 'USD' } } }] } });
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/pricing/roll.json')) return pricingReply();
      const body = JSON.parse(String(init?.body)) as Gql;
      gql.push(body);
      const extras = body.operationName === 'OptionalExtras' ? extrasReply() : null;
      if (extras instanceof Response) return extras;
      const reply: Record<string, unknown> = {
        CheckoutVariants: {
          nodes: [
            {
              id: V1, title: '2" x 2"', sku: 'RL-2X2-W-S-1', availableForSale: true, price: { amount: '1.20', currencyCode: 'USD' },
              selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
              product: {
                id: 'gid://shopify/Product/9', handle: productHandle, title: 'Roll Labels', productType: 'Roll Labels', tags: ['$=roll', 'OE=Overlamination'],
                options: [{ name: 'Size', optionValues: [{ name: '2" x 2"' }] }],
                variants: { nodes: [{ id: V1, sku: 'RL-2X2-W-S-1', price: { amount: '1.20' }, selectedOptions: [{ name: 'Size', value: '2" x 2"' }] }] },
              },
            },
          ],
        },
        OptionalExtras: extras,
        MarketRates: { shop: { metafield: { value: '{"US":{"currency":"USD","rate":"1"},"CA":{"currency":"CAD","rate":"1.023"},"FR":{"currency":"EUR","rate":"0.9235"}}' } } },
        CartCreate: body.operationName === 'CartCreate' ? cartCreateReply((body.variables as { input: unknown }).input) : null,
        VariantById: { node: variantExists ? { __typename: 'ProductVariant', id: V1, availableForSale: true } : null },
      };
      return Response.json({ data: reply[body.operationName] });
    }) as unknown as typeof fetch;
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    warnLog = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    errorLog.mockRestore();
    warnLog.mockRestore();
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  const request = (over: Partial<CheckoutRequest> = {}) =>
    checkoutBodySchema.parse({ locale: 'fr', lines: [{ lineItemId: 'a', variantId: V1, quantity: 100, properties: { overlamination: 'Yes', 'Item Price': '0.01' } }], ...over });

  it('sends re-priced, signed lines and the reseller id, and maps the checkout URL', async () => {
    const outcome = await createCheckout(resellerTenant('acme', cfg), request({ note: 'Leave at the door' }));
    expect(outcome).toEqual({ kind: 'ok', checkoutUrl: 'http://checkout-acme.localhost:4000/cart/c/T?key=k&locale=fr' });
    const sentCart = gql.find((g) => g.operationName === 'CartCreate')!;
    expect(sentCart.variables).toMatchObject({ language: 'FR', country: 'US' });
    const input = sentCart.variables.input as { lines: { merchandiseId: string; quantity: number; attributes: { key: string; value: string }[] }[]; attributes: { key: string; value: string }[]; note: string };
    const attrs = Object.fromEntries(input.lines[0]!.attributes.map((a) => [a.key, a.value]));
    expect(attrs['_Item Price']).toBe('61.60');
    const signed = { merchandiseId: V1, quantity: 100, itemPrice: '61.60', currency: 'USD', properties: Object.entries(attrs) };
    expect(verifyItemPrice(cfg.PRICE_SIGNING_SECRET, signed, attrs['_Item Price Signature']!)).toBe(true);
    expect(Object.fromEntries(input.attributes.map((a) => [a.key, a.value]))).toMatchObject({ reseller_id: 'acme', _store_url: 'http://acme.resellers.localhost:3000' });
    expect(input.note).toBe('Leave at the door');
  });

  // The default config's design service and image hosts are the emulator's (lib/services/designer/artwork-urls.ts).
  const DESIGN = {
    print_ready_image: 'http://localhost:4000/designer/files/print.pdf',
    customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
    thumbnail: 'http://127.0.0.1:4000/cdn/thumb.png',
    low_dpi: 'true',
  };

  it('passes an accepted design to cartCreate as line attributes, next to the signed price', async () => {
    const outcome = await createCheckout(siteTenant('us', cfg), request({ lines: [{ lineItemId: 'a', variantId: V1, quantity: 100, properties: { ...DESIGN } }] }));
    expect(outcome).toMatchObject({ kind: 'ok' });
    const input = gql.find((g) => g.operationName === 'CartCreate')!.variables.input as { lines: { attributes: { key: string; value: string }[] }[] };
    const attrs = Object.fromEntries(input.lines[0]!.attributes.map((a) => [a.key, a.value]));
    // Price-neutral: 100 at the 100 break (0.40 × 1.4), as the same line without a design.
    // Kept for our systems under hidden keys; the shopper reads, in the language they bought in, that the proof was approved.
    const hidden = Object.fromEntries(Object.entries(DESIGN).map(([key, value]) => [`_${key}`, value]));
    expect(attrs).toMatchObject({ ...hidden, Size: '2" x 2"', Visuel: 'BAT approuvé', '_Item Price': '56.00' });
    for (const key of Object.keys(DESIGN)) expect(attrs).not.toHaveProperty(key);
  });

  it('answers invalid, naming the line, for a design file on another origin, and creates no cart', async () => {
    const properties = { ...DESIGN, print_ready_image: 'http://localhost:4000.evil.com/print.pdf' };
    const outcome = await createCheckout(siteTenant('us', cfg), request({ lines: [{ lineItemId: 'd', variantId: V1, quantity: 100, properties }] }));
    expect(outcome).toEqual({ kind: 'invalid', message: 'Roll Labels: print_ready_image must be a link to the design service or the image host.', lineItemIds: ['d'] });
    expect(gql.some((g) => g.operationName === 'CartCreate')).toBe(false);
  });

  it("makes the cart in the shopper's market, with the store amounts signed, and reads the variants in the store's", async () => {
    await createCheckout(siteTenant('fr', cfg), request());
    const sentCart = gql.find((g) => g.operationName === 'CartCreate')!;
    expect(sentCart.variables).toMatchObject({ language: 'FR', country: 'FR' });
    const input = sentCart.variables.input as { buyerIdentity: { countryCode: string }; attributes: { key: string; value: string }[]; lines: { attributes: { key: string; value: string }[] }[] };
    expect(input.buyerIdentity.countryCode).toBe('FR');
    // Priced and signed in the store currency: the platform converts at the rate the cart showed.
    expect(Object.fromEntries(input.attributes.map((a) => [a.key, a.value]))._currency).toBe('USD');
    expect(Object.fromEntries(input.lines[0]!.attributes.map((a) => [a.key, a.value]))['_Item Price']).toBe('61.60');
    // The store's market, and its words: the line's options are the store's, whatever language the shopper added it in.
    expect(gql.find((g) => g.operationName === 'CheckoutVariants')!.variables).toMatchObject({ country: 'US', language: 'EN' });
  });

  it("refuses (and logs) when the platform's total is not the one the cart showed: no checkout URL", async () => {
    // 61.60 × 0.9235 = 56.8876 → 56.89 EUR is what the French cart showed.
    cartCreateReply = (input) => platformCartReply(input, { total: '56.89', currencyCode: 'EUR' });
    expect(await createCheckout(siteTenant('fr', cfg), request())).toMatchObject({ kind: 'ok' });
    expect(errorLog.mock.calls.some(([l]) => String(l).includes('checkout.total_mismatch'))).toBe(false);
    // The cart made in another market (another currency), a rate that changed under it, no total at all.
    for (const over of [{ total: '61.60', currencyCode: 'USD' }, { total: '56.90', currencyCode: 'EUR' }]) {
      cartCreateReply = (input) => platformCartReply(input, over);
      expect(await createCheckout(siteTenant('fr', cfg), request())).toEqual({ kind: 'mismatch' });
    }
    cartCreateReply = (input) => {
      const reply = platformCartReply(input) as { cartCreate: { cart: { cost?: unknown } } };
      delete reply.cartCreate.cart.cost;
      return reply;
    };
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'mismatch' });
    expect(errorLog.mock.calls.some(([l]) => String(l).includes('checkout.total_mismatch'))).toBe(true);
  });

  it('refuses the same item on two lines before making a platform cart, naming both', async () => {
    const twice = request({ lines: [...request().lines, { ...request().lines[0]!, lineItemId: 'b', quantity: 250 }] });
    expect(await createCheckout(siteTenant('us', cfg), twice)).toEqual({
      kind: 'adjust',
      issues: [{ lineItemId: 'a', issue: 'duplicate' }, { lineItemId: 'b', issue: 'duplicate' }],
    });
    expect(gql.some((g) => g.operationName === 'CartCreate')).toBe(false);
    // The same variant with other properties is another item.
    const other = request({ lines: [...request().lines, { ...request().lines[0]!, lineItemId: 'b', properties: {} }] });
    expect(await createCheckout(siteTenant('us', cfg), other)).toMatchObject({ kind: 'ok' });
  });

  it('names the lines the platform lowered to its stock or dropped, with what is left; refuses any other change', async () => {
    type Reply = { cartCreate: { cart: { lines: { nodes: { quantity: number }[] } } } };
    const two = request({ lines: [...request().lines, { ...request().lines[0]!, lineItemId: 'b', properties: {} }] });
    cartCreateReply = (input) => {
      const reply = platformCartReply(input) as Reply;
      reply.cartCreate.cart.lines.nodes[1]!.quantity = 40;
      return reply;
    };
    expect(await createCheckout(siteTenant('us', cfg), two)).toEqual({ kind: 'adjust', issues: [{ lineItemId: 'b', issue: 'stock', available: 40 }] });
    cartCreateReply = (input) => {
      const reply = platformCartReply(input) as Reply;
      reply.cartCreate.cart.lines.nodes.splice(0, 1);
      return reply;
    };
    expect(await createCheckout(siteTenant('us', cfg), two)).toEqual({ kind: 'adjust', issues: [{ lineItemId: 'a', issue: 'stock', available: 0 }] });
    // Merged into one line (more than either), or a line nobody sent: not the cart that was priced.
    cartCreateReply = (input) => {
      const reply = platformCartReply(input) as Reply;
      reply.cartCreate.cart.lines.nodes[0]!.quantity = 200;
      return reply;
    };
    expect(await createCheckout(siteTenant('us', cfg), two)).toEqual({ kind: 'mismatch' });
    cartCreateReply = (input) => {
      const reply = platformCartReply(input) as Reply;
      reply.cartCreate.cart.lines.nodes.push({ ...reply.cartCreate.cart.lines.nodes[0]!, quantity: 1 });
      return reply;
    };
    expect(await createCheckout(siteTenant('us', cfg), two)).toEqual({ kind: 'mismatch' });
  });

  it('uses the site default checkout host mapping and no reseller attribute on a company site', async () => {
    const outcome = await createCheckout(siteTenant('us', cfg), request({ locale: 'en' }));
    expect(outcome).toEqual({ kind: 'ok', checkoutUrl: 'http://checkout.localhost:4000/cart/c/T?key=k&locale=en' });
    const input = gql.find((g) => g.operationName === 'CartCreate')!.variables.input as { attributes: { key: string }[] };
    expect(input.attributes.map((a) => a.key)).not.toContain('reseller_id');
  });

  it("attaches a signed-in customer's token so the platform pre-fills the checkout; visitors send none", async () => {
    await createCheckout(siteTenant('us', cfg), request(), 'customer-token');
    const signedIn = gql.find((g) => g.operationName === 'CartCreate')!.variables.input as { buyerIdentity: Record<string, string> };
    expect(signedIn.buyerIdentity).toEqual({ countryCode: 'US', customerAccessToken: 'customer-token' });
    gql.length = 0;
    await createCheckout(siteTenant('us', cfg), request());
    const visitor = gql.find((g) => g.operationName === 'CartCreate')!.variables.input as { buyerIdentity: Record<string, string> };
    expect(visitor.buyerIdentity).toEqual({ countryCode: 'US' });
  });

  it('sends the customer number only from the tenants that ask for it', async () => {
    const attributesOf = () =>
      Object.fromEntries((gql.find((g) => g.operationName === 'CartCreate')!.variables.input as { attributes: { key: string; value: string }[] }).attributes.map((a) => [a.key, a.value]));
    await createCheckout(resellerTenant('acme', cfg), request({ customerNumber: 'C-42' }));
    expect(attributesOf().customer_number).toBe('C-42');
    gql.length = 0;
    await createCheckout(siteTenant('us', cfg), request({ customerNumber: 'C-42' }));
    expect(attributesOf()).not.toHaveProperty('customer_number');
  });

  it("refuses another site's region product as not for sale here, and sells it on its own site", async () => {
    productHandle = 'ca-bilingual-product-labels';
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'unavailable', lineItemIds: ['a'] });
    expect(await createCheckout(resellerTenant('acme', cfg), request())).toEqual({ kind: 'unavailable', lineItemIds: ['a'] });
    expect(gql.some((g) => g.operationName === 'CartCreate')).toBe(false);
    // 61.60 USD × 1.023 = 63.02 CAD, the Canadian market's total.
    cartCreateReply = (input) => platformCartReply(input, { total: '63.02', currencyCode: 'CAD' });
    expect(await createCheckout(siteTenant('ca', cfg), request())).toMatchObject({ kind: 'ok' });
  });

  it('looks the variants up after an INVALID user error and flags the gone ones', async () => {
    cartCreateReply = () => ({ cartCreate: { cart: null, userErrors: [{ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'], message: 'The merchandise with id … does not exist.' }] } });
    variantExists = false;
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'unavailable', lineItemIds: ['a'] });
    expect(gql.some((g) => g.operationName === 'VariantById')).toBe(true);
  });

  it('treats INVALID with every variant still there, and other user errors, as a checkout error', async () => {
    cartCreateReply = () => ({ cartCreate: { cart: null, userErrors: [{ code: 'INVALID', field: null, message: 'Bad' }] } });
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'error' });
    cartCreateReply = () => ({ cartCreate: { cart: null, userErrors: [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', field: null, message: 'Sold out' }] } });
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'error' });
  });

  it('logs a missing checkoutUrl and answers with null', async () => {
    cartCreateReply = (input) => platformCartReply(input, { checkoutUrl: null });
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'ok', checkoutUrl: null });
    expect(errorLog.mock.calls.some(([l]) => String(l).includes('checkout.no_checkout_url'))).toBe(true);
  });

  it('refuses (and logs) when the pricing host fails, instead of charging the list price', async () => {
    pricingReply = () => new Response('unavailable', { status: 503 });
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'error' });
    expect(gql.some((g) => g.operationName === 'CartCreate')).toBe(false);
    expect(errorLog.mock.calls.some(([l]) => String(l).includes('checkout.pricing_unavailable'))).toBe(true);
  });

  it.each([
    ['missing', () => new Response('', { status: 404 })],
    ['invalid', () => Response.json({ ...FILE, net_row_1: [0.5, 'x'] })],
  ])('refuses (and logs) a pricing file that is %s', async (_name, reply) => {
    pricingReply = reply;
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'error' });
    expect(gql.some((g) => g.operationName === 'CartCreate')).toBe(false);
    expect(errorLog.mock.calls.some(([l]) => String(l).includes('checkout.pricing_unavailable'))).toBe(true);
  });

  it('refuses when the Optional Extra prices cannot be read, instead of charging extras at 0', async () => {
    extrasReply = () => new Response('down', { status: 503 });
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'error' });
  });

  it('answers invalid, naming the line, without reading prices or creating a cart', async () => {
    const outcome = await createCheckout(siteTenant('us', cfg), request({ lines: [{ lineItemId: 'a', variantId: V1, quantity: 100, properties: { customWidth: '9', customHeight: '10', Size: '9" x 10"' } }] }));
    expect(outcome).toEqual({ kind: 'invalid', message: 'Roll Labels: this product is not sold in custom sizes.', lineItemIds: ['a'] });
    expect(gql.map((g) => g.operationName)).toEqual(['CheckoutVariants']);
  });

  it('answers error (and logs) when the platform fails', async () => {
    global.fetch = jest.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    expect(await createCheckout(siteTenant('us', cfg), request())).toEqual({ kind: 'error' });
    expect(errorLog).toHaveBeenCalled();
  });
});
