import type { Tenant } from './types';

/** Adds the tenant's handle prefix unless the handle already carries it. */
export function withHandlePrefix(tenant: Pick<Tenant, 'handlePrefix'>, handle: string): string {
  const p = tenant.handlePrefix;
  if (!p || handle.startsWith(p)) return handle;
  return `${p}${handle}`;
}

/** Removes the tenant's handle prefix so URLs stay short and shareable across tenants. */
export function stripHandlePrefix(tenant: Pick<Tenant, 'handlePrefix'>, handle: string): string {
  const p = tenant.handlePrefix;
  return p && handle.startsWith(p) && handle.length > p.length ? handle.slice(p.length) : handle;
}
