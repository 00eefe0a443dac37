import type { AppConfig } from '../../ground/config';
import type { Market } from '../../ground/money/market';
import { isLocale, type Tenant } from '../../ground/tenant';
import type { InContext } from './client';

const languageOf = (tenant: Pick<Tenant, 'defaultLocale'> | null, locale: string) =>
  (isLocale(locale) ? locale : (tenant?.defaultLocale ?? 'en')).toUpperCase();

/**
 * The language the store's products are written in: option names and values
 * read in it are the options' identity in the cart, the checkout and reorder
 * (lib/services/shopify/option-identity.ts).
 */
export const STORE_LANGUAGE = 'EN';

/**
 * `@inContext` of every catalog read: the store's own market, so every amount
 * the platform returns is in the store currency the pricing engine computes
 * in (under another market the platform would hand back presentment prices,
 * which the display would convert a second time), and the route locale as a
 * LanguageCode (translations). An unknown locale falls back to the tenant's
 * default language.
 */
export function readContextFor(
  tenant: Pick<Tenant, 'defaultLocale'> | null,
  locale: string,
  cfg: Pick<AppConfig, 'STORE_COUNTRY'>,
): Required<InContext> {
  return { country: cfg.STORE_COUNTRY, language: languageOf(tenant, locale) };
}

/**
 * `@inContext` of a cart: the shopper's market (lib/ground/money/market.ts), whose
 * currency the platform's checkout presents, and the route locale.
 */
export function cartContextFor(market: Pick<Market, 'country'>, tenant: Pick<Tenant, 'defaultLocale'>, locale: string): Required<InContext> {
  return { country: market.country, language: languageOf(tenant, locale) };
}
