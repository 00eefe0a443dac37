/** @jest-environment node */
jest.mock('server-only', () => ({}));
// The data cache is Next's; here each read runs straight through.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((fn: unknown) => fn) }));

import { POST as share } from '@/app/api/design/share/route';
import { POST as approve } from '@/app/api/design/share/approve/route';
import { GET as approvals } from '@/app/api/design/share/approvals/route';
import { proofApprovalsContract, proofApproveContract, proofShareContract } from '@/lib/edge/api/contracts/proof-share';
import { proofShareSecret, proofShareStore, readShare } from '@/lib/domain/design/proof-share';
import { signShareToken } from '@/lib/domain/design/proof-share-token';
import { storefrontProduct, storefrontStandIn } from '@/tests/fixtures/storefront-product';
import { expectFailure, expectReply } from './contract-expect';

const stand = storefrontStandIn();
let logs: jest.SpyInstance[];

const PROOF = 'http://127.0.0.1:4000/designer/proofs/abc.png';
const variant = (id: string, size: string, price: string) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  sku: 'RL-1',
  availableForSale: true,
  price: { amount: price, currencyCode: 'USD' },
  selectedOptions: [{ name: 'Size', value: size }],
});
const labels = storefrontProduct('labels', {
  title: 'Custom Roll Labels',
  options: [{ name: 'Size', optionValues: [{ name: '2" x 2"' }, { name: '3" x 3"' }] }],
  variants: { nodes: [variant('1', '2" x 2"', '0.50'), variant('2', '3" x 3"', '0.80')] },
});

beforeEach(() => {
  stand.operations.ProductByHandle = (v) => ({ product: v.handle === 'labels' || v.handle === 'r-acme-labels' ? labels : null });
  stand.operations.OptionalExtras = () => ({ products: { nodes: [] } });
  stand.operations.MarketRates = () => ({ shop: { metafield: { value: '{"CA":{"currency":"CAD","rate":"1.023"}}' } } });
  stand.operations.ProductById = () => ({ product: labels });
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));

const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown, { host = 'localhost:3000', origin = `http://${host}` }: { host?: string; origin?: string | null } = {}) =>
  handler(
    new Request(`http://${host}${path}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const valid = { handle: 'labels', size: '3" x 3"', quantity: 100, proof: PROOF, allowApproval: true, projectName: 'Spring', ref: 'state-1' };
const tokenOf = (url: string) => decodeURIComponent(/^\/proof\/([^?]+)\?lang=(en|fr)$/.exec(url)![1]!);

describe('POST /api/design/share', () => {
  it('stores the proof with the price the server computes, never the one sent, and answers a signed link', async () => {
    const reply = await expectReply(proofShareContract, await post(share, '/api/design/share', { ...valid, total: 1, productTitle: 'Free stuff' }));
    expect(reply.url).toMatch(/^\/proof\/[A-Za-z0-9_.-]+\?lang=en$/);
    const token = tokenOf(reply.url);
    const id = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).i as string;
    const stored = await readShare(proofShareStore(), id, 'us');
    // 100 × 0.80 USD, read from the store.
    expect(stored).toMatchObject({ productTitle: 'Custom Roll Labels', size: '3" x 3"', quantity: 100, total: 8000, proof: PROOF, allowApproval: true, approval: null });
    expect(await readShare(proofShareStore(), id, 'r-acme')).toBeNull();
  });

  it('prices only the extras the product offers: one it does not offer adds nothing', async () => {
    const reply = await expectReply(proofShareContract, await post(share, '/api/design/share', { ...valid, extras: ['overlamination'] }));
    const id = JSON.parse(Buffer.from(tokenOf(reply.url).split('.')[0]!, 'base64url').toString()).i as string;
    expect(await readShare(proofShareStore(), id, 'us')).toMatchObject({ total: 8000 });
  });

  it.each([
    ['a proof on another host', { ...valid, proof: 'https://evil.example/proof.png' }, 'proof and thumbnail must be images from the design service or our image host.'],
    ['a proof with userinfo', { ...valid, proof: 'http://127.0.0.1:4000@evil.example/proof.png' }, 'proof and thumbnail must be images from the design service or our image host.'],
    ['a thumbnail as a data URL', { ...valid, thumbnail: 'data:image/png;base64,AAAA' }, 'proof and thumbnail must be images from the design service or our image host.'],
    ['no handle', { ...valid, handle: undefined }, 'handle is required'],
    ['a quantity of 0', { ...valid, quantity: 0 }, 'quantity must be at least 1'],
    ['no approval choice', { ...valid, allowApproval: undefined }, 'allowApproval must be true or false'],
    ['a variant id that is not one', { ...valid, variantId: 'gid://shopify/Customer/1' }, 'variantId must be a product variant id'],
    ['an extra that is not one', { ...valid, extras: ['gold-leaf'] }, 'extras must name optional extras'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await post(share, '/api/design/share', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', message });
  });

  it('answers 400 for a body that is not JSON and 413 for one too large', async () => {
    await expectFailure(proofShareContract, await post(share, '/api/design/share', '{not json'), 400, 'invalid');
    await expectFailure(proofShareContract, await post(share, '/api/design/share', { ...valid, projectName: 'x'.repeat(70_000) }), 413, 'invalid');
  });

  it('answers 404 for a product the store does not have, 403 from another origin', async () => {
    await expectFailure(proofShareContract, await post(share, '/api/design/share', { ...valid, handle: 'nothing' }), 404, 'not_found');
    await expectFailure(proofShareContract, await post(share, '/api/design/share', valid, { origin: 'https://evil.example' }), 403, 'forbidden');
  });

  it('answers 502 (never 500) when the store cannot be reached', async () => {
    stand.fetch.mockRejectedValue(new TypeError('fetch failed'));
    await expectFailure(proofShareContract, await post(share, '/api/design/share', { ...valid, handle: 'labels-down' }), 502, 'upstream');
  });
});

describe('POST /api/design/share/approve', () => {
  const shared = async (body: Partial<typeof valid> = {}) => tokenOf((await expectReply(proofShareContract, await post(share, '/api/design/share', { ...valid, ...body }))).url);

  it('records the approval once: a second approval answers the first', async () => {
    const token = await shared();
    const first = await expectReply(proofApproveContract, await post(approve, '/api/design/share/approve', { token, name: 'Sam', comment: 'Looks great' }));
    const again = await expectReply(proofApproveContract, await post(approve, '/api/design/share/approve', { token }));
    expect(again.approvedAt).toBe(first.approvedAt);
  });

  it('refuses a tampered token, another site, another origin and a share without approval', async () => {
    const token = await shared();
    const [body, mac] = token.split('.') as [string, string];
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', { token: `${body}.${mac.slice(0, -2)}AA` }), 404, 'not_found');
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', { token }, { host: 'acme.resellers.localhost:3000' }), 404, 'not_found');
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', { token }, { origin: 'https://evil.example' }), 403, 'forbidden');
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', { token: await shared({ allowApproval: false } as never) }), 409, 'not_allowed');
  });

  it('answers 410 for an expired link and 400 for a bad body', async () => {
    const expired = signShareToken({ id: 'abcdefghijklmnopqrstuvwx', tenantKey: 'us', expiresAt: Date.now() - 1 }, proofShareSecret());
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', { token: expired }), 410, 'expired');
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', { token: 'x', comment: 'y'.repeat(501) }), 400, 'invalid');
    await expectFailure(proofApproveContract, await post(approve, '/api/design/share/approve', {}), 400, 'invalid');
  });
});

describe('GET /api/design/share/approvals', () => {
  it('answers no shares to a browser with no design user', async () => {
    const reply = await expectReply(proofApprovalsContract, await approvals(new Request('http://localhost:3000/api/design/share/approvals', { headers: { host: 'localhost:3000' } })));
    expect(reply).toEqual({ shares: [] });
  });
});

describe('POST /api/design/share/link', () => {
  it('files nothing for a browser with no design user, and refuses another origin', async () => {
    const { POST: link } = await import('@/app/api/design/share/link/route');
    const { proofShareLinkContract } = await import('@/lib/edge/api/contracts/proof-share');
    expect(await expectReply(proofShareLinkContract, await post(link, '/api/design/share/link', { from: 'state-1', to: 'state-2' }))).toEqual({ linked: false });
    await expectFailure(proofShareLinkContract, await post(link, '/api/design/share/link', { from: 'state-1', to: 'state-2' }, { origin: 'https://evil.example' }), 403, 'forbidden');
    await expectFailure(proofShareLinkContract, await post(link, '/api/design/share/link', { from: '', to: 'state-2' }), 400, 'invalid');
  });
});
