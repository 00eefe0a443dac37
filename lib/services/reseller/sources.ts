import type { Tenant } from '../../ground/tenant';
import type { SnippetName } from './parse';

/** Where a snippet comes from: the owner path on the snippets service and the tenant whose cache tag it carries. */
export interface SnippetSource {
  tenantKey: string;
  owner: string;
}

export const US_SOURCE: SnippetSource = { tenantKey: 'us', owner: 'sites/us' };

export function snippetOwner(tenant: Tenant): string {
  return tenant.kind === 'reseller' ? `resellers/${tenant.resellerId}` : `sites/${tenant.id}`;
}

/**
 * Sources to try in order: the tenant's own snippet, then (for everyone but
 * the US site) the US site's, so a reseller or region that has not
 * customised a snippet still gets the company's content before the
 * built-in defaults.
 */
export function snippetSources(tenant: Tenant): SnippetSource[] {
  const own = { tenantKey: tenant.key, owner: snippetOwner(tenant) };
  return own.owner === US_SOURCE.owner ? [own] : [own, US_SOURCE];
}

export function snippetUrl(baseUrl: string, owner: string, name: SnippetName, locale: string): string {
  const path = owner.split('/').map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/+$/, '')}/${path}/${encodeURIComponent(name)}?locale=${encodeURIComponent(locale)}`;
}
