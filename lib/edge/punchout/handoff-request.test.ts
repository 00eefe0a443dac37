import type { ApiResult } from '../api/client';
import type { punchoutHandoffContract } from '../api/contracts/punchout';
import type { CartLine } from '../../domain/cart/types';
import { handoffBody, newAttemptId, readHandoffResult, submitTransferForm } from './handoff-request';

type Result = ApiResult<typeof punchoutHandoffContract>;
const failure = (status: number, error: string, extra: Record<string, unknown> = {}): Result => ({ ok: false, status, error, ...extra }) as Result;

describe('handoffBody', () => {
  it("sends the line's identity, quantity and properties only: the server prices it", () => {
    const line = { lineItemId: '1-1', id: 'gid://shopify/ProductVariant/5', quantity: 250, properties: { Size: '2" x 2"' }, total: 999, exactUnitPrice: 100 } as unknown as CartLine;
    expect(handoffBody('fr', 'attempt-1', line)).toEqual({
      locale: 'fr',
      attemptId: 'attempt-1',
      line: { lineItemId: '1-1', variantId: 'gid://shopify/ProductVariant/5', quantity: 250, properties: { Size: '2" x 2"' } },
    });
  });

  it('makes a fresh attempt id each time, in the shape the route takes', () => {
    const [a, b] = [newAttemptId(), newAttemptId()];
    expect(a).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(a).not.toBe(b);
  });
});

describe('readHandoffResult', () => {
  it('follows a web address only', () => {
    expect(readHandoffResult({ ok: true, data: { redirectUrl: 'https://p.example/cart' } })).toEqual({ kind: 'redirect', url: 'https://p.example/cart' });
    expect(readHandoffResult({ ok: true, data: { redirectUrl: 'javascript:alert(1)' } })).toEqual({ kind: 'failed', message: { key: 'noRedirect' } });
    expect(readHandoffResult({ ok: true, data: { redirectUrl: '' } })).toEqual({ kind: 'failed', message: { key: 'noRedirect' } });
  });

  it('takes a cXML or OCI form to a web address only', () => {
    const form = { action: 'https://buyer.example/hook', target: '_top', fields: [['NEW_ITEM-QUANTITY[1]', '100']] as [string, string][] };
    expect(readHandoffResult({ ok: true, data: { form } })).toEqual({ kind: 'form', form });
    expect(readHandoffResult({ ok: true, data: { form: { ...form, action: 'javascript:alert(1)' } } })).toEqual({ kind: 'failed', message: { key: 'generic' } });
  });

  it('names each failure', () => {
    const message = (r: Result) => (readHandoffResult(r) as { message: unknown }).message;
    expect(message(failure(400, 'no_return_url', { message: 'x' }))).toEqual({ key: 'noReturnUrl' });
    expect(message(failure(400, 'not_allowed'))).toEqual({ key: 'notAllowed' });
    expect(message(failure(502, 'no_redirect'))).toEqual({ key: 'noRedirect' });
    expect(message(failure(502, 'rejected', { procurementError: 'closed' }))).toEqual({ key: 'rejected', error: 'closed' });
    expect(message(failure(502, 'rejected', { procurementError: '  ' }))).toEqual({ key: 'rejected', error: null });
    // The route's own status (502) is not the procurement system's.
    expect(message(failure(502, 'failed', { procurementStatus: 404, procurementError: 'gone' }))).toEqual({ key: 'failed', status: 404, error: 'gone' });
    expect(message(failure(502, 'failed', { message: 'Timed out.' }))).toEqual({ key: 'server', text: 'Timed out.' });
    expect(message(failure(409, 'unavailable', { message: 'x' }))).toEqual({ key: 'unavailable' });
    expect(message(failure(429, 'rate_limited'))).toEqual({ key: 'rateLimited' });
    expect(message(failure(409, 'inspect_only', { message: 'x' }))).toEqual({ key: 'inspectOnly' });
    expect(message(failure(400, 'invalid', { message: 'Not sold as sent.' }))).toEqual({ key: 'server', text: 'Not sold as sent.' });
    expect(message(failure(0, 'network'))).toEqual({ key: 'generic' });
    expect(message(failure(500, 'http_500'))).toEqual({ key: 'generic' });
  });
});

describe('submitTransferForm', () => {
  it('posts every field, in order and as given, to the buyer’s system in the frame it names', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const xml = '<cXML>&amp; "quoted" <x/></cXML>';
    submitTransferForm({ action: 'https://buyer.example/hook?x=1', target: '_top', fields: [['cxml-urlencoded', xml], ['~OkCode', 'ADDI']] });
    const form = document.body.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://buyer.example/hook?x=1');
    expect(form.target).toBe('_top');
    expect([...new FormData(form).entries()]).toEqual([['cxml-urlencoded', xml], ['~OkCode', 'ADDI']]);
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
  });
});
