import { parseCents, roundTo, thousandthsToCents, type Cents } from './cents';
import { toDisplay, toDisplayTotal, toDisplayUnit, type DisplayCurrency } from './display';

/**
 * How every price on the site is written: USD and CAD show the `$`
 * symbol, every other code shows `EUR`; always 2 decimals. English puts `$`
 * in front (`$12.50`, `12.50 EUR`); French follows French typography
 * (`12,50 $`, `12,50 EUR`).
 */

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  const key = locale || 'en';
  let nf = formatters.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(key, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      nf = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, nf);
  }
  return nf;
}

export function currencySymbol(currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  return code === 'USD' || code === 'CAD' ? '$' : 'EUR';
}

/** An amount already in `currencyCode` (a display amount, or what an order charged). */
export function formatMoney(cents: Cents, currencyCode: string, locale: string): string {
  const whole = roundTo(cents, 0);
  const symbol = currencySymbol(currencyCode);
  // cents / 100 is the double nearest the 2-decimal amount, which Intl writes back exactly.
  const digits = numberFormat(locale).format(Math.abs(whole) / 100);
  const sign = whole < 0 ? '-' : '';
  if (locale.toLowerCase().startsWith('fr')) return `${sign}${digits}\u00a0${symbol}`;
  return symbol === '$' ? `${sign}$${digits}` : `${sign}${digits}\u00a0${symbol}`;
}

/**
 * An amount that travels as the platform writes it, already in its currency
 * (what an order charged, a list entry's price, the quick view's reply);
 * an unreadable amount shows as 0.
 */
export function formatDecimal(money: { amount: string; currencyCode: string }, locale: string): string {
  return formatMoney(parseCents(money.amount) ?? 0, money.currencyCode, locale);
}

/** A store amount where it is shown: converted to the tenant's display currency, then written. */
export function showPrice(storeCents: Cents, display: DisplayCurrency, locale: string): string {
  return formatMoney(toDisplay(storeCents, display), display.currency, locale);
}

/** A total of store line totals where it is shown: converted line by line, as the checkout charges it, then written. */
export function showTotal(storeLineTotals: readonly Cents[], display: DisplayCurrency, locale: string): string {
  return formatMoney(toDisplayTotal(storeLineTotals, display), display.currency, locale);
}

/** A per-unit store price where it is shown: converted, rounded to 3 decimals, then written with 2. */
export function showUnitPrice(storeUnit: number, display: DisplayCurrency, locale: string): string {
  return formatMoney(thousandthsToCents(toDisplayUnit(storeUnit, display)), display.currency, locale);
}
