import { END_USER_TAG, TAX_EXEMPT_ELIGIBLE_TAG, TAX_EXEMPT_PENDING_TAG, TAX_EXEMPT_TAG } from './types';
import type { SiteId } from '../../ground/tenant/types';

/**
 * Tax exemption. The option exists only off
 * the Canada and French sites. A visitor sees the hint that exemption must be
 * requested (log in or register); a signed-in customer who is not eligible
 * gets a link to /account, where the tax form is; one whose tax form is
 * waiting for review is told so; a customer tagged end_user_of and
 * tax_exempt_eligible gets the toggle.
 */
export type TaxExemptArea = 'none' | 'request-hint' | 'account-link' | 'under-review' | 'toggle';

const NO_TAX_EXEMPTION: readonly SiteId[] = ['ca', 'fr'];

/** end_user_of may carry the reseller it applies to ("end_user_of:acme"). */
const isEndUser = (tag: string) => tag === END_USER_TAG || tag.startsWith(`${END_USER_TAG}:`) || tag.startsWith(`${END_USER_TAG}=`);

/** The tags that make the cart toggle available. */
export function isTaxExemptEligible(tags: readonly string[]): boolean {
  return tags.some(isEndUser) && tags.includes(TAX_EXEMPT_ELIGIBLE_TAG);
}

/** A tax form waits for review and has not made the customer eligible (yet). */
export function isTaxExemptPending(tags: readonly string[]): boolean {
  return tags.includes(TAX_EXEMPT_PENDING_TAG) && !tags.includes(TAX_EXEMPT_ELIGIBLE_TAG);
}

/** Exempt when the customer carries tax_exempt=true; non-exempt by default. */
export function isTaxExempt(tags: readonly string[]): boolean {
  return tags.includes(TAX_EXEMPT_TAG);
}

/** Tax exemption is offered on this tenant (`siteId` is null on reseller tenants). */
export function offersTaxExemption(siteId: SiteId | null): boolean {
  return !(siteId && NO_TAX_EXEMPTION.includes(siteId));
}

/** `tags` is null for a visitor. */
export function taxExemptArea(siteId: SiteId | null, tags: readonly string[] | null = null): TaxExemptArea {
  if (!offersTaxExemption(siteId)) return 'none';
  if (tags === null) return 'request-hint';
  if (isTaxExemptEligible(tags)) return 'toggle';
  return isTaxExemptPending(tags) ? 'under-review' : 'account-link';
}
