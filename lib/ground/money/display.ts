import type { CurrencyCode } from '../tenant/types';
import { roundTo, toThousandths, type Cents } from './cents';

/**
 * The display currency of a tenant's market
 * (lib/ground/money/market.ts): its currency and the factor from store amounts.
 *
 * Pages and the browser get a tenant's DisplayCurrency once (it is plain
 * JSON) and turn each store amount into a display amount with `toDisplay`
 * where the price is shown, never earlier: everything upstream, from the
 * platform to the cart, holds store amounts.
 */

/** CAD is USD × 1.023 (the Canada market's rate). */
export const CAD_FACTOR = 1.023;

export interface DisplayCurrency {
  currency: CurrencyCode;
  /** Store amount × factor = display amount. */
  factor: number;
}

/** A store amount (a price, line total or saving) as the tenant shows it, to the cent: what the checkout converts it to. */
export function toDisplay(storeCents: Cents, display: Pick<DisplayCurrency, 'factor'>): Cents {
  return roundTo(storeCents * display.factor, 0);
}

/**
 * A total as the checkout will charge it: each line converted on its own,
 * then summed, as the platform converts each line's price. Converting the
 * store total instead could differ from the checkout by a cent.
 */
export function toDisplayTotal(storeLineTotals: readonly Cents[], display: Pick<DisplayCurrency, 'factor'>): Cents {
  return storeLineTotals.reduce((sum, cents) => sum + toDisplay(cents, display), 0);
}

/**
 * A per-unit price (currency units, exact) as the tenant shows it: rounded
 * to 3 decimals, in integer thousandths; it is then shown with 2
 * (./format.ts showUnitPrice).
 */
export function toDisplayUnit(storeUnit: number, display: Pick<DisplayCurrency, 'factor'>): number {
  return toThousandths(storeUnit * display.factor);
}
