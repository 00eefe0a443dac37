import { callApi, type ApiResult } from '../api/client';
import type { BodyIn } from '../api/contract';
import type { punchoutHandoffContract } from '../api/contracts/punchout';
import { PUNCHOUT_HANDOFF } from '../api/endpoints/checkout';
import type { CartLine } from '../../domain/cart/types';
import type { Locale } from '../../ground/tenant/types';

/**
 * The configurator's side of the punchout hand-off: the line ADD TO CART built goes to /api/punchout/handoff
 * (lib/edge/api/contracts/punchout.ts) instead of the cart, and the answer becomes
 * where the browser goes or what the buyer is told. Like checkout, only the
 * line's identity, quantity and properties travel: the server re-prices it.
 */

export type HandoffBody = BodyIn<typeof punchoutHandoffContract>;

/** What to tell the buyer, as a key of the Punchout messages and its arguments. */
export type HandoffMessage =
  | { key: 'noReturnUrl' | 'noRedirect' | 'notAllowed' | 'unavailable' | 'rateLimited' | 'inspectOnly' | 'generic' }
  /** The procurement system answered `{error}`; null when it gave no text. */
  | { key: 'rejected'; error: string | null }
  /** The procurement system answered with an HTTP error. */
  | { key: 'failed'; status: number; error: string | null }
  /** The server's own sentence (a line not sold as sent, …). */
  | { key: 'server'; text: string };

export type TransferForm = { action: string; target: string | null; fields: [string, string][] };

export type HandoffStep =
  | { kind: 'redirect'; url: string }
  /** cXML and OCI: submit this form to the buyer's system. */
  | { kind: 'form'; form: TransferForm }
  | { kind: 'failed'; message: HandoffMessage };

/** One attempt: a retry after a failure is a new attempt, a second click during one is not sent at all. */
export function newAttemptId(): string {
  return crypto.randomUUID();
}

export function handoffBody(locale: Locale, attemptId: string, line: CartLine): HandoffBody {
  return { locale, attemptId, line: { lineItemId: line.lineItemId, variantId: line.id, quantity: line.quantity, properties: line.properties } };
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The route's answer as the next step; a redirect that is not a web address is no redirect at all. */
export function readHandoffResult(result: ApiResult<typeof punchoutHandoffContract>): HandoffStep {
  if (result.ok) {
    const data = result.data;
    if (data && 'form' in data) return isHttpUrl(data.form.action) ? { kind: 'form', form: data.form } : { kind: 'failed', message: { key: 'generic' } };
    const url = data?.redirectUrl;
    return isHttpUrl(url) ? { kind: 'redirect', url } : { kind: 'failed', message: { key: 'noRedirect' } };
  }
  const server = text(result.message);
  const fallback: HandoffMessage = server ? { key: 'server', text: server } : { key: 'generic' };
  switch (result.error) {
    case 'no_return_url':
      return { kind: 'failed', message: { key: 'noReturnUrl' } };
    case 'no_redirect':
      return { kind: 'failed', message: { key: 'noRedirect' } };
    case 'not_allowed':
      return { kind: 'failed', message: { key: 'notAllowed' } };
    case 'rejected':
      return { kind: 'failed', message: { key: 'rejected', error: text(result.procurementError) } };
    case 'failed': {
      // Timed out or unreachable: no status to report, the server says what happened.
      const status = result.procurementStatus;
      return { kind: 'failed', message: typeof status === 'number' ? { key: 'failed', status, error: text(result.procurementError) } : fallback };
    }
    case 'unavailable':
      return { kind: 'failed', message: { key: 'unavailable' } };
    case 'inspect_only':
      return { kind: 'failed', message: { key: 'inspectOnly' } };
    case 'rate_limited':
      return { kind: 'failed', message: { key: 'rateLimited' } };
    default:
      return { kind: 'failed', message: fallback };
  }
}

/**
 * Submits the cart form to the buyer's system: a plain form post from this
 * page, which the store's policy allows to the session's return origin only.
 */
export function submitTransferForm(form: TransferForm, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.acceptCharset = 'UTF-8';
  if (form.target) element.target = form.target;
  element.hidden = true;
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  doc.body.append(element);
  element.submit();
}

/** Posts the line; a network failure or an unreadable answer is a failure like any other. */
export async function requestHandoff(body: HandoffBody): Promise<HandoffStep> {
  return readHandoffResult(await callApi(PUNCHOUT_HANDOFF, { body }));
}
