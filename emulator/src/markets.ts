// The storefront's own rounding, so both sides land on the same cent.
import { roundScaled } from '../../lib/ground/money/cents.ts';

/**
 * The shop's markets: the shop currency is USD, and each market presents one currency at a manual rate
 * (shop → presentment), as set in Shopify admin. Every converted amount in the emulator comes from here.
 */
export interface Market {
  /** the country that names the market */
  country: string;
  currency: string;
  /** presentment units per shop unit */
  rate: number;
}

export const SHOP_CURRENCY = 'USD';

const MARKETS: readonly Market[] = [
  { country: 'US', currency: 'USD', rate: 1 },
  { country: 'CA', currency: 'CAD', rate: 1.023 },
  { country: 'FR', currency: 'EUR', rate: 0.9235 },
];

const PRIMARY = MARKETS[0]!;

/** A country outside every market buys in the primary market, as Shopify falls back to it. */
export function marketOf(country: string | null | undefined): Market {
  const code = (country ?? '').toUpperCase();
  return MARKETS.find((m) => m.country === code) ?? PRIMARY;
}

export const markets = (): readonly Market[] => MARKETS;

/** Shop-currency cents in presentment cents. */
export const convertCents = (shopCents: number, rate: number): number => roundScaled(shopCents * rate, 0);

/** Cents of a decimal amount ("12.50", 12.5), rounded the same way as conversions. */
export const toCents = (amount: string | number): number => roundScaled(Number(amount), 2);

/**
 * The table as storefronts read it (the Storefront API has no exchange-rate field): rates as decimal strings,
 * so no float formatting on either side changes them.
 */
export function exchangeRatesJson(): string {
  return JSON.stringify(Object.fromEntries(MARKETS.map((m) => [m.country, { currency: m.currency, rate: String(m.rate) }])));
}
