import type { MenuItemRec, MenuRec, MetafieldRec, PageRec } from '../../store/types.ts';
import { htmlToText, translated, truncate, typed, type Ctx, type TypeResolvers } from '../context.ts';
import { gid, parseGid } from '../gid.ts';
import type { CartMetafieldSrc } from './cart.ts';
import { metafieldResolvers } from './common.ts';
import { shop } from './shop.ts';

export const Page: TypeResolvers<PageRec> = {
  id: (p) => gid('Page', p.id),
  title: (p, _a, ctx) => translated(p, 'title', p.title, ctx),
  body: (p, _a, ctx) => translated(p, 'body', p.body, ctx),
  bodySummary: (p, _a, ctx) => truncate(htmlToText(translated(p, 'body', p.body, ctx)).replace(/\n/g, ' '), 150),
  seo: (p) => ({ title: p.seoTitle, description: p.seoDescription }),
  onlineStoreUrl: (p, _a, ctx) => `${ctx.shopUrl}/pages/${p.handle}`,
  trackingParameters: () => null,
  ...metafieldResolvers<PageRec>('Page'),
};

interface MenuItemSrc extends MenuItemRec {
  gid: string;
  children: MenuItemSrc[];
}

/** Menu item ids are derived from the menu id and the item's position in a depth-first walk. */
function menuItems(m: MenuRec): MenuItemSrc[] {
  let n = 0;
  const walk = (items: MenuItemRec[]): MenuItemSrc[] =>
    items.map((it) => {
      const id = gid('MenuItem', m.id * 1000 + ++n);
      return { ...it, gid: id, children: walk(it.items) };
    });
  return walk(m.items);
}

function countItems(items: MenuItemRec[]): number {
  return items.reduce((n, it) => n + 1 + countItems(it.items), 0);
}

export const Menu: TypeResolvers<MenuRec> = {
  id: (m) => gid('Menu', m.id),
  items: (m) => menuItems(m),
  itemsCount: (m) => countItems(m.items),
};

/** Resolves a resource GID to a typed catalog record (menu item resources, metafield owners, node()). */
export function resourceByGid(value: unknown, ctx: Ctx): object | null {
  const g = parseGid(value);
  if (!g) return null;
  const c = ctx.catalog;
  const rec: object | undefined =
    g.type === 'Product' ? c.productById.get(g.id)
    : g.type === 'ProductVariant' ? c.variantById.get(g.id)
    : g.type === 'Collection' ? c.collectionById.get(g.id)
    : g.type === 'Page' ? c.pageById.get(g.id)
    : g.type === 'Menu' ? c.menuById.get(g.id)
    : g.type === 'Shop' && g.id === 1 ? shop()
    : undefined;
  return rec ? typed(g.type, rec) : null;
}

export const MenuItem: TypeResolvers<MenuItemSrc> = {
  id: (it) => it.gid,
  items: (it) => it.children,
  tags: () => [],
  url: (it, _a, ctx) => (/^https?:\/\//.test(it.url) ? it.url : `${ctx.shopUrl}${it.url}`),
  resource: (it, _a, ctx) => resourceByGid(it.resourceId, ctx),
};

const OWNER_GID: Record<MetafieldRec['ownerType'], string> = { Product: 'Product', Collection: 'Collection', Page: 'Page', Shop: 'Shop' };
const STAMP = '2026-01-15T10:00:00Z';

/** Catalog metafields, and cart metafields (cartMetafieldsSet), which carry their own dates and their cart. */
type MetafieldSrc = MetafieldRec | CartMetafieldSrc;
const isCart = (m: MetafieldSrc): m is CartMetafieldSrc => m.ownerType === 'Cart';

export const Metafield: TypeResolvers<MetafieldSrc> = {
  id: (m) => gid('Metafield', m.id),
  createdAt: (m) => (isCart(m) ? m.createdAt : STAMP),
  updatedAt: (m) => (isCart(m) ? m.updatedAt : STAMP),
  parentResource: (m, _a, ctx) => (isCart(m) ? typed('Cart', m.cart) : resourceByGid(gid(OWNER_GID[m.ownerType], m.ownerId), ctx)),
  reference: () => null,
  // A product's SEO tags are translated with the product, like its title.
  value: (m, _a, ctx) => (!isCart(m) && m.ownerType === 'Product'
    ? ctx.catalog.productById.get(m.ownerId)?.translations[ctx.language.toLowerCase()]?.metafields?.[`${m.namespace}.${m.key}`] ?? m.value
    : m.value),
  references: () => null,
};
