import { expect, test, type APIRequestContext } from '@playwright/test';
import { createHmac, randomUUID } from 'node:crypto';
import { addFault } from '../e2e/emulator';
import { APP_PORT, EMULATOR, EMULATOR_PORT, US } from '../e2e/hosts';
import { platformAttributeKey } from '../../lib/ground/money/signed-properties';
import { firstVariant, storefront } from './catalog';
import { answer, HOST, jsonRequest, uniqueLoopbackIp } from './raw-http';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with playwright.config.ts (which starts the app with this environment)
import { emulatorEnv } from '../../scripts/env.mjs';

/**
 * Checkout tampering: POST /api/checkout is called the way a script would
 * call it, from our own origin but with lines no product page would write.
 * The server must re-check every line against the catalog (custom sizes,
 * extras, lot sizes, minimums), refuse to price anything when the pricing
 * host is down, and still take an honest order.
 */

const CHECKOUT_ERROR = 'There was an error processing checkout. Please try again.';
/** The key the app under test signs revalidate webhooks with: the harness's, else the environment's, else the app's default. */
const REVALIDATE_SECRET: string =
  (emulatorEnv({ appPort: APP_PORT, emulatorPort: Number(new URL(EMULATOR).port) }) as Record<string, string>).REVALIDATE_SECRET ??
  process.env.REVALIDATE_SECRET ??
  'dev-revalidate-secret';

interface Line {
  lineItemId: string;
  variantId: string;
  quantity: number;
  properties?: Record<string, string>;
}

interface CheckoutReply {
  checkoutUrl?: string | null;
  error?: string;
  message?: string;
  lineItemIds?: string[];
}

async function checkout(request: APIRequestContext, body: unknown) {
  const res = await request.post(`${US}/api/checkout`, { data: body, headers: { origin: US } });
  const text = await res.text();
  let json: CheckoutReply = {};
  try {
    json = JSON.parse(text) as CheckoutReply;
  } catch {
    // Asserted by the callers through the status and fields.
  }
  return { status: res.status(), json, text };
}

/** The platform cart behind a checkout URL (…/cart/c/<token>?key=…). */
async function platformCart(request: APIRequestContext, checkoutUrl: string) {
  const token = /\/cart\/c\/([^/?#]+)/.exec(checkoutUrl)?.[1];
  expect(token, `cart token in ${checkoutUrl}`).toBeTruthy();
  const res = await request.get(`${EMULATOR}/__emulator/carts/${token}`);
  expect(res.ok(), 'the platform cart exists').toBe(true);
  return ((await res.json()) as { cart: { lines: { merchandiseId: string; attributes: { key: string; value: string }[] }[] } }).cart;
}

const attribute = (attrs: { key: string; value: string }[], key: string) => attrs.find((a) => a.key === key)?.value;

test('the custom-size repro (9" x 10" on a 2" x 2" variant) is refused, naming the line', async ({ request }) => {
  const repro = {
    lines: [
      {
        lineItemId: 'a',
        variantId: 'gid://shopify/ProductVariant/100001',
        quantity: 100,
        properties: { customWidth: '9', customHeight: '10', Size: '9" x 10"' },
      },
    ],
  };
  const res = await checkout(request, repro);
  expect(res.status, res.text).toBe(400);
  expect(res.json.lineItemIds, res.text).toContain('a');
});

test('a 1000" x 1000" custom size is refused', async ({ request }) => {
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const res = await checkout(request, {
    lines: [{ lineItemId: 'huge', variantId, quantity: 100, properties: { customWidth: '1000', customHeight: '1000', Size: '1000" x 1000"' } }],
  });
  expect(res.status, res.text).toBe(400);
  expect(res.json.lineItemIds, res.text).toContain('huge');
});

test('an Optional Extra variant on its own line is refused (every extra of the seed)', async ({ request }) => {
  const data = await storefront<{ products: { nodes: { handle: string; productType: string; variants: { nodes: { id: string }[] } }[] } }>(
    request,
    '{ products(first: 250) { nodes { handle productType variants(first: 5) { nodes { id } } } } }',
  );
  const extras = data.products.nodes.filter((p) => p.productType === 'Optional Extra').flatMap((p) => p.variants.nodes.map((v) => ({ handle: p.handle, id: v.id })));
  // The one from the report, and every other extra the seed has.
  expect(extras.map((e) => e.id)).toContain('gid://shopify/ProductVariant/100198');
  for (const extra of extras) {
    const res = await checkout(request, { lines: [{ lineItemId: `extra-${extra.handle}`, variantId: extra.id, quantity: 100, properties: {} }] });
    expect.soft(res.status, `${extra.handle} (${extra.id}) alone: ${res.text}`).toBe(400);
  }
});

test('an extra the product does not offer is refused or dropped, never charged', async ({ request }) => {
  // custom-roll-labels offers Overlamination and Matte Varnish, not Foil Stamping.
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const honest = await checkout(request, { lines: [{ lineItemId: 'plain', variantId, quantity: 100, properties: {} }] });
  expect(honest.status, honest.text).toBe(200);
  const forged = await checkout(request, { lines: [{ lineItemId: 'forged', variantId, quantity: 100, properties: { foil_stamping: 'Yes' } }] });
  if (forged.status === 400) return; // refused: nothing to charge
  expect(forged.status, forged.text).toBe(200);
  const [honestLine] = (await platformCart(request, honest.json.checkoutUrl!)).lines;
  const [forgedLine] = (await platformCart(request, forged.json.checkoutUrl!)).lines;
  expect(attribute(forgedLine!.attributes, 'foil_stamping'), 'the forged extra is not on the order').toBeUndefined();
  expect(attribute(forgedLine!.attributes, '_Item Price'), 'the line is charged as without the extra').toBe(attribute(honestLine!.attributes, '_Item Price'));
});

test('a lot-priced product at a quantity that is not a lot size is refused', async ({ request }) => {
  const variantId = await firstVariant(request, 'roll-labels-by-the-roll');
  const res = await checkout(request, { lines: [{ lineItemId: 'lot', variantId, quantity: 300, properties: {} }] });
  expect(res.status, res.text).toBe(400);
  expect(res.json.lineItemIds, res.text).toContain('lot');
});

test('a product with a minimum order of 50 is refused at quantity 1', async ({ request }) => {
  const variantId = await firstVariant(request, 'kraft-paper-roll-labels');
  const res = await checkout(request, { lines: [{ lineItemId: 'one', variantId, quantity: 1, properties: {} }] });
  expect(res.status, res.text).toBe(400);
  expect(res.json.lineItemIds, res.text).toContain('one');
});

test('with the pricing host down, checkout answers the checkout error and creates no platform cart', async ({ request }) => {
  // A product no other check prices, its file dropped from the data cache so the checkout must ask the host again.
  const handle = 'outdoor-vinyl-die-cut-stickers';
  const file = 'die-cut-outdoor';
  const variantId = await firstVariant(request, handle);
  const marker = `pricing-down-${randomUUID()}`;
  const down = await addFault(request, { prefix: `/pricing/${file}`, status: 503 });
  const carts = await addFault(request, { prefix: '/api/2026-04/graphql.json', delayMs: 1, operation: 'CartCreate', bodyIncludes: marker });
  try {
    const purge = JSON.stringify({ tags: [`pricing:${file}`] });
    const purged = await request.post(`${US}/api/revalidate`.replace('localhost', '127.0.0.1'), {
      data: purge,
      headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', REVALIDATE_SECRET).update(purge).digest('base64') },
    });
    expect(purged.status(), 'signed revalidate of the pricing file').toBe(200);

    const res = await checkout(request, { note: marker, lines: [{ lineItemId: 'p', variantId, quantity: 100, properties: {} }] });
    expect(await down.hits(), 'the checkout asked the (failing) pricing host').toBeGreaterThan(0);
    expect(res.status, res.text).not.toBe(200);
    expect(res.json.message, res.text).toBe(CHECKOUT_ERROR);
    expect(res.json.checkoutUrl ?? null).toBeNull();
    expect(await carts.hits(), 'cartCreate calls carrying this checkout').toBe(0);
  } finally {
    await down.remove();
    await carts.remove();
  }
});

test('an honest order still checks out: 200 with a checkout URL and a signed price on the platform cart', async ({ request }) => {
  const variantId = await firstVariant(request, 'kraft-paper-roll-labels');
  const lines: Line[] = [{ lineItemId: 'ok', variantId, quantity: 100, properties: {} }];
  const res = await checkout(request, { lines });
  expect(res.status, res.text).toBe(200);
  expect(res.json.checkoutUrl).toMatch(new RegExp(`^http://checkout\\.localhost:${EMULATOR_PORT}/cart/c/[^?]+\\?key=`));
  const cart = await platformCart(request, res.json.checkoutUrl!);
  expect(cart.lines.map((l) => l.merchandiseId)).toEqual([variantId]);
  expect(Number(attribute(cart.lines[0]!.attributes, '_Item Price'))).toBeGreaterThan(0);
  expect(attribute(cart.lines[0]!.attributes, '_Item Price Signature')).toBeTruthy();
});

/**
 * A designed line's files must live on the design service or the image host
 * (lib/services/designer/artwork-urls.ts: the emulator's origin in these tests), its
 * state must be an id: anything else is a 400 naming the line, never a 5xx
 * and never a platform cart. Sent from their own client address, so these
 * requests do not spend the checkout rate limit of the other tests.
 */
test.describe('design properties', () => {
  const DESIGN = {
    print_ready_image: `${EMULATOR}/designer/files/print.pdf`,
    customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
    thumbnail: `${EMULATOR.replace('127.0.0.1', 'localhost')}/designer/files/thumb.png`,
    low_dpi: 'false',
  };
  const emulatorHost = new URL(EMULATOR).host.replace('127.0.0.1', 'localhost');
  const localAddress = uniqueLoopbackIp();
  const post = async (lineItemId: string, variantId: string, properties: Record<string, string>) => {
    const res = await answer(jsonRequest('POST', HOST.us, '/api/checkout', { lines: [{ lineItemId, variantId, quantity: 100, properties }] }, { localAddress }));
    let json: CheckoutReply = {};
    try {
      json = JSON.parse(res.text) as CheckoutReply;
    } catch {
      // Asserted through the status.
    }
    return { status: res.status, json, text: res.text };
  };

  test('an honest design checks out and reaches the platform cart as line attributes', async ({ request }) => {
    const variantId = await firstVariant(request, 'kraft-paper-roll-labels');
    const res = await post('designed', variantId, DESIGN);
    expect(res.status, res.text).toBe(200);
    const [line] = (await platformCart(request, res.json.checkoutUrl!)).lines;
    // Under hidden keys, for production; the checkout shows the shopper only that the proof was approved.
    for (const [key, value] of Object.entries(DESIGN)) expect(attribute(line!.attributes, platformAttributeKey(key)), key).toBe(value);
    expect(attribute(line!.attributes, 'Artwork')).toBe('Proof approved');
  });

  const refused: [string, Record<string, string>][] = [
    ['a print file on another origin', { ...DESIGN, print_ready_image: 'https://evil.example.com/print.pdf' }],
    ['a thumbnail on another port of the same host', { ...DESIGN, thumbnail: `http://localhost:${APP_PORT + 1}/thumb.png` }],
    ['a javascript: thumbnail', { ...DESIGN, thumbnail: 'javascript:alert(document.cookie)' }],
    ['a data: print file', { ...DESIGN, print_ready_image: 'data:application/pdf;base64,JVBERi0=' }],
    ['a host that starts like the allowed one', { ...DESIGN, print_ready_image: `http://${emulatorHost}.evil.com/print.pdf` }],
    ['the allowed host after @ in the path', { ...DESIGN, print_ready_image: `http://evil.com/@${emulatorHost}/print.pdf` }],
    ['the allowed host as userinfo', { ...DESIGN, thumbnail: `http://${emulatorHost}@evil.com/thumb.png` }],
    ['userinfo before the allowed host', { ...DESIGN, thumbnail: `http://user:pass@${emulatorHost}/thumb.png` }],
    ['a backslash before the allowed host', { ...DESIGN, thumbnail: `http://evil.com\\@${emulatorHost}/thumb.png` }],
    ['a newline inside the URL', { ...DESIGN, print_ready_image: `http://${emulatorHost}/print\n.pdf` }],
    ['an overlong print file URL on the allowed origin', { ...DESIGN, print_ready_image: `http://${emulatorHost}/${'a'.repeat(5000)}.pdf` }],
    ['an overlong state', { ...DESIGN, customer_canvas_state: 'a'.repeat(100_000) }],
    ['a state that is not an id', { ...DESIGN, customer_canvas_state: '<script>alert(1)</script>' }],
    ['a print file without its state', { print_ready_image: DESIGN.print_ready_image, thumbnail: DESIGN.thumbnail }],
    ['low_dpi that is not true or false', { ...DESIGN, low_dpi: '1' }],
  ];
  for (const [name, properties] of refused) {
    test(`${name} is refused with 400 naming the line`, async ({ request }) => {
      const variantId = await firstVariant(request, 'kraft-paper-roll-labels');
      const res = await post('bad-design', variantId, properties);
      expect(res.status, res.text).toBe(400);
      expect(res.json.error, res.text).toBe('invalid');
      expect(res.json.lineItemIds, res.text).toEqual(['bad-design']);
      expect(res.json.message ?? '', 'the message names the product, not the value').toMatch(/^[^:]+: /);
      expect(res.text).not.toContain('evil.com');
      expect(res.json.checkoutUrl ?? null).toBeNull();
    });
  }
});

/**
 * The price signature covers what is made, not only what is charged: a price
 * signed for a small plain line, put on a cart line with a bigger custom size,
 * an extra or another design file through the platform's own Storefront API,
 * must leave the checkout unable to verify it (no order can be placed).
 * And the checkout never hands out a URL for a cart the platform would not
 * charge as priced: more than the stock, or the same item on two lines.
 * From their own client address, like the design tests.
 */
test.describe('signed prices and the platform cart', () => {
  const localAddress = uniqueLoopbackIp();
  const post = async (body: unknown) => {
    const res = await answer(jsonRequest('POST', HOST.us, '/api/checkout', body, { localAddress }));
    let json: CheckoutReply & { lineIssues?: unknown[] } = {};
    try {
      json = JSON.parse(res.text) as CheckoutReply & { lineIssues?: unknown[] };
    } catch {
      // Asserted through the status.
    }
    return { status: res.status, json, text: res.text };
  };
  const UNVERIFIED = 'The prices in this cart could not be verified.';

  /** A cart made straight on the platform with this line, its checkout page and (unless `place` is false) an attempt to order. */
  async function replayOnPlatform(request: APIRequestContext, line: { merchandiseId: string; quantity: number; attributes: { key: string; value: string }[] }, place = true) {
    const made = await storefront<{ cartCreate: { cart: { checkoutUrl: string }; userErrors: unknown[] } }>(
      request,
      'mutation C($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }',
      { input: { lines: [line], attributes: [{ key: '_currency', value: 'USD' }] } },
    );
    expect(made.cartCreate.userErrors).toEqual([]);
    const url = new URL(made.cartCreate.cart.checkoutUrl);
    const page = await request.get(`${EMULATOR}${url.pathname}${url.search}&locale=en`);
    const order = place
      ? await request.post(`${EMULATOR}${url.pathname}/orders${url.search}&locale=en`, {
          form: { email: 'replay@example.com', name: 'Replay', address1: '1 Main St', city: 'Springfield', province: 'IL', zip: '62701', country: 'US' },
        })
      : null;
    return { page: await page.text(), orderStatus: order?.status() ?? null };
  }

  test('a price signed for a 2" x 2" line, replayed on a bigger custom size, an extra or another design, is refused as unverified', async ({ request }) => {
    const variantId = await firstVariant(request, 'custom-roll-labels');
    const signed = await post({ lines: [{ lineItemId: 'small', variantId, quantity: 100, properties: {} }] });
    expect(signed.status, signed.text).toBe(200);
    const [small] = (await platformCart(request, signed.json.checkoutUrl!)).lines;
    const price = small!.attributes.filter((a) => a.key === '_Item Price' || a.key === '_Item Price Signature');
    expect(price.map((a) => a.key)).toEqual(['_Item Price', '_Item Price Signature']);
    const described = small!.attributes.filter((a) => !price.includes(a));

    // The signed line as it was signed (attributes in another order): the checkout verifies it and takes the order.
    const honest = await replayOnPlatform(request, { merchandiseId: variantId, quantity: 100, attributes: [...price, ...described.reverse()] }, false);
    expect(honest.page).not.toContain(UNVERIFIED);
    expect(honest.page).toContain('Place order');

    const design = {
      print_ready_image: `${EMULATOR}/designer/files/other-print.pdf`,
      customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
      thumbnail: `${EMULATOR}/designer/files/other-thumb.png`,
      low_dpi: 'false',
    };
    const replays: [string, Record<string, string>][] = [
      ['a 4" x 4" custom size with overlamination', { customWidth: '4', customHeight: '4', overlamination: 'Yes' }],
      ['another design file', design],
      ['another size', { Size: '4" x 6"' }],
    ];
    // Under the hidden keys the storefront sends (`_customWidth`) and under the bare ones older lines carried.
    const forms: [string, (key: string) => string][] = [['hidden keys', platformAttributeKey], ['bare keys', (key) => key]];
    for (const [name, properties] of replays.flatMap(([what, props]) => forms.map(([form, keyOf]) => [
      `${what} (${form})`,
      Object.fromEntries(Object.entries(props).map(([key, value]) => [keyOf(key), value])),
    ] as [string, Record<string, string>]))) {
      const attributes = [
        ...described.filter((a) => !(a.key in properties)),
        ...Object.entries(properties).map(([key, value]) => ({ key, value })),
        ...price,
      ];
      const replay = await replayOnPlatform(request, { merchandiseId: variantId, quantity: 100, attributes });
      expect.soft(replay.page, name).toContain(UNVERIFIED);
      expect.soft(replay.page, name).not.toContain('Place order');
      expect.soft(replay.orderStatus, `${name}: placing the order`).toBe(409);
    }
  });

  test('more than the stock: 409 naming the line with what is left, and no checkout URL', async ({ request }) => {
    const variantId = await firstVariant(request, 'kraft-paper-roll-labels');
    const res = await post({ lines: [{ lineItemId: 'many', variantId, quantity: 30_000, properties: {} }] });
    expect(res.status, res.text).toBe(409);
    expect(res.json.error, res.text).toBe('adjust');
    expect(res.json.lineItemIds).toEqual(['many']);
    expect(res.json.lineIssues).toEqual([{ lineItemId: 'many', issue: 'stock', available: 25_000 }]);
    expect(res.json.checkoutUrl ?? null).toBeNull();
  });

  test('the same item on two lines: 409 naming both, and no checkout URL', async ({ request }) => {
    const variantId = await firstVariant(request, 'kraft-paper-roll-labels');
    const line = { variantId, quantity: 100, properties: {} };
    const res = await post({ lines: [{ lineItemId: 'one', ...line }, { lineItemId: 'two', ...line }] });
    expect(res.status, res.text).toBe(409);
    expect(res.json.error, res.text).toBe('adjust');
    expect(res.json.lineIssues).toEqual([{ lineItemId: 'one', issue: 'duplicate' }, { lineItemId: 'two', issue: 'duplicate' }]);
    expect(res.json.checkoutUrl ?? null).toBeNull();
  });
});
