import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { config, type AppConfig } from '@/lib/ground/config';
import { tenantFromKey } from '@/lib/ground/tenant/resolve';
import { isLocale, type Locale, type Tenant } from '@/lib/ground/tenant/types';

export interface TenantParams {
  tenant: string;
  locale: string;
}

/**
 * Pages are rendered on first request and then served from the page cache
 * (ISR, `revalidate` in the locale layout); nothing is prerendered at build
 * time, so a build needs no running store. The locale layout answers for
 * the tenant and locale; a page with a segment of its own (`[handle]`)
 * re-exports this as its generateStaticParams, or it would render per request.
 */
export async function renderOnDemand(): Promise<never[]> {
  return [];
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
