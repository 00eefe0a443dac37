/** @jest-environment node */
jest.mock('server-only', () => ({}));

import type { PricedLine, PriceLinesOutcome } from '../checkout/price-lines';
import type { CheckoutVariant } from '../checkout/reprice';
import { checkoutLineSchema } from '../../edge/api/contracts/checkout';
import { parseBuyers, type Buyer } from '../../ground/punchout/buyers';
import { memoryStore } from '../../ground/kv/memory';
import { HANDOFF_MEMORY_MS, handOff, hashedSid, HandoffStore, orderKey, type HandoffDeps, type HandoffOutcome } from './handoff';
import type { PunchoutOrder } from './order';
import type { PostOrderOutcome } from './post-order';
import type { PunchoutSession } from './session';
import type { TransferForm } from './transfer-form';

const parsed = parseBuyers(
  JSON.stringify([
    { id: 'acme-json', name: 'Acme', protocol: 'json', tenant: 'us', returnUrls: ['https://acme.punchoutconnect.net/gateway/return/'], json: { secret: 'a-json-gateway-secret-16' } },
    { id: 'acme-cxml', name: 'Acme', protocol: 'cxml', tenant: 'us', returnUrls: ['https://acme.ariba.example/punchout/'],
      cxml: { from: { domain: 'NetworkID', identity: 'AN1' }, sharedSecret: 'a-cxml-shared-secret-16', to: { domain: 'NetworkID', identity: 'AN2' } } },
  ]),
);
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const [JSON_BUYER, CXML_BUYER] = parsed.buyers as [Buyer, Buyer];
const RETURN = 'https://acme.punchoutconnect.net/gateway/return/s-1?token=sekret&buyer=jane@example.com';
const session = (over: Partial<PunchoutSession> = {}): PunchoutSession => ({ sid: 'sid-abcdefghijklmnop', buyer: 'acme-json', returnUrl: RETURN, startedAt: 0, ...over });
const FORM: TransferForm = { action: 'https://acme.ariba.example/punchout/return/1', target: null, fields: [['cxml-urlencoded', '<cXML/>']] };
const LINE = checkoutLineSchema.parse({ lineItemId: 'l1', variantId: 'gid://shopify/ProductVariant/7', quantity: 100, properties: { Size: '2" x 2"' } });

const VARIANT: CheckoutVariant = {
  id: 'gid://shopify/ProductVariant/7', title: '2" x 2"', sku: 'S', price: 50, availableForSale: true, selectedOptions: [{ name: 'Size', value: '2" x 2"' }],
  product: { id: 'gid://shopify/Product/3', handle: 'labels', title: 'Labels', productType: 'Labels', vendor: 'PrintCo', tags: [], options: [], variants: [] },
};
const PRICED: PricedLine = { lineItemId: 'l1', merchandiseId: VARIANT.id, quantity: 100, total: 4800, properties: { Size: '2" x 2"' }, variant: VARIANT, itemPrice: '48.00', signature: 'abc', notes: [] };

let info: jest.SpyInstance;
let price: jest.Mock<Promise<PriceLinesOutcome>, [readonly unknown[]]>;
let post: jest.Mock<Promise<PostOrderOutcome>, [URL, PunchoutOrder, string]>;
let transfer: jest.Mock<Promise<TransferForm>, [readonly PricedLine[]]>;
let store: HandoffStore;

beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  price = jest.fn<Promise<PriceLinesOutcome>, [readonly unknown[]]>(async () => ({ kind: 'ok', lines: [PRICED] }));
  post = jest.fn<Promise<PostOrderOutcome>, [URL, PunchoutOrder, string]>(async () => ({ kind: 'ok', status: 200, redirectUrl: 'https://acme.punchoutconnect.net/cart/s-1' }));
  transfer = jest.fn<Promise<TransferForm>, [readonly PricedLine[]]>(async () => FORM);
  store = new HandoffStore();
});
afterEach(() => jest.restoreAllMocks());

const deps = (over: Partial<HandoffDeps> = {}): HandoffDeps => ({ buyer: JSON_BUYER, tenantKey: 'us', price, post, transfer, store, ...over });
const run = (over: { session?: PunchoutSession | null; attemptId?: string } = {}, d: HandoffDeps = deps()) =>
  handOff({ session: over.session === undefined ? session() : over.session, attemptId: over.attemptId ?? 'attempt-0001', line: LINE }, d);
const logLines = () => info.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((l) => l.event === 'punchout.handoff');

describe('handOff: the buyer and its return URL come first', () => {
  it('answers no-return-url without a session, before pricing or sending anything', async () => {
    expect(await run({ session: null })).toEqual({ kind: 'no-return-url' });
    expect(price).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['another host', 'https://evil.example/return'],
    ['the buyer’s host off its path prefix', 'https://acme.punchoutconnect.net/__emulator/customers/x/expire-tokens'],
    ['a dot-segment walk out of the prefix', 'https://acme.punchoutconnect.net/gateway/return/../../admin'],
    ['an encoded slash', 'https://acme.punchoutconnect.net/gateway/return/..%2F..%2Fadmin'],
    ['plain http to the buyer’s host', 'http://acme.punchoutconnect.net/gateway/return/s-1'],
    ['another port', 'https://acme.punchoutconnect.net:8443/gateway/return/s-1'],
    ['an IP literal', 'https://169.254.169.254/latest'],
    ['not a URL', 'javascript:alert(1)'],
  ])('answers not-allowed for %s, before pricing or sending anything', async (_what, returnUrl) => {
    expect(await run({ session: session({ returnUrl }) })).toEqual({ kind: 'not-allowed' });
    expect(price).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<HandoffDeps>, Partial<PunchoutSession>]>([
    ['a buyer no longer configured', { buyer: null }, {}],
    ['a buyer of another tenant', { tenantKey: 'fr' }, {}],
    ['a session naming another buyer than the one configured', {}, { buyer: 'someone-else' }],
  ])('answers not-allowed for %s', async (_what, over, sessionOver) => {
    expect(await run({ session: session(sessionOver) }, deps(over))).toEqual({ kind: 'not-allowed' });
    expect(price).not.toHaveBeenCalled();
  });

  it('refuses to change a cart opened for inspection', async () => {
    const inspect = session({ buyer: 'acme-cxml', returnUrl: 'https://acme.ariba.example/punchout/return/1', operation: 'inspect' });
    expect(await run({ session: inspect }, deps({ buyer: CXML_BUYER }))).toEqual({ kind: 'inspect-only' });
    expect(price).not.toHaveBeenCalled();
  });
});

describe('handOff: cXML and OCI buyers get a form, our server sends nothing', () => {
  it('prices the line and answers the transfer form built from it, once per attempt', async () => {
    const cxml = session({ buyer: 'acme-cxml', returnUrl: 'https://acme.ariba.example/punchout/return/1', buyerCookie: 'c1' });
    expect(await run({ session: cxml }, deps({ buyer: CXML_BUYER }))).toEqual({ kind: 'form', form: FORM });
    expect(await run({ session: cxml }, deps({ buyer: CXML_BUYER }))).toEqual({ kind: 'form', form: FORM });
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer).toHaveBeenCalledWith([PRICED]);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('handOff: the line', () => {
  it('prices the line as the checkout does and sends its order to the return URL, answering the redirect', async () => {
    expect(await run()).toEqual({ kind: 'ok', redirectUrl: 'https://acme.punchoutconnect.net/cart/s-1' });
    expect(price).toHaveBeenCalledWith([LINE]);
    const [target, order] = post.mock.calls[0]!;
    expect(target.href).toBe(RETURN);
    expect(order.order.line_items).toEqual([expect.objectContaining({ variant_id: 7, product_id: 3, quantity: 100, price: '0.48', vendor: 'PrintCo' })]);
  });

  it.each<[string, PriceLinesOutcome, HandoffOutcome]>([
    ['invalid', { kind: 'invalid', message: 'Labels: minimum order quantity is 50.', lineItemIds: ['l1'] }, { kind: 'invalid', message: 'Labels: minimum order quantity is 50.' }],
    ['unavailable', { kind: 'unavailable', lineItemIds: ['l1'] }, { kind: 'unavailable' }],
    ['a pricing file that cannot be used', { kind: 'pricing' }, { kind: 'error' }],
  ])('sends nothing for a line that is %s', async (_what, outcome, expected) => {
    price.mockResolvedValue(outcome);
    expect(await run()).toEqual(expected);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends nothing when the platform cannot be reached to price the line', async () => {
    price.mockRejectedValue(new Error('Storefront down'));
    expect(await run()).toEqual({ kind: 'error' });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('handOff: the procurement system’s answer', () => {
  it.each<[string, PostOrderOutcome, HandoffOutcome]>([
    ['a redirect_url off the buyer’s return origins: no redirect', { kind: 'not-allowed', status: 200, reason: 'origin' }, { kind: 'no-redirect' }],
    ['no redirect_url', { kind: 'no-redirect', status: 200 }, { kind: 'no-redirect' }],
    ['{error}', { kind: 'rejected', status: 200, error: 'Cart closed' }, { kind: 'rejected', error: 'Cart closed' }],
    ['a 422', { kind: 'failed', status: 422, error: 'Bad line', cause: 'status' }, { kind: 'failed', status: 422, error: 'Bad line' }],
    ['no answer in time', { kind: 'failed', error: 'The procurement system did not answer in time.', cause: 'timeout' }, { kind: 'failed', error: 'The procurement system did not answer in time.' }],
  ])('%s', async (_what, reply, expected) => {
    post.mockResolvedValue(reply);
    expect(await run()).toEqual(expected);
  });
});

describe('handOff: idempotent per session and attempt', () => {
  it('sends one order for a double submit, and both get the same answer', async () => {
    let release!: () => void;
    post.mockImplementation(() => new Promise((resolve) => (release = () => resolve({ kind: 'ok', status: 200, redirectUrl: 'https://acme.punchoutconnect.net/cart/1' }))));
    const first = run();
    const second = run();
    await new Promise((tick) => setImmediate(tick));
    release();
    expect(await Promise.all([first, second])).toEqual([
      { kind: 'ok', redirectUrl: 'https://acme.punchoutconnect.net/cart/1' },
      { kind: 'ok', redirectUrl: 'https://acme.punchoutconnect.net/cart/1' },
    ]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(await run()).toEqual({ kind: 'ok', redirectUrl: 'https://acme.punchoutconnect.net/cart/1' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends one order when the double submit reaches two servers sharing their records', async () => {
    let release!: () => void;
    post.mockImplementation(() => new Promise((resolve) => (release = () => resolve({ kind: 'ok', status: 200, redirectUrl: 'https://acme.punchoutconnect.net/cart/1' }))));
    const shared = memoryStore();
    const serverA = new HandoffStore(HANDOFF_MEMORY_MS, 100, Date.now, shared, 5);
    const serverB = new HandoffStore(HANDOFF_MEMORY_MS, 100, Date.now, shared, 5);
    const first = run({}, deps({ store: serverA }));
    const second = run({}, deps({ store: serverB }));
    while (!release) await new Promise((tick) => setTimeout(tick, 5));
    release();
    expect(await Promise.all([first, second])).toEqual([
      { kind: 'ok', redirectUrl: 'https://acme.punchoutconnect.net/cart/1' },
      { kind: 'ok', redirectUrl: 'https://acme.punchoutconnect.net/cart/1' },
    ]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('answers a repeat of a failed hand-off with the same failure (the order may have arrived)', async () => {
    post.mockResolvedValue({ kind: 'failed', error: 'The procurement system did not answer in time.', cause: 'timeout' });
    await run();
    post.mockResolvedValue({ kind: 'ok', status: 200, redirectUrl: 'https://acme.punchoutconnect.net/cart/1' });
    expect(await run()).toMatchObject({ kind: 'failed' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends again for a new attempt, or the same attempt id in another session', async () => {
    await run();
    await run({ attemptId: 'attempt-0002' });
    await run({ session: session({ sid: 'another-session-id' }) });
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('sends a retry of the same line in the same session under the same idempotency key, so a gateway can drop the resend', async () => {
    post.mockResolvedValueOnce({ kind: 'failed', error: 'The procurement system did not answer in time.', cause: 'timeout' });
    await run();
    await run({ attemptId: 'attempt-0002' });
    const [first, second] = post.mock.calls.map((call) => call[2]);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    await run({ session: session({ sid: 'another-session-id' }), attemptId: 'attempt-0003' });
    expect(post.mock.calls[2]![2]).not.toBe(first);
    expect(orderKey('s', { ...LINE, quantity: 200 })).not.toBe(orderKey('s', LINE));
  });

  it('runs again an attempt that failed before anything was sent', async () => {
    price.mockResolvedValueOnce({ kind: 'pricing' });
    expect(await run()).toEqual({ kind: 'error' });
    expect(await run()).toMatchObject({ kind: 'ok' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('forgets an answer after 10 minutes, and keeps at most its bound', async () => {
    let now = 0;
    const clock = new HandoffStore(10 * 60 * 1000, 2, () => now);
    await run({}, deps({ store: clock }));
    now += 10 * 60 * 1000 - 1;
    await run({}, deps({ store: clock }));
    expect(post).toHaveBeenCalledTimes(1);
    now += 2;
    await run({}, deps({ store: clock }));
    expect(post).toHaveBeenCalledTimes(2);
    await run({ attemptId: 'attempt-0002' }, deps({ store: clock }));
    await run({ attemptId: 'attempt-0003' }, deps({ store: clock }));
    expect(post).toHaveBeenCalledTimes(4);
    // Past its bound the oldest answer went first: that attempt is sent again, the newest is still answered.
    await run({}, deps({ store: clock }));
    expect(post).toHaveBeenCalledTimes(5);
    await run({ attemptId: 'attempt-0003' }, deps({ store: clock }));
    expect(post).toHaveBeenCalledTimes(5);
  });
});

describe('handOff: the log', () => {
  it('logs each hand-off once: host, outcome, status, line count, total and a hashed session, nothing more of the URL', async () => {
    await run();
    await run(); // answered from memory: not a second hand-off
    expect(logLines()).toEqual([
      expect.objectContaining({ event: 'punchout.handoff', level: 'info', host: 'acme.punchoutconnect.net', outcome: 'ok', status: 200, lines: 1, totalCents: 4800, session: hashedSid('sid-abcdefghijklmnop'), sent: true }),
    ]);
    const text = info.mock.calls.map(([line]) => String(line)).join('\n');
    for (const secret of ['sekret', 'jane', 'gateway/return', 'sid-abcdefghijklmnop', 'token=']) expect(text).not.toContain(secret);
  });

  it('logs refusals too, with the reason', async () => {
    await run({ session: session({ returnUrl: 'https://evil.example/x?token=t' }) });
    await run({ session: null });
    post.mockResolvedValue({ kind: 'not-allowed', status: 200, reason: 'origin' });
    await run({ attemptId: 'attempt-0009' });
    expect(logLines()).toEqual([
      expect.objectContaining({ host: 'evil.example', buyer: 'acme-json', outcome: 'not-allowed', refused: 'prefix', sent: false }),
      expect.objectContaining({ host: null, session: null, outcome: 'no-return-url', sent: false }),
      expect.objectContaining({ outcome: 'no-redirect', redirectRefused: 'origin', sent: true }),
    ]);
  });
});
