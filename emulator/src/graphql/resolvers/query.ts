import { GraphQLError } from 'graphql';
import type { CollectionRec, PageRec, ProductRec } from '../../store/types.ts';
import { connection, emptyConnection, type PageArgs } from '../connection.ts';
import { htmlToText, translated, typed, type Args, type Ctx, type TypeResolvers } from '../context.ts';
import { collectionFilter, minPrice, pageFilter, productFilter, relevance } from '../filters.ts';
import { parseGid } from '../gid.ts';
import { bareWords, parseQuery } from '../search.ts';
import { publicApiVersions } from '../versions.ts';
import { cartById } from './cart-payload.ts';
import { resourceByGid } from './content.ts';
import { accountNode, customerByToken } from './customer.ts';
import { paymentSettings, shop } from './shop.ts';

type Sorter<T> = (a: T, b: T) => number;
const byId = <T extends { id: number }>(a: T, b: T): number => a.id - b.id;
const then = <T>(s: Sorter<T>, t: Sorter<T>): Sorter<T> => (a, b) => s(a, b) || t(a, b);

function productRelevance(p: ProductRec, words: string, ctx: Ctx): number {
  return relevance(words, [
    [translated(p, 'title', p.title, ctx), 5], [p.productType, 3], [p.tags.join(' '), 2], [p.vendor, 1],
    [htmlToText(translated(p, 'descriptionHtml', p.descriptionHtml, ctx)), 1],
  ]);
}

function sortProducts(list: ProductRec[], sortKey: string | undefined, query: string | null | undefined, ctx: Ctx): ProductRec[] {
  const title = (p: ProductRec) => translated(p, 'title', p.title, ctx);
  const keyed: Record<string, Sorter<ProductRec>> = {
    TITLE: then((a, b) => title(a).localeCompare(title(b)), byId),
    CREATED_AT: then((a, b) => a.createdAt.localeCompare(b.createdAt), byId),
    UPDATED_AT: then((a, b) => a.updatedAt.localeCompare(b.updatedAt), byId),
    PRICE: then((a, b) => minPrice(a) - minPrice(b), byId),
    BEST_SELLING: then((a, b) => a.bestSelling - b.bestSelling, byId),
    PRODUCT_TYPE: then((a, b) => a.productType.localeCompare(b.productType), byId),
    VENDOR: then((a, b) => a.vendor.localeCompare(b.vendor), byId),
    ID: byId,
  };
  if (sortKey === 'RELEVANCE') {
    const words = bareWords(parseQuery(query)).join(' ');
    if (!words) return [...list].sort(byId);
    const score = new Map(list.map((p) => [p.id, productRelevance(p, words, ctx)]));
    return [...list].sort(then((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0), byId));
  }
  return [...list].sort(keyed[sortKey ?? 'ID'] ?? byId);
}

function byHandleOrId<T extends { id: number }>(args: Args, byHandle: Map<string, T>, byIdMap: Map<number, T>, type: string): T | null {
  if (typeof args.handle === 'string') return byHandle.get(args.handle) ?? null;
  const g = parseGid(args.id);
  if (g && g.type === type) return byIdMap.get(g.id) ?? null;
  if (args.handle === undefined && args.id === undefined) {
    throw new GraphQLError('Must provide either a handle or an id', { extensions: { code: 'BAD_REQUEST' } });
  }
  return null;
}

type SearchHit = { score: number; price: number; available: boolean; id: number; kind: string; item: object };

export const QueryRoot: TypeResolvers<unknown> = {
  product: (_s, args, ctx) => byHandleOrId(args, ctx.catalog.productByHandle, ctx.catalog.productById, 'Product'),
  productByHandle: (_s, args, ctx) => ctx.catalog.productByHandle.get(String(args.handle)) ?? null,
  products: (_s, args, ctx) => {
    const query = args.query as string | null | undefined;
    const list = ctx.catalog.products.filter(productFilter(query));
    return connection(sortProducts(list, args.sortKey as string | undefined, query, ctx), args as PageArgs, (p) => p.id);
  },
  collection: (_s, args, ctx) => byHandleOrId(args, ctx.catalog.collectionByHandle, ctx.catalog.collectionById, 'Collection'),
  collectionByHandle: (_s, args, ctx) => ctx.catalog.collectionByHandle.get(String(args.handle)) ?? null,
  collections: (_s, args, ctx) => {
    const list = ctx.catalog.collections.filter(collectionFilter(args.query as string | null | undefined));
    const title = (c: CollectionRec) => translated(c, 'title', c.title, ctx);
    const sorters: Record<string, Sorter<CollectionRec>> = {
      TITLE: then((a, b) => title(a).localeCompare(title(b)), byId),
      UPDATED_AT: then((a, b) => a.updatedAt.localeCompare(b.updatedAt), byId),
    };
    return connection([...list].sort(sorters[args.sortKey as string] ?? byId), args as PageArgs, (c) => c.id);
  },
  page: (_s, args, ctx) => byHandleOrId(args, ctx.catalog.pageByHandle, ctx.catalog.pageById, 'Page'),
  pageByHandle: (_s, args, ctx) => ctx.catalog.pageByHandle.get(String(args.handle)) ?? null,
  pages: (_s, args, ctx) => {
    const list = ctx.catalog.pages.filter(pageFilter(args.query as string | null | undefined));
    const sorters: Record<string, Sorter<PageRec>> = {
      TITLE: then((a, b) => a.title.localeCompare(b.title), byId),
      UPDATED_AT: then((a, b) => a.updatedAt.localeCompare(b.updatedAt), byId),
    };
    return connection([...list].sort(sorters[args.sortKey as string] ?? byId), args as PageArgs, (p) => p.id);
  },
  menu: (_s, args, ctx) => ctx.catalog.menuByHandle.get(String(args.handle)) ?? null,
  cart: (_s, args, ctx) => cartById(args.id, ctx),
  node: (_s, args, ctx) => accountNode(args.id, ctx) ?? resourceByGid(args.id, ctx),
  nodes: (_s, args, ctx) => ((args.ids ?? []) as unknown[]).map((id) => accountNode(id, ctx) ?? resourceByGid(id, ctx)),
  customer: (_s, args, ctx) => customerByToken(args.customerAccessToken, ctx),
  search: (_s, args, ctx) => {
    const query = String(args.query ?? '');
    const types = (args.types as string[] | null | undefined) ?? ['PRODUCT', 'PAGE', 'ARTICLE'];
    const hits: SearchHit[] = [];
    if (types.includes('PRODUCT')) {
      for (const p of ctx.catalog.products) {
        const score = productRelevance(p, query, ctx);
        if (score > 0) hits.push({ score, price: minPrice(p), available: p.variants.some((v) => v.available), id: p.id, kind: 'Product', item: typed('Product', p) });
      }
    }
    if (types.includes('PAGE')) {
      for (const p of ctx.catalog.pages) {
        const score = relevance(query, [[translated(p, 'title', p.title, ctx), 5], [htmlToText(translated(p, 'body', p.body, ctx)), 1]]);
        if (score > 0) hits.push({ score, price: Infinity, available: true, id: p.id, kind: 'Page', item: typed('Page', p) });
      }
    }
    const unavailable = (args.unavailableProducts as string | undefined) ?? 'LAST';
    let list = unavailable === 'HIDE' ? hits.filter((h) => h.available) : hits;
    const primary: Sorter<SearchHit> = args.sortKey === 'PRICE' ? (a, b) => a.price - b.price : (a, b) => b.score - a.score;
    list = [...list].sort(then(primary, byId));
    if (args.reverse === true) list.reverse();
    // LAST keeps unavailable products after available ones whatever the sort and direction
    if (unavailable === 'LAST') list = [...list.filter((h) => h.available), ...list.filter((h) => !h.available)];
    const conn = connection(list, { ...(args as PageArgs), reverse: false }, (h) => `${h.kind}/${h.id}`);
    const nodes = conn.nodes.map((h) => h.item);
    return { ...conn, nodes, edges: conn.edges.map((e) => ({ cursor: e.cursor, node: e.node.item })), productFilters: [], totalCount: list.length };
  },
  productRecommendations: (_s, args, ctx) => {
    const p = typeof args.productHandle === 'string'
      ? ctx.catalog.productByHandle.get(args.productHandle)
      : (() => { const g = parseGid(args.productId); return g?.type === 'Product' ? ctx.catalog.productById.get(g.id) : undefined; })();
    if (!p) return null;
    if (args.intent === 'COMPLEMENTARY') {
      const extras = new Set(p.tags.filter((t) => t.startsWith('OE=')).map((t) => t.slice(3).toLowerCase()));
      return ctx.catalog.products.filter((x) => x.productType === 'Optional Extra' && extras.has(x.title.toLowerCase()));
    }
    const others = ctx.catalog.products.filter((x) => x.id !== p.id && x.productType !== 'Optional Extra');
    const rank = (x: ProductRec) => (x.productType === p.productType ? 0 : x.vendor === p.vendor ? 1 : 2);
    return others.sort(then((a, b) => rank(a) - rank(b), (a, b) => a.bestSelling - b.bestSelling)).slice(0, 10);
  },
  shop: () => shop(),
  localization: (_s, _a, ctx) => ({ country: ctx.country, language: ctx.language }),
  productTypes: (_s, args, ctx) => stringConnection([...new Set(ctx.catalog.products.map((p) => p.productType))].sort(), args),
  productTags: (_s, args, ctx) => stringConnection([...new Set(ctx.catalog.products.flatMap((p) => p.tags))].sort(), args),
  publicApiVersions: () => publicApiVersions(),
  paymentSettings: () => paymentSettings(),
  // The shop has no blogs, metaobjects, URL redirects or pickup locations: empty answers, not unsupported ones.
  blogs: () => emptyConnection(),
  articles: () => emptyConnection(),
  blog: () => null,
  blogByHandle: () => null,
  article: () => null,
  metaobjects: () => emptyConnection(),
  metaobject: () => null,
  urlRedirects: () => emptyConnection(),
  locations: () => emptyConnection(),
  // cartSubmitForCompletion never starts an attempt (it sends buyers to the hosted checkout), so none exists.
  cartCompletionAttempt: () => null,
};

function stringConnection(list: string[], args: Args) {
  return connection(list, { first: args.first as number }, (s) => s);
}
