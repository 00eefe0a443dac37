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
} from '../../domain/catalog/types';
import { flattenConnection } from '@shopify/hydrogen-react/flatten-connection';
import { parseCents, type Cents } from '../../ground/money/cents';
import type {
  CardFieldsReply,
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
 * GraphQL reply shapes → lib/domain/catalog/types. Pure and null-safe: an entity
 * without an id or handle maps to null (callers treat it as not found), a
 * missing list maps to [], a missing text to "".
 */

/** What every catalog entity has: products, collections, content pages. */
type EntityReply = { id?: Maybe<string>; handle?: Maybe<string>; title?: Maybe<string> };

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

/** The `global` SEO metafields; blank values are left out so fallbacks apply. */
export function mapSeoOverrides(metafields: Maybe<Maybe<MetafieldReply>[]>): SeoOverrides {
  const out: SeoOverrides = {};
  for (const m of Array.isArray(metafields) ? metafields : []) {
    if (m?.namespace !== 'global' || !m.key || !m.value?.trim()) continue;
    const key = SEO_KEYS.find((k) => k === m.key);
    if (key) out[key] = m.value.trim();
  }
  return out;
}

/**
 * An entity's id, handle and title, with the fields `rest` maps; null for one
 * without an id or handle (callers treat it as not found).
 */
function mapEntity<T extends EntityReply, R>(e: Maybe<T>, rest: (e: T) => R): ({ id: string; handle: string; title: string } & R) | null {
  if (!e?.id || !e.handle) return null;
  return { id: e.id, handle: e.handle, title: str(e.title), ...rest(e) };
}

function mapCardVariant(v: CardVariantReply): ProductCard['variants'][number] | null {
  if (!v.id) return null;
  return { id: v.id, price: mapPrice(v.price), availableForSale: v.availableForSale === true };
}

export function mapVariant(v: VariantReply): ProductVariant | null {
  const card = mapCardVariant(v);
  if (!card) return null;
  return {
    ...card,
    title: str(v.title),
    sku: strOrNull(v.sku),
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

/** The CardFields a card and the product page share, besides id, handle and title. */
function mapCardFields(p: CardFieldsReply): Pick<ProductCard, 'productType' | 'vendor' | 'createdAt'> & { tags: string[] } {
  return { productType: str(p.productType), vendor: str(p.vendor), createdAt: str(p.createdAt), tags: tagsOf(p.tags) };
}

export function mapProductCard(p: Maybe<CardReply>): ProductCard | null {
  return mapEntity(p, (card) => ({
    ...mapCardFields(card),
    image: mapImage(nodesOf(card.images)[0]),
    variants: mapAll(nodesOf(card.variants), mapCardVariant),
  }));
}

export function mapProduct(p: Maybe<ProductReply>): Product | null {
  return mapEntity(p, (product) => ({
    ...mapCardFields(product),
    description: str(product.description),
    descriptionHtml: str(product.descriptionHtml),
    images: mapAll(nodesOf(product.images), mapImage),
    variants: mapAll(nodesOf(product.variants), mapVariant),
    options: mapOptions(product.options),
    seo: mapSeo(product.seo),
    metafields: mapSeoOverrides(product.metafields),
  }));
}

export function mapProductCards(connection: Maybe<{ nodes?: Maybe<Maybe<CardReply>[]> }>): ProductCard[] {
  return mapAll(nodesOf(connection), mapProductCard);
}

export function mapOptionalExtra(p: Maybe<OptionalExtraReply>): OptionalExtra | null {
  return mapEntity(p, (extra) => ({
    description: str(extra.description),
    tags: tagsOf(extra.tags),
    price: mapPrice(extra.priceRange?.minVariantPrice),
  }));
}

export function mapCollectionSummary(c: Maybe<CollectionSummaryReply>): CollectionSummary | null {
  return mapEntity(c, (summary) => ({ image: mapImage(summary.image) }));
}

export function mapCollection(c: Maybe<CollectionReply>): Collection | null {
  return mapEntity(c, (collection) => ({
    image: mapImage(collection.image),
    description: str(collection.description),
    descriptionHtml: str(collection.descriptionHtml),
    seo: mapSeo(collection.seo),
    products: mapProductCards(collection.products),
  }));
}

export function mapPage(p: Maybe<PageReply>): ContentPage | null {
  return mapEntity(p, (page) => ({
    body: str(page.body),
    bodySummary: str(page.bodySummary),
    createdAt: str(page.createdAt),
    updatedAt: str(page.updatedAt),
    seo: mapSeo(page.seo),
  }));
}

/** `mapAll` over a `nodes` list that may hold nulls and foreign node types (nodes(ids:)). */
export function mapList<T, R>(items: Maybe<Maybe<T>[]>, map: (item: T) => R | null): R[] {
  return mapAll((Array.isArray(items) ? items : []).filter(isPresent), map);
}
