/**
 * Cache tag names, shared by the cached readers (lib/services/cache/read.ts) and the revalidate
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
 *   sitemap               the sitemap's handle lists alone (a page change, or a
 *                         sitemap to rebuild without dropping every catalog read)
 */

export const CATALOG_TAG = 'catalog';
export const SITEMAP_TAG = 'sitemap';

/** Next drops (with a warning) a tag longer than this; a handle may be 255 characters before its prefix. */
export const MAX_TAG_LENGTH = 256;

/** One tag, cut to the length Next keeps: only made-up handles are that long, and both sides cut them alike. */
const tag = (kind: string, id: string) => `${kind}:${id}`.slice(0, MAX_TAG_LENGTH);

export const tenantTag = (tenantKey: string) => tag('tenant', tenantKey);
export const productTag = (handle: string) => tag('product', handle);
export const collectionTag = (handle: string) => tag('collection', handle);
export const pageTag = (handle: string) => tag('page', handle);
export const snippetsTag = (owner: string) => tag('snippets', owner);

export type ChangedEntity =
  | { kind: 'product' | 'collection' | 'page'; handle: string }
  | { kind: 'snippets'; owner: string }
  | { kind: 'tenant'; tenantKey: string };

/**
 * Tags to drop when the platform reports a change. A product or collection
 * change also drops `catalog`, because it can move the entity in or out of
 * any list (grids, related products, sitemap); a page change the sitemap.
 */
export function tagsForChange(change: ChangedEntity): string[] {
  switch (change.kind) {
    case 'product':
      return [productTag(change.handle), CATALOG_TAG];
    case 'collection':
      return [collectionTag(change.handle), CATALOG_TAG];
    case 'page':
      // A new or removed page enters or leaves the sitemap.
      return [pageTag(change.handle), SITEMAP_TAG];
    case 'snippets':
      return [snippetsTag(change.owner)];
    case 'tenant':
      return [tenantTag(change.tenantKey)];
  }
}
