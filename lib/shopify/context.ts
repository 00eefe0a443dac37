import { isLocale, type Tenant } from '../tenant';
import type { InContext } from './client';

/**
 * `@inContext` values for a tenant and a route locale: the tenant's country
 * (prices, availability) and the locale as a LanguageCode (translations).
 * An unknown locale falls back to the tenant's default language.
 */
export function inContextFor(tenant: Pick<Tenant, 'country' | 'defaultLocale'>, locale: string): Required<InContext> {
  return { country: tenant.country, language: (isLocale(locale) ? locale : tenant.defaultLocale).toUpperCase() };
}
