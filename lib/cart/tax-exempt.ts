import type { SiteId } from '../tenant/types';

/**
 * What the cart's tax-exempt area shows (spec §6). The option exists only
 * off the Canada and French sites. Everyone is a visitor for now, and a
 * visitor sees the hint that exemption must be requested (log in or
 * register); the accounts work adds the toggle for eligible customers and
 * the /account link for ineligible ones.
 */
export type TaxExemptArea = 'none' | 'request-hint';

const NO_TAX_EXEMPTION: readonly SiteId[] = ['ca', 'fr'];

/** `siteId` is null on reseller tenants. */
export function taxExemptArea(siteId: SiteId | null): TaxExemptArea {
  return siteId && NO_TAX_EXEMPTION.includes(siteId) ? 'none' : 'request-hint';
}
