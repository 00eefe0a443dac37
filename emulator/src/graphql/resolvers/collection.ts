import type { CollectionRec, ProductRec } from '../../store/types.ts';
import { connection, type PageArgs } from '../connection.ts';
import { htmlToText, translated, truncate, type Ctx, type TypeResolvers } from '../context.ts';
import { minPrice } from '../filters.ts';
import { gid } from '../gid.ts';
import { metafieldResolvers } from './common.ts';

/** Product order inside a collection for each ProductCollectionSortKeys value. */
export function sortCollectionProducts(list: ProductRec[], sortKey: string | undefined, ctx: Ctx): ProductRec[] {
  const title = (p: ProductRec) => translated(p, 'title', p.title, ctx);
  switch (sortKey) {
    case 'TITLE': return [...list].sort((a, b) => title(a).localeCompare(title(b)) || a.id - b.id);
    case 'PRICE': return [...list].sort((a, b) => minPrice(a) - minPrice(b) || a.id - b.id);
    case 'CREATED': return [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    case 'BEST_SELLING': return [...list].sort((a, b) => a.bestSelling - b.bestSelling || a.id - b.id);
    case 'ID': return [...list].sort((a, b) => a.id - b.id);
    default: return list; // COLLECTION_DEFAULT, MANUAL, RELEVANCE: the merchant's order
  }
}

export const Collection: TypeResolvers<CollectionRec> = {
  id: (c) => gid('Collection', c.id),
  title: (c, _a, ctx) => translated(c, 'title', c.title, ctx),
  descriptionHtml: (c, _a, ctx) => translated(c, 'descriptionHtml', c.descriptionHtml, ctx),
  description: (c, args, ctx) => truncate(htmlToText(translated(c, 'descriptionHtml', c.descriptionHtml, ctx)), args.truncateAt),
  image: (c, _a, ctx) => (c.imageId === null ? null : ctx.catalog.images.get(c.imageId) ?? null),
  seo: (c) => ({ title: c.seoTitle, description: c.seoDescription }),
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  // `filters` (storefront filtering) is accepted and ignored.
  products: (c, args, ctx) => {
    const list = c.productIds.map((id) => ctx.catalog.productById.get(id)).filter((p): p is ProductRec => p !== undefined);
    return connection(sortCollectionProducts(list, args.sortKey as string | undefined, ctx), args as PageArgs, (p) => p.id);
  },
  ...metafieldResolvers<CollectionRec>('Collection'),
};
