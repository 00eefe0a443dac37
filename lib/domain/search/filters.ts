import { forSaleHere } from '../catalog/for-sale';
import type { ResellerTenant, SiteTenant, Tenant } from '../../ground/tenant/types';
import type { SearchHit } from './hit';

/** A filter value in Algolia's syntax: double-quoted, with quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * The Algolia filter that keeps what a tenant sells: a reseller host the
 * records whose `resellers` list it (its own products and the company
 * products its collections carry, never another reseller's); a company site
 * the records of no reseller.
 * Records of the company's products carry an empty `reseller`, which
 * Algolia cannot filter on, so a company site excludes every configured
 * reseller id instead. With no reseller configured there is nothing to
 * exclude: '' (no filter).
 */
export function tenantFilter(tenant: Pick<SiteTenant, 'kind'> | Pick<ResellerTenant, 'kind' | 'resellerId'>, resellerIds: readonly string[]): string {
  if (tenant.kind === 'reseller') return `resellers:${quoted(tenant.resellerId)}`;
  return [...new Set(resellerIds)].map((id) => `NOT reseller:${quoted(id)}`).join(' AND ');
}

/**
 * The hits a tenant lists, in the service's order: the filter above cannot
 * tell the company's regions apart (their products all carry an empty
 * `reseller`), so a company site drops the other regions' products by their
 * handle prefix ("ca-…" is the Canada site's alone), and Optional Extras, as
 * every product list does (lib/domain/catalog/for-sale.ts).
 */
export function hitsForTenant(tenant: Pick<Tenant, 'handlePrefix'>, hits: readonly SearchHit[], knownPrefixes: readonly string[]): SearchHit[] {
  return forSaleHere(tenant, hits, knownPrefixes);
}
