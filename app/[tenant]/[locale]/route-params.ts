import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { config, type AppConfig } from '@/lib/config';
import { tenantFromKey } from '@/lib/tenant/resolve';
import { isLocale, type Locale, type Tenant } from '@/lib/tenant/types';

export interface TenantParams {
  tenant: string;
  locale: string;
}

/** Metadata for a page whose entity the store could not deliver just now. */
export const NOT_INDEXED: Metadata = { robots: { index: false } };

export interface RouteContext {
  tenant: Tenant;
  locale: Locale;
  cfg: AppConfig;
}

/**
 * Route params → tenant and locale. The middleware only ever rewrites to valid
 * pairs, so anything else is a direct hit on an internal path: not found.
 */
export async function routeContext(params: Promise<TenantParams>): Promise<RouteContext> {
  const { tenant: key, locale } = await params;
  const cfg = config();
  const tenant = tenantFromKey(key, cfg);
  if (!tenant || !isLocale(locale)) notFound();
  return { tenant, locale, cfg };
}
