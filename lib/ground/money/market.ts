import * as z from 'zod';
import type { AppConfig } from '../config';
import type { CountryCode, Tenant } from '../tenant/types';
import { CAD_FACTOR, type DisplayCurrency } from './display';

/**
 * Each company site is a market of the platform (Shopify Markets): a country
 * whose checkout presents its own currency, converted from the store
 * currency at the platform's rate. The store publishes its rates as a shop
 * metafield (the Storefront API has no exchange-rate field); this module
 * turns them into the market a tenant sells in.
 *
 * Every amount the store reads, prices and signs stays in the store currency
 * (lib/ground/money/cents.ts); a market only says which country the cart is made in
 * (the platform picks the checkout's currency from it) and the factor that
 * converts each store amount for display (lib/ground/money/display.ts toDisplay),
 * the same factor the checkout converts with, so the cart and the checkout
 * show one currency and one total.
 */
export interface Market extends DisplayCurrency {
  /** The country the cart is created in: the platform's market, hence the checkout's currency. */
  country: CountryCode;
}

/** The platform's rates by market country: presentment currency and shop → presentment rate. */
export type MarketRates = Partial<Record<string, { currency: string; rate: number }>>;

const rate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().positive().finite());
const ratesSchema = z.record(z.string(), z.object({ currency: z.string(), rate }));

/** The rates metafield's JSON value; null when it is not a readable table (never a partial guess). */
export function parseMarketRates(value: string | null | undefined): MarketRates | null {
  if (!value) return null;
  try {
    const parsed = ratesSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type MarketConfig = Pick<AppConfig, 'STORE_CURRENCY' | 'STORE_COUNTRY' | 'CURRENCY_CONVERSION'>;

/**
 * The market a tenant sells in. A tenant in the store currency (the US site,
 * resellers) sells in its country at 1. A site in another currency sells in
 * it at the platform's rate for its country: the Canada site also needs the
 * currency setting on (CAD at 1.023, the rate the platform is expected
 * to give, and the one used while the platform's table cannot be read). A
 * site whose rate is unknown or switched off sells in the store's own market
 * and currency, so its cart and checkout still agree.
 */
export function marketOf(tenant: Pick<Tenant, 'country' | 'currency'>, cfg: MarketConfig, rates: MarketRates | null): Market {
  const store: Market = { country: cfg.STORE_COUNTRY, currency: cfg.STORE_CURRENCY, factor: 1 };
  if (tenant.currency === cfg.STORE_CURRENCY) return { ...store, country: tenant.country };
  if (tenant.currency === 'CAD' && cfg.CURRENCY_CONVERSION !== 'on') return store;
  const platform = rates?.[tenant.country];
  if (platform && platform.currency.toUpperCase() === tenant.currency) {
    return { country: tenant.country, currency: tenant.currency, factor: platform.rate };
  }
  if (tenant.currency === 'CAD' && cfg.STORE_CURRENCY === 'USD' && !rates) return { country: tenant.country, currency: 'CAD', factor: CAD_FACTOR };
  return store;
}

/** Display currency of a market (what pages and islands receive). */
export const displayOf = (market: Market): DisplayCurrency => ({ currency: market.currency, factor: market.factor });

