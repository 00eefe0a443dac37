import { act, renderHook } from '@testing-library/react';
import { DEFAULT_ORDER_OPTIONS } from '@/lib/domain/cart/order-options';
import { pricedLine } from '@/lib/domain/cart/test-fixtures';
import { useCheckout } from './useCheckout';

const mockGoToCheckout = jest.fn();
jest.mock('@/components/ui/navigate', () => ({ goTo: (url: string) => mockGoToCheckout(url) }));

/** A fetch answer (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

describe('useCheckout', () => {
  const lines = [pricedLine({ lineItemId: 'a' }), pricedLine({ lineItemId: 'b' })];
  let onUnavailable: jest.Mock;

  beforeEach(() => {
    onUnavailable = jest.fn();
    mockGoToCheckout.mockReset();
  });

  const run = async (reply: Response) => {
    global.fetch = jest.fn().mockResolvedValue(reply);
    const hook = renderHook(() => useCheckout({ locale: 'en', lines, orderOptions: DEFAULT_ORDER_OPTIONS, onUnavailable }));
    await act(() => hook.result.current.start());
    return hook.result.current;
  };

  it('flags the lines a 400 names (the server does not sell them as they are), like gone ones, and stops processing', async () => {
    const state = await run(answer(400, { error: 'invalid', message: 'Labels: this product is not sold in custom sizes.', lineItemIds: ['b'] }));
    expect(onUnavailable).toHaveBeenCalledWith(['b']);
    expect(state).toMatchObject({ processing: false, error: 'unavailable' });
    expect(mockGoToCheckout).not.toHaveBeenCalled();
  });

  it('flags the lines a 409 names', async () => {
    await run(answer(409, { error: 'unavailable', lineItemIds: ['a'] }));
    expect(onUnavailable).toHaveBeenCalledWith(['a']);
  });

  it.each([
    ['a 400 naming no line', answer(400, { error: 'invalid', message: 'lines.0.quantity: quantity must be at least 1' })],
    ['the checkout error (502)', answer(502, { error: 'checkout', message: 'There was an error processing checkout. Please try again.' })],
  ])('shows the checkout error after %s, flagging nothing', async (_name, reply) => {
    const state = await run(reply);
    expect(onUnavailable).not.toHaveBeenCalled();
    expect(state).toMatchObject({ processing: false, error: 'error' });
  });
});
