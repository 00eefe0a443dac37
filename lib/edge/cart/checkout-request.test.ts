import { checkoutRequestBody, readCheckoutResult, requestCheckout } from './checkout-request';
import { DEFAULT_ORDER_OPTIONS } from '../../domain/cart/order-options';
import { pricedLine } from '../../domain/cart/test-fixtures';

const line = pricedLine({ lineItemId: 'a', quantity: 100 });

describe('checkoutRequestBody', () => {
  it('sends identities, quantities and properties, and leaves out unticked options', () => {
    const options = { ...DEFAULT_ORDER_OPTIONS, orderNotes: 'Rush please' };
    expect(checkoutRequestBody('fr', [line], options)).toEqual({
      locale: 'fr',
      lines: [{ lineItemId: 'a', variantId: line.id, quantity: 100, properties: line.properties }],
      note: '',
      alternateReturnAddress: null,
      customerNumber: '',
    });
  });

  it('sends the customer number trimmed', () => {
    expect(checkoutRequestBody('en', [line], { ...DEFAULT_ORDER_OPTIONS, customerNumber: '  C-42 ' }).customerNumber).toBe('C-42');
  });

  it('sends the notes and the address while their boxes are ticked', () => {
    const options = { ...DEFAULT_ORDER_OPTIONS, orderNotes: 'Rush please', showTextBox: true, showAlternateReturnAddr: true };
    const body = checkoutRequestBody('en', [line], options);
    expect(body.note).toBe('Rush please');
    expect(body.alternateReturnAddress).toEqual(DEFAULT_ORDER_OPTIONS.alternateReturnAddr);
  });
});

/** What callApi hands over for an answer (lib/edge/api/client.ts). */
const result = (status: number, body: Record<string, unknown> | null) =>
  status >= 200 && status < 300
    ? ({ ok: true, data: body } as never)
    : ({ ok: false, status, error: (body?.error as string) ?? `http_${status}`, ...body } as never);

describe('readCheckoutResult', () => {
  it.each([
    [200, { checkoutUrl: 'https://checkout.example/c/1?locale=en' }, { kind: 'redirect', url: 'https://checkout.example/c/1?locale=en' }],
    [200, { checkoutUrl: null }, { kind: 'no-url' }],
    [200, { checkoutUrl: 'javascript:alert(1)' }, { kind: 'error' }],
    [200, null, { kind: 'error' }],
    [409, { error: 'unavailable', message: 'gone', lineItemIds: ['a', 7] }, { kind: 'unavailable', lineItemIds: ['a'] }],
    [409, { error: 'other' }, { kind: 'error' }],
    [
      409,
      { error: 'adjust', lineItemIds: ['a', 'b'], lineIssues: [{ lineItemId: 'a', issue: 'stock', available: 40 }, { lineItemId: 'b', issue: 'duplicate' }, { lineItemId: 'c', issue: 'stock' }, 'x'] },
      { kind: 'adjust', issues: [{ lineItemId: 'a', issue: 'stock', available: 40 }, { lineItemId: 'b', issue: 'duplicate' }] },
    ],
    [409, { error: 'adjust', lineIssues: [] }, { kind: 'error' }],
    [409, { error: 'total_mismatch', message: 'not charged as priced' }, { kind: 'error' }],
    [400, { error: 'invalid' }, { kind: 'error' }],
    [400, { error: 'invalid', message: 'not sold as sent', lineItemIds: ['a', 3] }, { kind: 'unavailable', lineItemIds: ['a'] }],
    [400, { error: 'invalid', lineItemIds: [] }, { kind: 'error' }],
    [400, { error: 'other', lineItemIds: ['a'] }, { kind: 'error' }],
    [502, null, { kind: 'error' }],
  ])('%d %j → %j', (status, body, step) => {
    expect(readCheckoutResult(result(status, body))).toEqual(step);
  });
});

/** A fetch answer (jsdom has no Response): `json()` fails like a real one on a non-JSON body. */
const answer = (status: number, text: string) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve().then(() => JSON.parse(text) as unknown) }) as unknown as Response;

describe('requestCheckout', () => {
  const body = checkoutRequestBody('en', [line], DEFAULT_ORDER_OPTIONS);
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('posts JSON to the checkout route', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify({ checkoutUrl: 'https://c.example/x' })));
    await expect(requestCheckout(body)).resolves.toEqual({ kind: 'redirect', url: 'https://c.example/x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/checkout');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual(body);
  });

  it('treats a network failure or a non-JSON answer as an error', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(requestCheckout(body)).resolves.toEqual({ kind: 'error' });
    fetchMock.mockResolvedValue(answer(200, '<html>'));
    await expect(requestCheckout(body)).resolves.toEqual({ kind: 'error' });
  });
});
