/**
 * The order confirmation's address: where the platform's "return to store"
 * link lands (app/api/checkout/complete) and what the page accepts as an
 * order name.
 */

export const CONFIRMATION_PATH = '/order-confirmation';

/** An order name as the platform writes it (#1001); also what the return link may carry. */
export const ORDER_NAME_PATTERN = /^[#\w-]*$/;

const MAX_ORDER_NAME = 64;

/** The order name if `value` is one, else null. */
export function orderNameOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ORDER_NAME && ORDER_NAME_PATTERN.test(value) ? value : null;
}

/** The confirmation page for the order, or the home page when none is named. */
export function confirmationPath(order: string | undefined): string {
  const name = orderNameOf(order);
  return name ? `${CONFIRMATION_PATH}?order=${encodeURIComponent(name)}` : '/';
}
