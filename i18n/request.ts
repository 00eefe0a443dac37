import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { isLocale, type Locale } from '@/lib/ground/tenant/types';

/**
 * The locale is a root route param (`app/[tenant]/[locale]`), set by the
 * middleware from the stored-locale cookie, so server components read it
 * without touching headers or cookies and pages stay cacheable.
 */
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootLocale());
  const resolved: Locale = isLocale(requested) ? requested : 'en';
  return {
    locale: resolved,
    messages: (await import(`../messages/${resolved}.json`)).default,
    timeZone: 'UTC',
  };
});
