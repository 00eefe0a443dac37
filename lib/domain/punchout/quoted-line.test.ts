/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { memoryStore } from '../../ground/kv/memory';
import { QuotedLines, type QuotedLine } from './quoted-line';

const LINE: QuotedLine = {
  buyer: 'acme-ariba',
  tenant: 'us',
  currency: 'USD',
  variantId: 'gid://shopify/ProductVariant/7',
  sku: 'RL-2X2',
  quantity: 1000,
  total: 14599,
  unitPrice: '0.14599',
  title: 'Roll Labels - 2" x 2"',
  product: 'Roll Labels',
  vendor: 'PrintCo',
  handle: 'roll-labels',
  attributes: [{ key: '_Item Price', value: '145.99' }],
};

describe('quoted lines', () => {
  it('keeps a line under a short signed reference that fits OCI’s 40 characters', async () => {
    const quotes = new QuotedLines('a-secret-for-quotes', memoryStore());
    const reference = await quotes.save(LINE);
    expect(reference).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{16}$/);
    expect(reference.length).toBeLessThanOrEqual(40);
    expect(await quotes.read(reference)).toEqual(LINE);
  });

  it('refuses a made-up, altered or foreign reference without trusting the store', async () => {
    const records = memoryStore();
    const quotes = new QuotedLines('a-secret-for-quotes', records);
    const reference = await quotes.save(LINE);
    const [id, mac] = reference.split('.') as [string, string];
    expect(await quotes.read(`${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await quotes.read(`AAAAAAAAAAAAAAAA.${mac}`)).toBeNull();
    expect(await new QuotedLines('another-secret-here', records).read(reference)).toBeNull();
    for (const junk of [null, '', 'x', `${reference}x`, '<xml/>']) expect(await quotes.read(junk)).toBeNull();
  });

  it('reads a corrupt record as absent', async () => {
    const records = memoryStore();
    const quotes = new QuotedLines('a-secret-for-quotes', records);
    const reference = await quotes.save(LINE);
    await records.set(reference.split('.')[0]!, '{"buyer":1}', 60_000);
    expect(await quotes.read(reference)).toBeNull();
  });
});
