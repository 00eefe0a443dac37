import { stripHandlePrefix, withHandlePrefix, type Tenant } from '../tenant';

/**
 * The platform handles to try, in order, for a handle from a URL: the
 * tenant's prefixed handle first (region and reseller entities exist only
 * with it), then the bare one when different; never a handle that carries
 * another tenant's prefix ("northwind-about-us" seen from acme), so no host
 * serves another brand's content.
 */
export function candidateHandles(tenant: Pick<Tenant, 'handlePrefix'>, handle: string, knownPrefixes: readonly string[]): string[] {
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
 * tenant reads collections strictly under its prefix (spec §7), the
 * unprefixed site serves every handle without another site's prefix.
 */
export function servesCollection(
  tenant: Pick<Tenant, 'handlePrefix'>,
  handle: string,
  knownPrefixes: readonly string[],
): boolean {
  return tenant.handlePrefix ? handle.startsWith(tenant.handlePrefix) : !isForeignHandle(tenant, handle, knownPrefixes);
}
