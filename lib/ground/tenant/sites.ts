import type { CountryCode, CurrencyCode, Locale, SiteId } from './types';

/** What differs between the company's regional sites besides host and prefix. */
/** `metricSizes`: the site's shoppers measure in millimetres, so sizes show them beside the catalogue's inches. */
export const SITE_DEFAULTS: Record<SiteId, { locale: Locale; currency: CurrencyCode; country: CountryCode; metricSizes: boolean }> = {
  us: { locale: 'en', currency: 'USD', country: 'US', metricSizes: false },
  ca: { locale: 'en', currency: 'CAD', country: 'CA', metricSizes: false },
  fr: { locale: 'fr', currency: 'EUR', country: 'FR', metricSizes: true },
};
