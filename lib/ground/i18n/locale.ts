import { isLocale, type Locale, type Tenant } from '../tenant/types';

/** Cookie holding the shopper's chosen language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Query parameter that switches language (language switcher, hreflang alternates). */
export const LOCALE_PARAM = 'lang';

/**
 * The language a request renders in: an explicit `?lang=` wins (and becomes the
 * stored choice), then the stored cookie, then the tenant's default language.
 */
export function pickLocale(
  tenant: Pick<Tenant, 'defaultLocale'>,
  queryLang: string | null | undefined,
  cookieLang: string | null | undefined,
): { locale: Locale; store: boolean } {
  if (isLocale(queryLang)) return { locale: queryLang, store: queryLang !== cookieLang };
  if (isLocale(cookieLang)) return { locale: cookieLang, store: false };
  return { locale: tenant.defaultLocale, store: false };
}
