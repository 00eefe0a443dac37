/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { GET as order } from '@/app/api/account/orders/[id]/route';
import { POST as reorder } from '@/app/api/account/reorder/route';
import { CUSTOMER_GID, TOKEN, called, calls, gql, installHarness, pricing, read, request, sessionCookie, pricingHostAnswers, quietLogs } from './account-harness';

/**
 * Orders belong to their customer (order detail and reorder answer 404 for
 * anyone else's, exactly as for an unknown order), and a reorder rebuilds
 * only lines the checkout would accept, priced by a usable pricing file.
 */

installHarness();
const { errorLines } = quietLogs();

const OTHER_TOKEN = 'tok-other-customer-654321';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const summary = (id: number, key: string) => ({ id: `gid://shopify/Order/${id}?key=${key}`, orderNumber: 1000 + id, name: `#${1000 + id}`, lineItems: { nodes: [{ title: 'x' }] } });

/**
 * Two customers: TOKEN owns orders 1..30 (newest first; 30 on the first page
 * of 20, 5 only in the full list), OTHER_TOKEN owns order 99. Any order opens
 * on the platform by id and key, whoever asks.
 */
const OWN = Array.from({ length: 30 }, (_, i) => summary(30 - i, `key${30 - i}`));
let items: unknown[];

beforeEach(() => {
  items = [];
  gql.set('CustomerOrders', (v) => {
    const first = Number(v.first);
    if (v.customerAccessToken === TOKEN) return { customer: { id: CUSTOMER_GID, orders: { pageInfo: { hasNextPage: first < OWN.length }, nodes: OWN.slice(0, first) } } };
    if (v.customerAccessToken === OTHER_TOKEN) return { customer: { id: 'gid://shopify/Customer/78', orders: { pageInfo: { hasNextPage: false }, nodes: [summary(99, 'key99')] } } };
    return { customer: null };
  });
  gql.set('OrderByIdAndKey', (v) => {
    const m = /Order\/(\d+)\?key=(\w+)$/.exec(String(v.id));
    return m && m[2] === `key${m[1]}`
      ? { node: { __typename: 'Order', id: `gid://shopify/Order/${m[1]}?key=${m[2]}`, orderNumber: 1000 + Number(m[1]), name: `#${1000 + Number(m[1])}`, subtotalPrice: money('9'), lineItems: { nodes: items } } }
      : { node: null };
  });
});

const getOrder = async (id: number, key: string, token = TOKEN) =>
  read(await order(request(`/api/account/orders/${id}?key=${key}`, { method: 'GET', cookie: sessionCookie(token) }), params(String(id))));
const postReorder = async (id: number, key: string, token = TOKEN) => read(await reorder(request('/api/account/reorder', { body: { id: String(id), key }, cookie: sessionCookie(token) })));

describe('GET /api/account/orders/{id}: only the signed-in customer’s own orders', () => {
  it('answers the customer’s own order', async () => {
    const reply = await getOrder(30, 'key30');
    expect(reply).toMatchObject({ status: 200, body: { order: { id: '30', key: 'key30', orderNumber: 1030 } } });
    expect(called()).toEqual(['CustomerOrders', 'OrderByIdAndKey']);
    expect(calls()[0]!.body).toMatchObject({ customerAccessToken: TOKEN, first: 20 });
  });

  it('finds an older own order beyond the first page', async () => {
    const reply = await getOrder(5, 'key5');
    expect(reply.status).toBe(200);
    expect(calls().filter((c) => c.target === 'CustomerOrders').map((c) => c.body.first)).toEqual([20, 250]);
  });

  it('answers 404 for another customer’s order, exactly as for an unknown one, without opening it', async () => {
    const theirs = await getOrder(99, 'key99');
    expect(theirs).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(called()).not.toContain('OrderByIdAndKey');
    const unknown = await getOrder(12345, 'nokey');
    expect(unknown.body).toEqual(theirs.body);
    // The owner still reads it.
    expect((await getOrder(99, 'key99', OTHER_TOKEN)).status).toBe(200);
  });

  it('answers 404 for an own order id with another key', async () => {
    expect((await getOrder(30, 'key29')).status).toBe(404);
    expect(called()).not.toContain('OrderByIdAndKey');
  });

  it('answers 401 when the platform refuses the token', async () => {
    const reply = await getOrder(30, 'key30', 'tok-revoked-000000');
    expect(reply.status).toBe(401);
    expect(called()).not.toContain('OrderByIdAndKey');
  });
});

describe('POST /api/account/reorder', () => {
  const variant = (n: number, size: string, price: string) => ({
    id: `gid://shopify/ProductVariant/${n}`,
    title: size,
    sku: `RL-${n}-1`,
    availableForSale: true,
    price: money(price),
    image: null,
    selectedOptions: [{ name: 'Size', value: size }],
  });
  const product = (handle: string, tags: string[], over: Record<string, unknown> = {}) => ({
    id: `gid://shopify/Product/${handle.length}`,
    handle,
    title: handle,
    description: '',
    descriptionHtml: '',
    productType: 'Labels',
    vendor: 'Print Co',
    createdAt: '2025-01-01T00:00:00Z',
    tags,
    images: { nodes: [] },
    variants: { nodes: [variant(1, '2" x 2"', '0.50'), variant(2, '3" x 3"', '0.80')] },
    options: [{ name: 'Size', optionValues: [{ name: '2" x 2"' }, { name: '3" x 3"' }] }],
    ...over,
  });
  const PRODUCTS: Record<string, unknown> = {
    'roll-labels': product('roll-labels', ['$=roll', 'Custom Size', 'OE=Overlamination']),
    overlamination: product('overlamination', ['Optional Extra'], {
      productType: 'Optional Extra',
      variants: { nodes: [{ ...variant(198, 'Default Title', '0.04'), selectedOptions: [{ name: 'Title', value: 'Default Title' }] }] },
      options: [{ name: 'Title', optionValues: [{ name: 'Default Title' }] }],
    }),
  };
  const lineItem = (variantId: number, handle: string, quantity: number, attrs: Record<string, string> = {}) => ({
    title: handle,
    quantity,
    currentQuantity: quantity,
    customAttributes: Object.entries(attrs).map(([key, value]) => ({ key, value })),
    originalTotalPrice: money('1.00'),
    discountedTotalPrice: money('1.00'),
    variant: { id: `gid://shopify/ProductVariant/${variantId}`, sku: null, title: '', availableForSale: true, selectedOptions: [], image: null, product: { id: 'p', title: handle, handle } },
  });
  const FILE = { quantity_breaks: [50, 100], msrp_markup_multiplier: [1.5, 1.4], net_row_1: [0.3, 0.25] };

  beforeEach(() => {
    gql.set('ProductByHandle', (v) => ({ product: PRODUCTS[String(v.handle)] ?? null }));
    gql.set('OptionalExtras', () => ({ products: { nodes: [] } }));
    pricing.set('roll', FILE);
  });

  it('rebuilds the customer’s own order at today’s prices', async () => {
    items = [lineItem(2, 'roll-labels', 100, { customWidth: '2.5', customHeight: '3' })];
    const reply = await postReorder(30, 'key30');
    expect(reply.status).toBe(200);
    expect((reply.body.lines as { properties: Record<string, string>; total: number }[])[0]).toMatchObject({
      total: 3500, // 0.25 × 1.4 × 100, in cents
      properties: { Size: '3" x 3"', customWidth: '2.5', customHeight: '3' },
    });
  });

  // On the default config's design service and image host (lib/services/designer/artwork-urls.ts).
  const DESIGN = {
    print_ready_image: 'http://localhost:4000/designer/files/print.pdf',
    customer_canvas_state: '5f0c2a8e-1b7d-4c1e-9a3f-2d6b8e4f7a10',
    thumbnail: 'http://127.0.0.1:4000/cdn/thumb.png',
    low_dpi: 'true',
  };

  it('keeps the design on the rebuilt cart line', async () => {
    items = [lineItem(1, 'roll-labels', 100, DESIGN)];
    const reply = await postReorder(30, 'key30');
    expect(reply.status).toBe(200);
    expect((reply.body.lines as { properties: Record<string, string> }[])[0]!.properties).toMatchObject({ Size: '2" x 2"', ...DESIGN });
  });

  it('answers 404 for another customer’s order, without reading it or its products', async () => {
    items = [lineItem(2, 'roll-labels', 100)];
    const reply = await postReorder(99, 'key99');
    expect(reply).toMatchObject({ status: 404, body: { error: 'not_found' } });
    // The first page of 20, then the full list (250): never the order itself.
    expect(called()).toEqual(['CustomerOrders', 'CustomerOrders']);
  });

  it('leaves out an Optional Extra line, like a product no longer sold: it is never a line of its own (the checkout refuses one too)', async () => {
    items = [lineItem(1, 'roll-labels', 100), lineItem(198, 'overlamination', 1)];
    const reply = await postReorder(30, 'key30');
    expect(reply).toMatchObject({ status: 200, body: { lines: [expect.objectContaining({ handle: 'roll-labels', quantity: 100 })] } });
    expect((reply.body as { lines: unknown[] }).lines).toHaveLength(1);
  });

  it.each([
    ['a custom size out of range', { customWidth: '1000', customHeight: '1000' }],
    ['a custom size made from a smaller size than it needs', { customWidth: '3', customHeight: '3' }],
    ['an extra the product does not offer', { foil_stamping: 'Yes' }],
    ['a design whose print file is on another host', { ...DESIGN, print_ready_image: 'https://evil.example/print.pdf' }],
    ['a design without its state', { ...DESIGN, customer_canvas_state: '' }],
  ])('refuses (400) %s', async (_name, attrs) => {
    items = [lineItem(1, 'roll-labels', 100, attrs)];
    const reply = await postReorder(30, 'key30');
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', lineItemIds: ['1'] } });
  });

  it.each([
    ['answers 503', () => pricingHostAnswers(503, 'roll')],
    ['has no such file', () => pricing.delete('roll')],
    ['serves an invalid file', () => pricing.set('roll', { ...FILE, net_row_1: [0.3] })],
  ])('refuses (502, logged) when the pricing host %s, instead of the list price', async (_name, arrange) => {
    arrange();
    items = [lineItem(1, 'roll-labels', 1)];
    const reply = await postReorder(30, 'key30');
    expect(reply).toMatchObject({ status: 502, body: { error: 'upstream' } });
    expect(errorLines().some((line) => line.includes('account.reorder.failed') && line.includes('ReorderPricingUnavailable'))).toBe(true);
  });
});
