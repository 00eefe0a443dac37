import type { IndexedProductNode } from '../../services/shopify/search-index';
import { isOptionalExtraProduct } from '../catalog/optional-extra';
import { parseCents } from '../../ground/money/cents';
import { truncateAtWord } from '../../ground/html/truncate';
import { resellerOfHandle, resellersSelling } from './resellers';

export type { IndexedProductNode };
export { resellerOfHandle };

/**
 * One product as the search service holds it (the index's record). The
 * fields are the service's contract, shared with the emulator's stand-in:
 * `reseller` is the reseller id for a reseller's product and '' for the
 * company sites' products (what a company site filters on); `resellers`
 * lists the resellers whose stores sell it, their own products and the
 * company products their collections carry (what a reseller host filters
 * on). A type, not an interface: the client takes records as plain objects.
 */
export type SearchRecord = {
  objectID: string;
  product_handle: string;
  title: string;
  /** The French title ('' when the store has none): searchable, and what the French title replica sorts by. */
  title_fr: string;
  /** Plain text, cut at a word near DESCRIPTION_MAX: searchable, never shown. */
  description: string;
  /** The French description, cut alike ('' when the store has none). */
  description_fr: string;
  product_type: string;
  vendor: string;
  tags: string[];
  /** The first image's URL, or null. */
  image: string | null;
  /** The cheapest variant's price in store currency units (12.5 is $12.50), or null without a price. */
  price: number | null;
  reseller: string;
  resellers: string[];
};

/** Enough description for the words shoppers search by; records stay small. */
export const DESCRIPTION_MAX = 1000;

/** The numeric tail of a product gid ("gid://shopify/Product/1001" → "1001"): short and stable. */
function objectIdOf(gid: string): string {
  const tail = gid.slice(gid.lastIndexOf('/') + 1);
  return tail || gid;
}

/** A product's French text, as the French read of the catalog gives it. */
export type FrenchText = Pick<IndexedProductNode, 'title' | 'description'>;

/**
 * A Storefront product as its search record; null for a product nobody
 * searches for: an Optional Extra (sold only with a line), or one without a
 * handle or title. `french` is the same product read in French, when the
 * store has it; `collections` the handles of the collections that list it.
 */
export function toSearchRecord(
  node: IndexedProductNode,
  resellerIds: readonly string[],
  french?: FrenchText,
  collections: readonly string[] = [],
): SearchRecord | null {
  const { tags } = node;
  if (!node.handle || !node.title) return null;
  if (isOptionalExtraProduct({ productType: node.productType, tags })) return null;
  const cents = parseCents(node.priceRange.minVariantPrice.amount);
  return {
    objectID: objectIdOf(node.id),
    product_handle: node.handle,
    title: node.title,
    title_fr: french?.title ?? '',
    description: truncateAtWord(node.description, DESCRIPTION_MAX),
    description_fr: truncateAtWord(french?.description ?? '', DESCRIPTION_MAX),
    product_type: node.productType,
    vendor: node.vendor,
    tags: [...tags],
    image: node.images.nodes[0]?.url ?? null,
    price: cents === null ? null : cents / 100,
    reseller: resellerOfHandle(node.handle, resellerIds),
    resellers: resellersSelling(node.handle, collections, resellerIds),
  };
}
