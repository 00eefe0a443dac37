import { stripHandlePrefix, type Tenant } from '../../ground/tenant';

type PrefixOwner = Pick<Tenant, 'handlePrefix'>;

/** URLs carry handles without the tenant prefix: short, and the same on every tenant. */
const entityPath = (base: string) => (tenant: PrefixOwner, handle: string) =>
  `/${base}/${encodeURIComponent(stripHandlePrefix(tenant, handle))}`;

export const productPath = entityPath('products');
export const collectionPath = entityPath('collections');
export const categoryPath = entityPath('category');
export const pagePath = entityPath('pages');
