import { callApi, type ApiResult } from '../api/client';
import type { BodyIn } from '../api/contract';
import type { checkoutContract } from '../api/contracts/checkout';
import { CHECKOUT } from '../api/endpoints/checkout';
import type { LineIssue } from '../../domain/checkout/platform-cart';
import type { Locale } from '../../ground/tenant/types';
import type { OrderOptions } from '../../domain/cart/order-options';
import type { CartLine } from '../../domain/cart/types';

/**
 * The cart page's side of checkout creation: what it posts to
 * /api/checkout (lib/edge/api/contracts/checkout.ts) and what it does with each
 * answer. The route re-prices every line itself, so only identities,
 * quantities and properties travel.
 */

export type CheckoutBody = BodyIn<typeof checkoutContract>;

/** What the cart page does next. */
export type CheckoutStep =
  /** Go to the platform's checkout. */
  | { kind: 'redirect'; url: string }
  /** The cart was created without a checkout URL: logged only, the button comes back. */
  | { kind: 'no-url' }
  /**
   * Flag these lines: variants found gone
   * (409), and lines the server does not sell as they are (400 naming them:
   * options that no longer match the product, an extra it stopped offering,
   * a quantity rule its pricing file changed), to be removed and added again.
   */
  | { kind: 'unavailable'; lineItemIds: string[] }
  /**
   * Lines the platform would not take as priced (409 `adjust`): more than the
   * stock left, the same item on two lines. Each is marked with what to do;
   * changing the cart clears the marks.
   */
  | { kind: 'adjust'; issues: LineIssue[] }
  /** Anything else, a total the platform would not charge as priced included: 'There was an error processing checkout. Please try again.' */
  | { kind: 'error' };

/** Notes and the return address go only while their checkbox is on. */
export function checkoutRequestBody(locale: Locale, lines: readonly CartLine[], options: OrderOptions): CheckoutBody {
  return {
    locale,
    lines: lines.map((l) => ({ lineItemId: l.lineItemId, variantId: l.id, quantity: l.quantity, properties: l.properties })),
    note: options.showTextBox ? options.orderNotes : '',
    alternateReturnAddress: options.showAlternateReturnAddr ? options.alternateReturnAddr : null,
    customerNumber: options.customerNumber.trim(),
  };
}

const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** An answer is read, not trusted: only well-formed line issues mark a line. */
function isLineIssue(value: unknown): value is LineIssue {
  const v = value as Partial<Record<'lineItemId' | 'issue' | 'available', unknown>> | null;
  if (!v || typeof v !== 'object' || typeof v.lineItemId !== 'string') return false;
  return v.issue === 'duplicate' || (v.issue === 'stock' && Number.isInteger(v.available) && (v.available as number) >= 0);
}

/** The route's answer as the next step; a 400 naming no line (a malformed cart) is an error like any other. */
export function readCheckoutResult(result: ApiResult<typeof checkoutContract>): CheckoutStep {
  if (result.ok) {
    const url = result.data?.checkoutUrl;
    if (typeof url === 'string' && isHttpUrl(url)) return { kind: 'redirect', url };
    if (url === null || url === '') return { kind: 'no-url' };
    return { kind: 'error' };
  }
  const ids = Array.isArray(result.lineItemIds) ? result.lineItemIds.filter((id): id is string => typeof id === 'string') : [];
  if (result.status === 409 && result.error === 'unavailable') return { kind: 'unavailable', lineItemIds: ids };
  const issues = Array.isArray(result.lineIssues) ? result.lineIssues.filter(isLineIssue) : [];
  if (result.status === 409 && result.error === 'adjust' && issues.length > 0) return { kind: 'adjust', issues };
  if (result.status === 400 && result.error === 'invalid' && ids.length > 0) return { kind: 'unavailable', lineItemIds: ids };
  return { kind: 'error' };
}

/** Posts the cart; a network failure or an unreadable answer is an error like any other. */
export async function requestCheckout(body: CheckoutBody): Promise<CheckoutStep> {
  return readCheckoutResult(await callApi(CHECKOUT, { body }));
}
