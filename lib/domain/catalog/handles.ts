import { stripHandlePrefix, withHandlePrefix, type Tenant } from '../../ground/tenant';

/**
 * The platform handles to try, in order, for a handle from a URL: the
 * tenant's prefixed handle first (region and reseller entities exist only
 * with it), then the bare one when different; never a handle that carries
 * another tenant's prefix ("northwind-about-us" seen from acme), so no host
 * serves another brand's content.
 */
export function candidateHandles(tenant: Pick<Tenant, 'handlePrefix'>, handle: string, knownPrefixes: readonly string[]): string[] {
  // A URL naming another tenant's handle is not found here, whatever this tenant's prefix would make of it.
  if (isForeignHandle(tenant, handle, knownPrefixes)) return [];
  const prefixed = withHandlePrefix(tenant, handle);
  const bare = stripHandlePrefix(tenant, handle);
  return (prefixed === bare ? [prefixed] : [prefixed, bare]).filter((h) => !isForeignHandle(tenant, h, knownPrefixes));
}

/**
 * True when a handle carries another tenant's prefix (e.g. "ca-labels" seen
 * from the US site), so lists such as the sitemap can leave it out. A handle
 * with the tenant's own prefix is never foreign, even if another prefix is a
 * shorter match.
 */
export function isForeignHandle(
  tenant: Pick<Tenant, 'handlePrefix'>,
  handle: string,
  knownPrefixes: readonly string[],
): boolean {
  if (tenant.handlePrefix && handle.startsWith(tenant.handlePrefix)) return false;
  return knownPrefixes.some((p) => p !== '' && p !== tenant.handlePrefix && handle.startsWith(p));
}

/**
 * Whether a tenant serves a collection handle at /collections/…: a prefixed
 * tenant reads collections strictly under its prefix, the
 * unprefixed site serves every handle without another site's prefix.
 */
export function servesCollection(
  tenant: Pick<Tenant, 'handlePrefix'>,
  handle: string,
  knownPrefixes: readonly string[],
): boolean {
  return tenant.handlePrefix ? handle.startsWith(tenant.handlePrefix) : !isForeignHandle(tenant, handle, knownPrefixes);
}

/**
 * Whether a tenant serves a content page handle: a reseller only its own
 * prefixed pages (the prefix is added when missing, else not found),
 * so a reseller never shows the company's contact details or policies; a
 * company site its own and the company's shared pages.
 */
export function servesPage(tenant: Pick<Tenant, 'kind' | 'handlePrefix'>, handle: string, knownPrefixes: readonly string[]): boolean {
  return tenant.kind === 'reseller' ? handle.startsWith(tenant.handlePrefix) : !isForeignHandle(tenant, handle, knownPrefixes);
}

/** The platform handles to try for a content page URL: `candidateHandles` narrowed to the pages the tenant serves. */
export function pageCandidates(tenant: Pick<Tenant, 'kind' | 'handlePrefix'>, handle: string, knownPrefixes: readonly string[]): string[] {
  return candidateHandles(tenant, handle, knownPrefixes).filter((h) => servesPage(tenant, h, knownPrefixes));
}
