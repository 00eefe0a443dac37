/**
 * Display currency (spec §7, §9): the store prices in USD. The Canada site
 * shows CAD converted from USD by 1.023 when the currency setting is on; every
 * other site shows the store amounts as they are. Symbols: USD and CAD show
 * `$`, any other code shows `EUR` (components/ui/formatMoney renders them).
 */
import { cents, roundTo } from './round';

export const CAD_FACTOR = 1.023;

/** The multiplier from store (USD) amounts to the amounts a site displays. */
export function displayFactor(currencyCode: string, conversionOn: boolean): number {
  return conversionOn && currencyCode.toUpperCase() === 'CAD' ? CAD_FACTOR : 1;
}

/** A store total, subtotal or saving in display currency, to the cent. */
export function toDisplayAmount(storeAmount: number, factor: number): number {
  return cents(storeAmount * factor);
}

/** A per-unit price in display currency: rounded to 3 decimals (it is then shown with 2). */
export function toDisplayUnit(storeUnit: number, factor: number): number {
  return roundTo(storeUnit * factor, 3);
}
