/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminApiError } from './client';
import { placeDraftOrder, type DraftOrderInput } from './draft-order';

let server: Server;
let store: string;
let received: { url: string; token: string | undefined; body: { query: string; variables: Record<string, unknown>; operationName: string } }[];
let reply: (operation: string) => [number, unknown];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(text);
      received.push({ url: req.url ?? '', token: req.headers['x-shopify-access-token'] as string | undefined, body });
      const [status, json] = reply(body.operationName);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  store = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));
beforeEach(() => {
  received = [];
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const total = { shopMoney: { amount: '145.99', currencyCode: 'USD' } };
  reply = (operation) =>
    operation === 'DraftOrderCreate'
      ? [200, { data: { draftOrderCreate: { draftOrder: { id: 'gid://shopify/DraftOrder/5', name: '#D5', totalPriceSet: total }, userErrors: [] } } }]
      : [200, { data: { draftOrderComplete: { draftOrder: { id: 'gid://shopify/DraftOrder/5', status: 'COMPLETED', order: { id: 'gid://shopify/Order/9', name: '#1009', totalPriceSet: total } }, userErrors: [] } } }];
});
afterEach(() => jest.restoreAllMocks());

const cfg = (token: string | undefined = 'admin-token') => ({ SHOPIFY_STORE_URL: store, SHOPIFY_API_VERSION: '2026-04', SHOPIFY_ADMIN_TOKEN: token, UPSTREAM_TIMEOUT_MS: 2000 });
const INPUT: DraftOrderInput = {
  lineItems: [{ variantId: 'gid://shopify/ProductVariant/7', quantity: 1000, customAttributes: [], priceOverride: { amount: '0.14599', currencyCode: 'USD' } }],
  poNumber: 'PO-1',
  tags: ['punchout'],
  presentmentCurrencyCode: 'USD',
};

describe('placeDraftOrder', () => {
  it('creates the draft order and completes it as payment pending, with the token in its header', async () => {
    expect(await placeDraftOrder(cfg(), INPUT)).toEqual({ id: 'gid://shopify/Order/9', name: '#1009', total: { amount: '145.99', currencyCode: 'USD' } });
    expect(received.map((r) => [r.url, r.token, r.body.operationName])).toEqual([
      ['/admin/api/2026-04/graphql.json', 'admin-token', 'DraftOrderCreate'],
      ['/admin/api/2026-04/graphql.json', 'admin-token', 'DraftOrderComplete'],
    ]);
    expect(received[0]!.body.variables).toEqual({ input: INPUT });
    expect(received[1]!.body.query).toContain('paymentPending: true');
    expect(received[1]!.body.variables).toEqual({ id: 'gid://shopify/DraftOrder/5' });
  });

  it('says why it failed: no token, a refused token, a user error, a GraphQL error', async () => {
    await expect(placeDraftOrder({ ...cfg(), SHOPIFY_ADMIN_TOKEN: undefined }, INPUT)).rejects.toMatchObject({ kind: 'not-configured' });
    reply = () => [401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }];
    await expect(placeDraftOrder(cfg(), INPUT)).rejects.toMatchObject({ kind: 'refused' });
    reply = () => [200, { data: { draftOrderCreate: { draftOrder: null, userErrors: [{ field: ['lineItems', '0'], message: 'Variant not found' }] } } }];
    await expect(placeDraftOrder(cfg(), INPUT)).rejects.toThrow('DraftOrderCreate: Variant not found');
    reply = () => [200, { errors: [{ message: 'Throttled' }] }];
    await expect(placeDraftOrder(cfg(), INPUT)).rejects.toBeInstanceOf(AdminApiError);
  });
});
