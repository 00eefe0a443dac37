import type { AppConfig } from '../config';
import { SITE_DEFAULTS } from './sites';
import { SITE_IDS, type ResellerTenant, type SiteId, type SiteTenant, type Tenant } from './types';

type TenantConfig = Pick<
  AppConfig,
  'siteHosts' | 'siteHandlePrefixes' | 'RESELLER_BASE_DOMAIN' | 'RESELLER_ID' | 'PUBLIC_URL_SCHEME' | 'STORE_CURRENCY'
>;

const RESELLER_KEY = /^r-([a-z0-9][a-z0-9-]{0,62})$/;
const RESELLER_LABEL = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function siteTenant(id: SiteId, cfg: TenantConfig): SiteTenant {
  const d = SITE_DEFAULTS[id];
  return {
    kind: 'site',
    id,
    key: id,
    host: cfg.siteHosts[id] ?? `${id}.localhost`,
    defaultLocale: d.locale,
    currency: d.currency,
    country: d.country,
    metricSizes: d.metricSizes,
    handlePrefix: cfg.siteHandlePrefixes[id] ?? '',
  };
}

export function resellerTenant(resellerId: string, cfg: TenantConfig): ResellerTenant {
  return {
    kind: 'reseller',
    resellerId,
    key: `r-${resellerId}`,
    host: `${resellerId}.${cfg.RESELLER_BASE_DOMAIN}`,
    defaultLocale: 'en',
    // A reseller shows the store's own amounts.
    currency: cfg.STORE_CURRENCY,
    country: 'US',
    metricSizes: false,
    handlePrefix: `${resellerId}-`,
  };
}

/**
 * Host header → tenant. A fixed RESELLER_ID wins over everything (a single-reseller
 * deployment); then the company sites by exact host; then `{id}.{reseller base}`;
 * anything else is served as the US site.
 */
export function resolveTenant(hostHeader: string | null | undefined, cfg: TenantConfig): Tenant {
  if (cfg.RESELLER_ID) return resellerTenant(cfg.RESELLER_ID, cfg);
  const host = (hostHeader ?? '').trim().toLowerCase();
  for (const id of SITE_IDS) {
    if (cfg.siteHosts[id]?.toLowerCase() === host) return siteTenant(id, cfg);
  }
  const base = `.${cfg.RESELLER_BASE_DOMAIN.toLowerCase()}`;
  if (host.endsWith(base)) {
    const label = host.slice(0, -base.length);
    if (RESELLER_LABEL.test(label)) return resellerTenant(label, cfg);
  }
  return siteTenant('us', cfg);
}

/** Route param → tenant; null for anything that is not a tenant key. */
export function tenantFromKey(key: string, cfg: TenantConfig): Tenant | null {
  if ((SITE_IDS as readonly string[]).includes(key)) return siteTenant(key as SiteId, cfg);
  const m = RESELLER_KEY.exec(key);
  return m?.[1] ? resellerTenant(m[1], cfg) : null;
}

export function tenantOrigin(tenant: Tenant, cfg: Pick<AppConfig, 'PUBLIC_URL_SCHEME'>): string {
  return `${cfg.PUBLIC_URL_SCHEME}://${tenant.host}`;
}

export function resellerIdOf(tenant: Tenant): string | null {
  return tenant.kind === 'reseller' ? tenant.resellerId : null;
}

/**
 * Every handle prefix in use: the company sites' and each known reseller's
 * ("acme-"). A handle carrying one of them that is not the tenant's own
 * belongs to another tenant.
 */
export function knownHandlePrefixes(cfg: Pick<AppConfig, 'siteHandlePrefixes' | 'resellerIds'>): string[] {
  return [...new Set([...Object.values(cfg.siteHandlePrefixes), ...cfg.resellerIds.map((id) => `${id}-`)])];
}
