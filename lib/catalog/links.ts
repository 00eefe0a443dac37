import { classifyHref } from '../html/url';
import { stripHandlePrefix, type Tenant } from '../tenant';

type PrefixOwner = Pick<Tenant, 'handlePrefix'>;

/** URLs carry handles without the tenant prefix: short, and the same on every tenant. */
const entityPath = (base: string) => (tenant: PrefixOwner, handle: string) =>
  `/${base}/${encodeURIComponent(stripHandlePrefix(tenant, handle))}`;

export const productPath = entityPath('products');
export const collectionPath = entityPath('collections');
export const categoryPath = entityPath('category');
export const pagePath = entityPath('pages');

const ENTITY_ROUTE = /^\/(products|collections|category|pages)\/([^/?#]+)(.*)$/;

/**
 * A menu link as the storefront should render it: external links untouched;
 * internal ones start with '/' and lose the tenant prefix in an entity handle
 * ("/collections/acme-labels" → "/collections/labels"), keeping query and hash.
 * Unsafe links (javascript: …) become null so the item can be left out.
 */
export function localizeMenuLink(tenant: PrefixOwner, link: string): string | null {
  const classified = classifyHref(link);
  if (!classified) return null;
  if (classified.external) return classified.href;
  const m = ENTITY_ROUTE.exec(classified.href);
  if (!m) return classified.href;
  const [, base, handle, rest] = m as unknown as [string, string, string, string];
  return `/${base}/${stripHandlePrefix(tenant, handle)}${rest}`;
}
