export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const SITE_IDS = ['us', 'ca', 'fr'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export type CurrencyCode = 'USD' | 'CAD' | 'EUR';
export type CountryCode = 'US' | 'CA' | 'FR';

interface TenantBase {
  /** Route-param form: "us", "ca", "fr" or "r-{resellerId}". */
  key: string;
  /** Host (with port) the tenant is served on; canonical URLs use it. */
  host: string;
  defaultLocale: Locale;
  currency: CurrencyCode;
  country: CountryCode;
  /** Sizes are shown in millimetres beside inches, and custom sizes may be typed in millimetres (the catalogue stays in inches). */
  metricSizes: boolean;
  /** Prepended to collection (and region product) handles for this tenant. */
  handlePrefix: string;
}

/** One of the company's own regional sites. */
export interface SiteTenant extends TenantBase {
  kind: 'site';
  id: SiteId;
}

/** A reseller's branded copy of the store on its own subdomain. */
export interface ResellerTenant extends TenantBase {
  kind: 'reseller';
  resellerId: string;
}

export type Tenant = SiteTenant | ResellerTenant;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
