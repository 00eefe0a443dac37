import type {
  Collection,
  CollectionSummary,
  ContentPage,
  OptionalExtra,
  Product,
  ProductCard,
  ProductImage,
  ProductOption,
  ProductVariant,
  SeoOverrides,
} from '../catalog/types';
import { flattenConnection } from '@shopify/hydrogen-react/flatten-connection';
import { parseCents, type Cents } from '../money/cents';
import type {
  CardReply,
  CardVariantReply,
  CollectionReply,
  CollectionSummaryReply,
  ImageReply,
  MetafieldReply,
  MoneyReply,
  OptionalExtraReply,
  PageReply,
  ProductReply,
  SeoReply,
  VariantReply,
  Maybe,
} from './types';

/**
 * GraphQL reply shapes → lib/catalog/types. Pure and null-safe: an entity
 * without an id or handle maps to null (callers treat it as not found), a
 * missing list maps to [], a missing text to "".
 */

const str = (v: Maybe<string>): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: Maybe<string>): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: Maybe<number>): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function isPresent<T>(v: T | null | undefined): v is T {
  return v !== null && v !== undefined;
}

/**
 * A connection's nodes (`nodes` or `edges.node`, via hydrogen-react's
 * flattenConnection) without null entries; [] for a missing or malformed
 * connection, which flattenConnection would log as an error.
 */
export function nodesOf<T>(connection: Maybe<{ nodes?: Maybe<Maybe<T>[]> }>): T[] {
  if (!Array.isArray(connection?.nodes)) return [];
  return flattenConnection({ nodes: connection.nodes }).filter(isPresent);
}

/** Maps a list and drops the entries the mapper rejected. */
function mapAll<T, R>(items: readonly T[], map: (item: T) => R | null): R[] {
  return items.map(map).filter(isPresent);
}

export function mapImage(image: Maybe<ImageReply>): ProductImage | null {
  if (!image?.url) return null;
  return { url: image.url, altText: strOrNull(image.altText), width: num(image.width), height: num(image.height) };
}

/** A platform price as store cents; a missing or unreadable amount is 0, as in every sum. */
export function mapPrice(money: Maybe<Pick<MoneyReply, 'amount'>>): Cents {
  return parseCents(money?.amount) ?? 0;
}

export function mapSeo(seo: Maybe<SeoReply>): { title: string | null; description: string | null } {
  return { title: strOrNull(seo?.title), description: strOrNull(seo?.description) };
}

const SEO_KEYS = ['title', 'title_tag', 'description', 'description_tag'] as const;

/** The `global` SEO metafields (spec §3); blank values are left out so fallbacks apply. */
export function mapSeoOverrides(metafields: Maybe<Maybe<MetafieldReply>[]>): SeoOverrides {
  const out: SeoOverrides = {};
  for (const m of Array.isArray(metafields) ? metafields : []) {
    if (m?.namespace !== 'global' || !m.key || !m.value?.trim()) continue;
    const key = SEO_KEYS.find((k) => k === m.key);
    if (key) out[key] = m.value.trim();
  }
  return out;
}

function mapCardVariant(v: CardVariantReply): ProductCard['variants'][number] | null {
  if (!v.id) return null;
  return { id: v.id, price: mapPrice(v.price), availableForSale: v.availableForSale === true };
}

export function mapVariant(v: VariantReply): ProductVariant | null {
  if (!v.id) return null;
  return {
    id: v.id,
    title: str(v.title),
    price: mapPrice(v.price),
    sku: strOrNull(v.sku),
    availableForSale: v.availableForSale === true,
    quantityAvailable: num(v.quantityAvailable),
    currentlyNotInStock: v.currentlyNotInStock === true,
    image: mapImage(v.image),
    selectedOptions: (v.selectedOptions ?? [])
      .filter(isPresent)
      .map((o) => ({ name: str(o.name), value: str(o.value) }))
      .filter((o) => o.name !== ''),
  };
}

function mapOptions(options: ProductReply['options']): ProductOption[] {
  return (options ?? []).filter(isPresent).flatMap((o) => {
    const name = str(o.name);
    if (!name) return [];
    const values = (o.optionValues ?? []).map((v) => str(v?.name)).filter((v) => v !== '');
    return [{ name, values }];
  });
}

const tagsOf = (tags: Maybe<Maybe<string>[]>): string[] => (tags ?? []).filter((t): t is string => typeof t === 'string');

export function mapProductCard(p: Maybe<CardReply>): ProductCard | null {
  if (!p?.id || !p.handle) return null;
  return {
    id: p.id,
    handle: p.handle,
    title: str(p.title),
    productType: str(p.productType),
    vendor: str(p.vendor),
    createdAt: str(p.createdAt),
    tags: tagsOf(p.tags),
    image: mapImage(nodesOf(p.images)[0]),
    variants: mapAll(nodesOf(p.variants), mapCardVariant),
  };
}

export function mapProduct(p: Maybe<ProductReply>): Product | null {
  if (!p?.id || !p.handle) return null;
  return {
    id: p.id,
    handle: p.handle,
    title: str(p.title),
    description: str(p.description),
    descriptionHtml: str(p.descriptionHtml),
    productType: str(p.productType),
    vendor: str(p.vendor),
    createdAt: str(p.createdAt),
    tags: tagsOf(p.tags),
    images: mapAll(nodesOf(p.images), mapImage),
    variants: mapAll(nodesOf(p.variants), mapVariant),
    options: mapOptions(p.options),
    seo: mapSeo(p.seo),
    metafields: mapSeoOverrides(p.metafields),
  };
}

export function mapProductCards(connection: Maybe<{ nodes?: Maybe<Maybe<CardReply>[]> }>): ProductCard[] {
  return mapAll(nodesOf(connection), mapProductCard);
}

export function mapOptionalExtra(p: Maybe<OptionalExtraReply>): OptionalExtra | null {
  if (!p?.id || !p.handle) return null;
  return {
    id: p.id,
    handle: p.handle,
    title: str(p.title),
    description: str(p.description),
    tags: tagsOf(p.tags),
    price: mapPrice(p.priceRange?.minVariantPrice),
  };
}

export function mapCollectionSummary(c: Maybe<CollectionSummaryReply>): CollectionSummary | null {
  if (!c?.id || !c.handle) return null;
  return { id: c.id, handle: c.handle, title: str(c.title), image: mapImage(c.image) };
}

export function mapCollection(c: Maybe<CollectionReply>): Collection | null {
  const summary = mapCollectionSummary(c);
  if (!summary || !c) return null;
  return {
    ...summary,
    description: str(c.description),
    descriptionHtml: str(c.descriptionHtml),
    seo: mapSeo(c.seo),
    products: mapProductCards(c.products),
  };
}

export function mapPage(p: Maybe<PageReply>): ContentPage | null {
  if (!p?.id || !p.handle) return null;
  return {
    id: p.id,
    handle: p.handle,
    title: str(p.title),
    body: str(p.body),
    bodySummary: str(p.bodySummary),
    createdAt: str(p.createdAt),
    updatedAt: str(p.updatedAt),
    seo: mapSeo(p.seo),
  };
}

/** `mapAll` over a `nodes` list that may hold nulls and foreign node types (nodes(ids:)). */
export function mapList<T, R>(items: Maybe<Maybe<T>[]>, map: (item: T) => R | null): R[] {
  return mapAll((Array.isArray(items) ? items : []).filter(isPresent), map);
}
