import type { AlternateReturnAddress, OrderOptions } from './order-options';
import type { CartLine, LineProperties } from './types';

/**
 * The cart page's side of checkout creation (spec §4, §7): what it posts to
 * /api/checkout and what each answer means. The route re-prices every line
 * itself, so only identities, quantities and properties travel.
 */

export const CHECKOUT_ENDPOINT = '/api/checkout';

export interface CheckoutRequestLine {
  lineItemId: string;
  variantId: string;
  quantity: number;
  properties: LineProperties;
}

export interface CheckoutRequestBody {
  locale: string;
  lines: CheckoutRequestLine[];
  note: string;
  alternateReturnAddress: AlternateReturnAddress | null;
  customerNumber: string;
}

export type CheckoutOutcome =
  /** Go to the platform's checkout. */
  | { kind: 'redirect'; url: string }
  /** The cart was created without a checkout URL: logged only, the button comes back (spec §7). */
  | { kind: 'no-url' }
  /** Some variants are gone: flag these lines (spec §8). */
  | { kind: 'unavailable'; lineItemIds: string[] }
  /**
   * The server does not sell these lines as they are (400 naming them: options that
   * no longer match the product, an extra it stopped offering, a quantity rule its
   * pricing file changed): flag them like gone lines, to be removed and added again.
   */
  | { kind: 'invalid'; lineItemIds: string[] }
  /** Anything else: 'There was an error processing checkout. Please try again.' */
  | { kind: 'error' };

/** Notes and the return address go only while their checkbox is on. */
export function checkoutRequestBody(locale: string, lines: readonly CartLine[], options: OrderOptions): CheckoutRequestBody {
  return {
    locale,
    lines: lines.map((l) => ({ lineItemId: l.lineItemId, variantId: l.id, quantity: l.qty, properties: l.properties })),
    note: options.showTextBox ? options.orderNotes : '',
    alternateReturnAddress: options.showAlternateReturnAddr ? options.alternateReturnAddr : null,
    customerNumber: options.customerNumber.trim(),
  };
}

const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * Reads the route's answer: 200 {checkoutUrl}, 409 {error: 'unavailable', lineItemIds},
 * 400 {error: 'invalid', lineItemIds} naming at least one line; anything else (a 400
 * naming no line included) is an error.
 */
export function readCheckoutResponse(status: number, body: unknown): CheckoutOutcome {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const ids = Array.isArray(data.lineItemIds) ? data.lineItemIds.filter((id): id is string => typeof id === 'string') : [];
  if (status === 200) {
    if (typeof data.checkoutUrl === 'string' && isHttpUrl(data.checkoutUrl)) return { kind: 'redirect', url: data.checkoutUrl };
    if (data.checkoutUrl === null || data.checkoutUrl === '') return { kind: 'no-url' };
    return { kind: 'error' };
  }
  if (status === 409 && data.error === 'unavailable') return { kind: 'unavailable', lineItemIds: ids };
  if (status === 400 && data.error === 'invalid' && ids.length > 0) return { kind: 'invalid', lineItemIds: ids };
  return { kind: 'error' };
}

/** Posts the cart; a network failure or an unreadable body is an error like any other. */
export async function requestCheckout(body: CheckoutRequestBody, fetchImpl?: typeof fetch): Promise<CheckoutOutcome> {
  try {
    const response = await (fetchImpl ?? fetch)(CHECKOUT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json: unknown = await response.json().catch(() => null);
    return readCheckoutResponse(response.status, json);
  } catch {
    return { kind: 'error' };
  }
}
