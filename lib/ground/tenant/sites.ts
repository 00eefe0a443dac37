import type { CountryCode, CurrencyCode, Locale, SiteId } from './types';

/** What differs between the company's regional sites besides host and prefix. */
export const SITE_DEFAULTS: Record<SiteId, { locale: Locale; currency: CurrencyCode; country: CountryCode }> = {
  us: { locale: 'en', currency: 'USD', country: 'US' },
  ca: { locale: 'en', currency: 'CAD', country: 'CA' },
  fr: { locale: 'fr', currency: 'EUR', country: 'FR' },
};
