import type { AppConfig } from '../config';
import type { CurrencyCode, Tenant } from '../tenant/types';
import { roundTo, toThousandths, type Cents } from './cents';

/**
 * The display currency (spec §7, §9). The store prices in its own currency
 * (STORE_CURRENCY, USD); the Canada site shows CAD converted from USD by
 * 1.023 when CURRENCY_CONVERSION is on; every other site shows the store
 * amounts as they are, under its own code (EUR on the French site).
 *
 * Pages and the browser get a tenant's DisplayCurrency once (it is plain
 * JSON) and turn each store amount into a display amount with `toDisplay`
 * where the price is shown, never earlier: everything upstream, from the
 * platform to the cart, holds store amounts.
 */

export const CAD_FACTOR = 1.023;

export interface DisplayCurrency {
  currency: CurrencyCode;
  /** Store amount × factor = display amount. */
  factor: number;
}

/** The multiplier from store amounts to the amounts a site displays. */
export function displayFactor(displayCurrency: string, storeCurrency: string, conversionOn: boolean): number {
  return conversionOn && displayCurrency.toUpperCase() === 'CAD' && storeCurrency.toUpperCase() === 'USD' ? CAD_FACTOR : 1;
}

export function displayCurrencyOf(
  tenant: Pick<Tenant, 'currency'>,
  cfg: Pick<AppConfig, 'CURRENCY_CONVERSION' | 'STORE_CURRENCY'>,
): DisplayCurrency {
  return { currency: tenant.currency, factor: displayFactor(tenant.currency, cfg.STORE_CURRENCY, cfg.CURRENCY_CONVERSION === 'on') };
}

/** A store amount (a price, total, subtotal or saving) as the tenant shows it, to the cent. */
export function toDisplay(storeCents: Cents, display: Pick<DisplayCurrency, 'factor'>): Cents {
  return roundTo(storeCents * display.factor, 0);
}

/**
 * A per-unit price (currency units, exact) as the tenant shows it: rounded
 * to 3 decimals, in integer thousandths; it is then shown with 2
 * (./format.ts showUnitPrice).
 */
export function toDisplayUnit(storeUnit: number, display: Pick<DisplayCurrency, 'factor'>): number {
  return toThousandths(storeUnit * display.factor);
}
