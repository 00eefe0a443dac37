import * as z from 'zod';
import { isOptionalExtraProduct } from '../catalog/optional-extra';
import type { ProductCard } from '../catalog/types';
import { toCents, type Cents } from '../../ground/money/cents';
import type { SearchRecord } from './record';

/** A product the search found, as pages and routes use it: prices in store cents like every catalog read. */
export interface SearchHit {
  id: string;
  /** The platform handle (with its tenant prefix): links go through productPath. */
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  image: string | null;
  /** The cheapest variant's price, store currency; null when the product has none. */
  price: Cents | null;
}

/** The record fields a result needs, asked for by name: the description (most of a record) stays with the service. */
export const HIT_ATTRIBUTES = ['product_handle', 'title', 'product_type', 'vendor', 'tags', 'image', 'price', 'reseller'] as const satisfies readonly (keyof SearchRecord)[];

const text = z.string().catch('');

/** A hit as the service sends it; fields a result can do without fall back instead of dropping the hit. */
const rawHitSchema = z.object({
  objectID: z.string().min(1),
  product_handle: z.string().min(1),
  title: z.string().min(1),
  product_type: text,
  vendor: text,
  tags: z.array(z.string()).catch([]),
  image: z.string().min(1).nullable().catch(null),
  price: z.number().nonnegative().nullable().catch(null),
});

/**
 * The service's hits as SearchHits, in its order. A hit without an id, a
 * handle or a title cannot be shown or linked, and an Optional Extra is not
 * sold on its own (an index built elsewhere may hold them), so both are
 * left out; every other field is read leniently. Tags serve that check
 * only, so a kept answer stays small.
 */
export function parseHits(hits: readonly unknown[]): SearchHit[] {
  const out: SearchHit[] = [];
  for (const raw of hits) {
    const parsed = rawHitSchema.safeParse(raw);
    if (!parsed.success) continue;
    const hit = parsed.data;
    if (isOptionalExtraProduct({ productType: hit.product_type, tags: hit.tags })) continue;
    out.push({
      id: hit.objectID,
      handle: hit.product_handle,
      title: hit.title,
      productType: hit.product_type,
      vendor: hit.vendor,
      image: hit.image,
      price: hit.price === null ? null : toCents(hit.price),
    });
  }
  return out;
}

/**
 * A hit as the catalog's product card shows it: its one image, and its price
 * as the one variant the card prices by ("From $x").
 */
export function cardOfHit(hit: SearchHit): ProductCard {
  return {
    id: hit.id,
    handle: hit.handle,
    title: hit.title,
    productType: hit.productType,
    vendor: hit.vendor,
    createdAt: '',
    image: hit.image ? { url: hit.image, altText: null, width: null, height: null } : null,
    variants: hit.price === null ? [] : [{ id: hit.id, price: hit.price, availableForSale: true }],
  };
}

/** A product's Storefront GID from its hit: the index's objectID is the GID's numeric tail (record.ts); null for an id of another form. */
export function productGidOfHit(hit: Pick<SearchHit, 'id'>): string | null {
  return /^\d+$/.test(hit.id) ? `gid://shopify/Product/${hit.id}` : null;
}

/**
 * The catalog's cards of the hits that have one, by hit id: the index holds
 * one language and the prices of its last build, so a result shows the card
 * the catalog reads in the shopper's language when it has it (cardOfHit
 * otherwise). A card is matched by GID and must be the hit's product
 * (same handle), so a stale index never links one product with another's card.
 */
export function cardsByHit(hits: readonly SearchHit[], cards: readonly ProductCard[]): Map<string, ProductCard> {
  const byGid = new Map(cards.map((card) => [card.id, card]));
  const out = new Map<string, ProductCard>();
  for (const hit of hits) {
    const gid = productGidOfHit(hit);
    const card = gid ? byGid.get(gid) : undefined;
    if (card && card.handle === hit.handle) out.set(hit.id, card);
  }
  return out;
}
