/**
 * Cache tag names, shared by the cached readers (lib/cache/read.ts) and the revalidate
 * route (revalidateTag) so both sides always spell a tag the same way.
 *
 * Scheme:
 *   tenant:<key>          everything cached for one tenant (us, ca, fr, r-acme)
 *   product:<handle>      one product, by platform handle (every handle a read tried)
 *   collection:<handle>   one collection, by platform handle
 *   page:<handle>         one content page, by platform handle
 *   snippets:<owner>      one snippet owner's content (sites/us, resellers/acme)
 *   catalog               every list read (related, extras, grids, sitemap) that
 *                         a product or collection change can alter
 */

export const CATALOG_TAG = 'catalog';

export const tenantTag = (tenantKey: string) => `tenant:${tenantKey}`;
export const productTag = (handle: string) => `product:${handle}`;
export const collectionTag = (handle: string) => `collection:${handle}`;
export const pageTag = (handle: string) => `page:${handle}`;
export const snippetsTag = (owner: string) => `snippets:${owner}`;

export type ChangedEntity =
  | { kind: 'product' | 'collection' | 'page'; handle: string }
  | { kind: 'snippets'; owner: string }
  | { kind: 'tenant'; tenantKey: string };

/**
 * Tags to drop when the platform reports a change. A product or collection
 * change also drops `catalog`, because it can move the entity in or out of
 * any list (grids, related products, sitemap).
 */
export function tagsForChange(change: ChangedEntity): string[] {
  switch (change.kind) {
    case 'product':
      return [productTag(change.handle), CATALOG_TAG];
    case 'collection':
      return [collectionTag(change.handle), CATALOG_TAG];
    case 'page':
      return [pageTag(change.handle)];
    case 'snippets':
      return [snippetsTag(change.owner)];
    case 'tenant':
      return [tenantTag(change.tenantKey)];
  }
}
