/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { z } from 'zod';
import { memoryStore } from '../../ground/kv/memory';
import { OnceStore } from '../../ground/kv/once';
import { parseBuyers, type CxmlBuyer } from '../../ground/punchout/buyers';
import type { OrderRequestIn } from '../../services/procurement/cxml-read';
import type { DraftOrderInput, PlacedOrder } from '../../services/shopify/admin/draft-order';
import { canonicalDecimal, placePurchaseOrder, type PurchaseOrderOutcome } from './purchase-order';
import { QuotedLines, type QuotedLine } from './quoted-line';

const parsed = parseBuyers(
  JSON.stringify([
    { id: 'acme', name: 'Acme', protocol: 'cxml', tenant: 'us', returnUrls: ['https://acme.example/po/'],
      cxml: { from: { domain: 'NetworkID', identity: 'A' }, sharedSecret: 'acme-shared-secret-16', to: { domain: 'NetworkID', identity: 'S' } } },
    { id: 'other', name: 'Other', protocol: 'cxml', tenant: 'us', returnUrls: ['https://other.example/po/'],
      cxml: { from: { domain: 'NetworkID', identity: 'O' }, sharedSecret: 'other-shared-secret-16', to: { domain: 'NetworkID', identity: 'S' } } },
  ]),
);
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const [ACME, OTHER] = parsed.buyers as [CxmlBuyer, CxmlBuyer];

const QUOTE: QuotedLine = {
  buyer: 'acme', tenant: 'us', currency: 'USD', variantId: 'gid://shopify/ProductVariant/7', sku: 'RL-2X2', quantity: 1000, total: 14599,
  unitPrice: '0.14599', title: 'Roll Labels - 2" x 2"', product: 'Roll Labels', vendor: 'PrintCo', handle: 'roll-labels', attributes: [{ key: 'Size', value: '2" x 2"' }, { key: '_Item Price', value: '145.99' }],
};

let quotes: QuotedLines;
let place: jest.Mock<Promise<PlacedOrder>, [DraftOrderInput]>;
let orders: OnceStore<PurchaseOrderOutcome>;
let claims: ReturnType<typeof memoryStore>;
let reference: string;

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  quotes = new QuotedLines('quotes-test-secret', memoryStore());
  reference = await quotes.save(QUOTE);
  let n = 0;
  place = jest.fn<Promise<PlacedOrder>, [DraftOrderInput]>(async () => ({ id: `gid://shopify/Order/${++n}`, name: `#${1000 + n}`, total: { amount: '145.99', currencyCode: 'USD' } }));
  orders = new OnceStore<PurchaseOrderOutcome>({ ttlMs: 60_000, runningMs: 1000, shape: z.any(), gaveUp: { kind: 'failed', text: 'x' }, pollMs: 5 });
  claims = memoryStore();
});
afterEach(() => jest.restoreAllMocks());

const request = (over: Partial<OrderRequestIn> = {}, item: Partial<OrderRequestIn['items'][number]> = {}): OrderRequestIn => ({
  orderId: 'PO-1',
  orderDate: '2026-11-28T10:00:00Z',
  total: { amount: '145.99', currency: 'USD' },
  shipTo: { name: 'Acme Corp', deliverTo: ['Jane Buyer'], street: ['1 Main St', 'Floor 2'], city: 'Springfield', state: 'IL', postalCode: '62701', countryCode: 'US', email: null, phone: null },
  billTo: null,
  email: 'jane@acme.example',
  comments: null,
  items: [{ lineNumber: 1, quantity: '1000', supplierPartId: 'RL-2X2', auxiliaryId: reference, unitPrice: { amount: '0.14599', currency: 'USD' }, description: 'Roll Labels', ...item }],
  ...over,
});
const run = (req: OrderRequestIn, buyer: CxmlBuyer = ACME, tenant = 'us') => placePurchaseOrder(buyer, tenant, req, { quotes, place, orders, claims });

describe('placePurchaseOrder', () => {
  it('places the quoted lines as a draft order completed on payment terms, from our quote, not the buyer’s text', async () => {
    expect(await run(request())).toEqual({ kind: 'placed', order: { id: 'gid://shopify/Order/1', name: '#1001', total: { amount: '145.99', currencyCode: 'USD' } } });
    expect(place).toHaveBeenCalledWith({
      lineItems: [{ variantId: QUOTE.variantId, quantity: 1000, customAttributes: QUOTE.attributes, priceOverride: { amount: '0.14599', currencyCode: 'USD' } }],
      poNumber: 'PO-1',
      email: 'jane@acme.example',
      note: 'Purchase order PO-1 from Acme (punchout).',
      tags: ['punchout', 'punchout-buyer:acme'],
      presentmentCurrencyCode: 'USD',
      shippingAddress: { firstName: 'Jane', lastName: 'Buyer', company: 'Acme Corp', address1: '1 Main St', address2: 'Floor 2', city: 'Springfield', provinceCode: 'IL', countryCode: 'US', zip: '62701' },
    });
  });

  it('makes one order for the same orderID sent twice, even at once', async () => {
    const [a, b] = await Promise.all([run(request()), run(request())]);
    expect(a).toEqual(b);
    expect(await run(request())).toEqual(a);
    expect(place).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Partial<OrderRequestIn['items'][number]>, RegExp]>([
    ['a changed quantity', { quantity: '2000' }, /Line 1: the quantity 2000 is not the quoted 1000/],
    ['a changed unit price', { unitPrice: { amount: '0.10', currency: 'USD' } }, /Line 1: the unit price 0.10 USD is not the quoted 0.14599 USD/],
    ['another currency', { unitPrice: { amount: '0.14599', currency: 'EUR' } }, /unit price 0.14599 EUR/],
    ['no unit price', { unitPrice: null }, /unit price none/],
    ['another part', { supplierPartId: 'RL-3X3' }, /the part RL-3X3 is not the quoted RL-2X2/],
    ['a made-up reference', { auxiliaryId: 'AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAA' }, /not an item we quoted to you/],
    ['no reference', { auxiliaryId: null }, /not an item we quoted to you/],
  ])('refuses %s (400), placing nothing', async (_what, item, text) => {
    const outcome = await run(request({}, item));
    expect(outcome).toMatchObject({ kind: 'refused', status: 400 });
    expect((outcome as { text: string }).text).toMatch(text);
    expect(place).not.toHaveBeenCalled();
  });

  it('accepts the same numbers written differently', async () => {
    expect(await run(request({ total: { amount: '145.990', currency: 'USD' } }, { quantity: '1000.0', unitPrice: { amount: '0.145990', currency: 'USD' } }))).toMatchObject({ kind: 'placed' });
    expect(canonicalDecimal('007.500')).toBe('7.5');
    expect(canonicalDecimal('-1')).toBeNull();
  });

  it('refuses a changed total, a line twice, no lines, another buyer’s or another store’s quote', async () => {
    expect(await run(request({ total: { amount: '100.00', currency: 'USD' } }))).toMatchObject({ kind: 'refused', text: expect.stringMatching(/order total 100.00 USD is not the quoted 145.99 USD/) });
    const line = request().items[0]!;
    expect(await run(request({ items: [line, { ...line, lineNumber: 2 }] }))).toMatchObject({ kind: 'refused', text: 'Line 2: the same quoted item appears twice.' });
    expect(await run(request({ items: [] }))).toMatchObject({ kind: 'refused', text: 'The order has no lines.' });
    expect(await run(request({ orderId: 'PO-X' }), OTHER)).toMatchObject({ kind: 'refused', status: 400 });
    expect(await run(request({ orderId: 'PO-Y' }), ACME, 'fr')).toMatchObject({ kind: 'refused', status: 400 });
    expect(place).not.toHaveBeenCalled();
  });

  it('orders a quote once: another purchase order naming it is a replay (409)', async () => {
    await run(request());
    expect(await run(request({ orderId: 'PO-2' }))).toEqual({ kind: 'refused', status: 409, text: 'An item of this order was already ordered on purchase order PO-1.' });
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('lets the buyer’s system send again after the platform failed, placing one order', async () => {
    place.mockRejectedValueOnce(new Error('Admin API down'));
    expect(await run(request())).toMatchObject({ kind: 'failed' });
    expect(await run(request())).toMatchObject({ kind: 'placed' });
    expect(place).toHaveBeenCalledTimes(2);
  });
});
