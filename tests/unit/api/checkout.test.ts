/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { z } from 'zod';
import { GET as checkoutComplete } from '@/app/api/checkout/complete/route';
import { POST as checkout } from '@/app/api/checkout/route';
import { checkoutContract } from '@/lib/edge/api/contracts/checkout';
import { platformCartReply } from '@/lib/domain/checkout/testing/platform-cart-reply';
import { checkoutCompleteContract } from '@/lib/edge/api/contracts/checkout-complete';
import { called, calls, fetchMock, gql, installHarness, pricing, read, request, pricingHostAnswers, quietLogs } from './account-harness';

/**
 * POST /api/checkout against a mocked platform (Storefront API, pricing host):
 * the security review's holes in money, each by its class. Every refusal
 * happens before the platform cart is created.
 */

installHarness();
const { errorLines } = quietLogs();
const errorLogged = (event: string) => errorLines().some((line) => line.includes(event));

const CHECKOUT_ERROR = 'There was an error processing checkout. Please try again.';
const gid = (n: number) => `gid://shopify/ProductVariant/${n}`;
const money = (amount: string) => ({ amount, currencyCode: 'USD' });

interface Def {
  product: number;
  title: string;
  productType?: string;
  tags: string[];
  /** [variant number, Size, price] */
  sizes: [number, string, string][];
}

/** What CheckoutVariants answers for one variant of a product. */
function node(def: Def, variantNumber: number) {
  const [, size, price] = def.sizes.find(([n]) => n === variantNumber)!;
  const selected = (value: string) => (def.productType === 'Optional Extra' ? [{ name: 'Title', value: 'Default Title' }] : [{ name: 'Size', value }]);
  return {
    id: gid(variantNumber),
    title: size,
    sku: `P${def.product}-${size.replace(/\W/g, '')}-1`,
    availableForSale: true,
    price: money(price),
    selectedOptions: selected(size),
    product: {
      id: `gid://shopify/Product/${def.product}`,
      title: def.title,
      productType: def.productType ?? 'Labels',
      tags: def.tags,
      options: def.productType === 'Optional Extra' ? [{ name: 'Title', optionValues: [{ name: 'Default Title' }] }] : [{ name: 'Size', optionValues: def.sizes.map(([, s]) => ({ name: s })) }],
      variants: {
        nodes: def.sizes.map(([n, s, p]) => ({ id: gid(n), sku: `P${def.product}-${s.replace(/\W/g, '')}-1`, price: { amount: p }, selectedOptions: selected(s) })),
      },
    },
  };
}

const PLAIN: Def = { product: 1, title: 'Return Address Labels', tags: ['$=plain'], sizes: [[100001, '2" x 2"', '0.50'], [100002, '3" x 3"', '0.80']] };
const CUSTOM: Def = {
  product: 2,
  title: 'Custom Roll Labels',
  tags: ['$=custom', 'Custom Size', 'OE=Overlamination'],
  sizes: [[100011, '2" x 2"', '0.50'], [100012, '3" x 3"', '0.80'], [100013, '4" x 6"', '1.50']],
};
const LOT: Def = { product: 3, title: 'Roll Labels by the Roll', tags: ['$=lot', 'Lot Pricing'], sizes: [[100021, '2" x 2"', '0.90']] };
const MINIMUM: Def = { product: 4, title: 'Kraft Labels', tags: ['$=unit'], sizes: [[100031, '2" x 2"', '0.60']] };
const UNTAGGED: Def = { product: 5, title: 'Blank Sheet Labels', tags: [], sizes: [[100041, '2" x 2"', '0.30']] };
const EXTRA: Def = { product: 6, title: 'Overlamination', productType: 'Optional Extra', tags: ['Optional Extra'], sizes: [[100198, 'Default Title', '0.04']] };
const ALL = [PLAIN, CUSTOM, LOT, MINIMUM, UNTAGGED, EXTRA];

const unitFile = (breaks = [50, 100]) => ({ quantity_breaks: breaks, msrp_markup_multiplier: breaks.map(() => 1.5), net_row_1: breaks.map(() => 0.3), net_overlam: breaks.map(() => 0.02) });
const lotFile = { quantity_breaks: [250, 500], msrp_markup_multiplier: [1.5, 1.4], net_row_1: [150, 250] };

beforeEach(() => {
  gql.set('CheckoutVariants', (v) => ({
    nodes: (v.ids as string[]).map((id) => {
      const n = Number(id.split('/').pop());
      const def = ALL.find((d) => d.sizes.some(([m]) => m === n));
      return def ? node(def, n) : null;
    }),
  }));
  gql.set('OptionalExtras', () => ({
    products: { nodes: [{ id: 'x', handle: 'overlamination', title: 'Overlamination', description: '', tags: ['Optional Extra'], priceRange: { minVariantPrice: money('0.04') } }] },
  }));
  gql.set('CartCreate', (v) => platformCartReply(v.input));
  pricing.set('plain', unitFile());
  pricing.set('custom', unitFile());
  pricing.set('unit', unitFile());
  pricing.set('lot', lotFile);
});

const post = async (body: unknown) => read(await checkout(request('/api/checkout', { body, cookie: null })));
const line = (lineItemId: string, variant: number, quantity: number, properties: Record<string, string> = {}) => ({ lineItemId, variantId: gid(variant), quantity, properties });
/** The attributes of each line sent to cartCreate. */
const sentLines = () =>
  (calls().find((c) => c.target === 'CartCreate')!.body.input as { lines: { merchandiseId: string; attributes: { key: string; value: string }[] }[] }).lines.map((l) => ({
    merchandiseId: l.merchandiseId,
    ...Object.fromEntries(l.attributes.map((a) => [a.key, a.value])),
  }));

describe('POST /api/checkout: the line must describe the variant charged', () => {
  it("refuses the review's repro (a 9\" x 10\" custom size at the 2\" x 2\" price on a product without Custom Size), naming the line", async () => {
    const reply = await post({ lines: [{ lineItemId: 'a', variantId: 'gid://shopify/ProductVariant/100001', quantity: 100, properties: { customWidth: '9', customHeight: '10', Size: '9" x 10"' } }] });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'invalid', message: 'Return Address Labels: this product is not sold in custom sizes.', lineItemIds: ['a'] });
    expect(called()).toEqual(['CheckoutVariants']);
  });

  it('refuses 1000" x 1000" on a Custom Size product', async () => {
    const reply = await post({ lines: [line('big', 100013, 100, { customWidth: '1000', customHeight: '1000' })] });
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Custom Roll Labels: Your custom size exceeds our minimum or maximum values.', lineItemIds: ['big'] } });
    expect(called()).not.toContain('CartCreate');
  });

  it('refuses a custom size charged at a smaller standard size than it needs', async () => {
    const reply = await post({ lines: [line('a', 100011, 100, { customWidth: '3', customHeight: '2.5', Size: '2" x 2"' })] });
    expect(reply).toMatchObject({ status: 400, body: { lineItemIds: ['a'], message: expect.stringContaining('made from the 3" x 3" size, not 2" x 2"') } });
  });

  it('refuses a Size that is not the variant’s, and an extra the product does not offer, naming every bad line', async () => {
    const reply = await post({
      lines: [line('ok', 100001, 100), line('size', 100001, 100, { Size: '3" x 3"' }), line('extra', 100011, 100, { foil_stamping: 'Yes' })],
    });
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', lineItemIds: ['size', 'extra'] } });
  });

  it('accepts a valid custom size and sends its properties, priced at the variant it is made from', async () => {
    const reply = await post({ lines: [line('a', 100012, 100, { customWidth: '3', customHeight: '2.5', overlamination: 'Yes', 'Item Price': '0.01' })] });
    expect(reply).toMatchObject({ status: 200, body: { checkoutUrl: expect.stringContaining('/cart/c/T') } });
    // (0.30 + 0.02) × 1.5 × 100
    expect(sentLines()).toEqual([
      expect.objectContaining({ merchandiseId: gid(100012), Size: '3" x 3"', 'Custom size': '3" x 2.5"', _customWidth: '3', _customHeight: '2.5', overlamination: 'Yes', '_Item Price': '48.00' }),
    ]);
  });
});

describe('POST /api/checkout: pricing files', () => {
  const cart = { lines: [line('lot', 100021, 3), line('min', 100031, 1)] };

  it('refuses with the checkout error (502, logged) when the pricing host answers 503, instead of the list price', async () => {
    pricingHostAnswers(503, 'lot', 'unit');
    const reply = await post(cart);
    expect(reply).toEqual(expect.objectContaining({ status: 502, body: { error: 'checkout', message: CHECKOUT_ERROR } }));
    expect(called()).not.toContain('CartCreate');
    expect(errorLogged('checkout.pricing_unavailable')).toBe(true);
    expect(errorLogged('pricing.file.failed')).toBe(true);
  });

  it('with the pricing host up, the same cart breaks the lot and minimum rules (400)', async () => {
    const reply = await post(cart);
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', lineItemIds: ['lot'], message: expect.stringMatching(/lot sizes 250, 500/) } });
    const minimum = await post({ lines: [line('min', 100031, 1)] });
    expect(minimum).toMatchObject({ status: 400, body: { lineItemIds: ['min'], message: 'Kraft Labels: minimum order quantity is 50.' } });
  });

  it.each([
    ['missing (404)', () => pricing.delete('unit')],
    ['invalid (fails validation)', () => pricing.set('unit', { ...unitFile(), net_row_1: [0.3, 'x'] })],
    ['unreachable (the host fails)', () => pricingHostAnswers(500, 'unit')],
  ])('refuses a pricing file that is %s (502, logged)', async (_name, arrange) => {
    arrange();
    const reply = await post({ lines: [line('a', 100031, 100)] });
    expect(reply).toMatchObject({ status: 502, body: { message: CHECKOUT_ERROR } });
    expect(called()).not.toContain('CartCreate');
    expect(errorLogged('checkout.pricing_unavailable')).toBe(true);
  });

  it('refuses a $= tag that names no file', async () => {
    const blank: Def = { ...UNTAGGED, tags: ['$='] };
    gql.set('CheckoutVariants', () => ({ nodes: [node(blank, 100041)] }));
    expect((await post({ lines: [line('a', 100041, 3)] })).status).toBe(502);
  });

  it('prices a product with no $= tag at the variant price', async () => {
    const reply = await post({ lines: [line('a', 100041, 3)] });
    expect(reply.status).toBe(200);
    expect(sentLines()[0]).toMatchObject({ '_Item Price': '0.90' });
  });
});

describe('POST /api/checkout: Optional Extras', () => {
  it('refuses an Optional Extra variant bought on its own (100198, quantity 1)', async () => {
    const reply = await post({ lines: [line('x', 100198, 1)] });
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', lineItemIds: ['x'], message: expect.stringContaining('optional extra') } });
    expect(called()).not.toContain('CartCreate');
  });

  it('refuses it next to a valid line too', async () => {
    const reply = await post({ lines: [line('ok', 100001, 100), line('x', 100198, 100)] });
    expect(reply).toMatchObject({ status: 400, body: { lineItemIds: ['x'] } });
  });
});

describe("POST /api/checkout: the shopper's IP reaches the platform (Shopify-Storefront-Buyer-IP)", () => {
  const PRIVATE = 'private-token-123';
  /** Spoofed by the client (leftmost), then the shopper as the trusted proxy saw them, then that proxy (our front server's peer). */
  const FORWARDED = '6.6.6.6, 203.0.113.7, 10.0.0.2';
  const SETTINGS = ['SHOPIFY_STOREFRONT_PRIVATE_TOKEN', 'TRUST_PROXY'] as const;
  const before = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

  afterEach(() => {
    for (const name of SETTINGS) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  });

  /** The route in a fresh module graph, whose config (read once, on first use) has these settings. */
  async function checkoutWith(settings: Partial<Record<(typeof SETTINGS)[number], string>>): Promise<typeof checkout> {
    for (const name of SETTINGS) {
      if (settings[name] === undefined) delete process.env[name];
      else process.env[name] = settings[name];
    }
    let handler: typeof checkout | undefined;
    await jest.isolateModulesAsync(async () => {
      handler = (await import('@/app/api/checkout/route')).POST;
    });
    return handler!;
  }

  const fromShopper = (forwardedFor: string | null) => {
    const req = request('/api/checkout', { body: { lines: [line('a', 100012, 100, { overlamination: 'Yes' })] }, cookie: null });
    if (forwardedFor !== null) req.headers.set('x-forwarded-for', forwardedFor);
    return req;
  };

  /** Each Storefront request sent, as its operation and its credential headers. */
  // The market's rates are the shop's, read into the data cache for no buyer in particular.
  const storefrontRequests = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/graphql.json') && !String(init?.body).includes('"MarketRates"'))
      .map(([, init]) => {
        const headers = init?.headers as Record<string, string>;
        return {
          operation: (JSON.parse(String(init?.body)) as { operationName: string }).operationName,
          privateToken: headers['Shopify-Storefront-Private-Token'],
          buyerIp: headers['Shopify-Storefront-Buyer-IP'],
          publicToken: headers['X-Shopify-Storefront-Access-Token'],
        };
      });
  const sentWithPrivateToken = (operations: string[], buyerIp: string | undefined) =>
    operations.map((operation) => ({ operation, privateToken: PRIVATE, buyerIp, publicToken: undefined }));

  it('TRUST_PROXY off: the last hop (the address our front server wrote) goes with the private token on every call of the checkout', async () => {
    const post = await checkoutWith({ SHOPIFY_STOREFRONT_PRIVATE_TOKEN: PRIVATE, TRUST_PROXY: 'off' });
    expect((await post(fromShopper(FORWARDED))).status).toBe(200);
    expect(storefrontRequests()).toEqual(sentWithPrivateToken(['CheckoutVariants', 'OptionalExtras', 'CartCreate'], '10.0.0.2'));
  });

  it('TRUST_PROXY on: the hop the trusted proxy appended, never the leftmost, also on the calls after a refused cart', async () => {
    gql.set('CartCreate', () => ({ cartCreate: { cart: null, userErrors: [{ code: 'INVALID', field: ['input', 'lines', '0'], message: 'gone' }] } }));
    gql.set('VariantById', () => ({ node: null }));
    const post = await checkoutWith({ SHOPIFY_STOREFRONT_PRIVATE_TOKEN: PRIVATE, TRUST_PROXY: 'on' });
    expect(await read(await post(fromShopper(FORWARDED)))).toMatchObject({ status: 409, body: { lineItemIds: ['a'] } });
    expect(storefrontRequests()).toEqual(
      sentWithPrivateToken(['CheckoutVariants', 'OptionalExtras', 'CartCreate', 'VariantById'], '203.0.113.7'),
    );
  });

  it('sends the private token without a Buyer-IP when the request names no address', async () => {
    const post = await checkoutWith({ SHOPIFY_STOREFRONT_PRIVATE_TOKEN: PRIVATE });
    expect((await post(fromShopper(null))).status).toBe(200);
    expect(storefrontRequests()).toEqual(sentWithPrivateToken(['CheckoutVariants', 'OptionalExtras', 'CartCreate'], undefined));
  });

  it('without a private token: the public token, and no Buyer-IP', async () => {
    const post = await checkoutWith({ TRUST_PROXY: 'on' });
    expect((await post(fromShopper(FORWARDED))).status).toBe(200);
    expect(storefrontRequests()).toEqual(
      ['CheckoutVariants', 'OptionalExtras', 'CartCreate'].map((operation) => ({
        operation,
        privateToken: undefined,
        buyerIp: undefined,
        publicToken: 'emulator-storefront-token',
      })),
    );
  });
});

describe('the checkout contracts (lib/edge/api/contracts/checkout*.ts)', () => {
  const failureShape = (failure = checkoutContract.failure) => z.object({ error: z.string(), message: z.string().min(1) }).and(failure ?? z.object({}));
  const expectFailure = (reply: { status: number; body: unknown }, status: number, error: string) => {
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ error });
    expect(failureShape().safeParse(reply.body).error?.issues ?? []).toEqual([]);
  };

  it('answers a checkout URL, or null without one, as the reply schema says', async () => {
    const reply = await post({ lines: [line('a', 100001, 100)] });
    expect(reply.status).toBe(200);
    expect(checkoutContract.reply.parse(reply.body)).toEqual({ checkoutUrl: expect.stringContaining('/cart/c/T') });
    gql.set('CartCreate', (v) => platformCartReply(v.input, { checkoutUrl: null }));
    const none = await post({ lines: [line('a', 100001, 100)] });
    expect(checkoutContract.reply.parse(none.body)).toEqual({ checkoutUrl: null });
  });

  it('answers every failure as { error, message } with the lines it names', async () => {
    expectFailure(await post({ lines: [line('x', 100198, 1)] }), 400, 'invalid');
    expectFailure(await post({ lines: [] }), 400, 'invalid');
    const twice = await post({ lines: [line('one', 100001, 100), line('two', 100001, 50)] });
    expectFailure(twice, 409, 'adjust');
    expect(twice.body).toMatchObject({ lineItemIds: ['one', 'two'], lineIssues: [{ lineItemId: 'one', issue: 'duplicate' }, { lineItemId: 'two', issue: 'duplicate' }] });
    gql.set('CartCreate', (v) => {
      const reply = platformCartReply(v.input);
      reply.cartCreate.cart.lines.nodes[0]!.quantity = 60;
      return reply;
    });
    const capped = await post({ lines: [line('many', 100001, 100)] });
    expectFailure(capped, 409, 'adjust');
    expect(capped.body).toMatchObject({ lineItemIds: ['many'], lineIssues: [{ lineItemId: 'many', issue: 'stock', available: 60 }] });
    gql.set('CartCreate', (v) => platformCartReply(v.input, { total: '0.01' }));
    const mismatch = await post({ lines: [line('a', 100001, 100)] });
    expectFailure(mismatch, 409, 'total_mismatch');
    expect(mismatch.body).not.toHaveProperty('checkoutUrl');
    gql.set('CheckoutVariants', () => ({ nodes: [null] }));
    const gone = await post({ lines: [line('gone', 100001, 100)] });
    expectFailure(gone, 409, 'unavailable');
    expect(gone.body).toMatchObject({ lineItemIds: ['gone'] });
    const crossSite = await read(await checkout(request('/api/checkout', { body: { lines: [line('a', 100001, 100)] }, origin: 'http://evil.example', cookie: null })));
    expectFailure(crossSite, 403, 'forbidden');
  });

  it('GET /api/checkout/complete: 303 to the order confirmation (home without an order) with the marker, or a 400 failure', async () => {
    const done = await checkoutComplete(request('/api/checkout/complete?order=%231001', { method: 'GET', cookie: null }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/order-confirmation?order=%231001');
    const bare = await checkoutComplete(request('/api/checkout/complete', { method: 'GET', cookie: null }));
    expect(bare.headers.get('location')).toBe('/');
    expect(done.headers.getSetCookie()).toEqual(['checkout_complete=1; Path=/; Max-Age=86400; SameSite=Lax']);
    expect(checkoutCompleteContract.query?.safeParse({ order: '#1001' }).success).toBe(true);
    const bad = await read(await checkoutComplete(request('/api/checkout/complete?order=%3Cscript%3E', { method: 'GET', cookie: null })));
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid', message: 'order must be an order name such as #1001' } });
  });
});
