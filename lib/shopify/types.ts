/**
 * The reply shapes of our documents, as selected (not the full schema types).
 * Everything the schema allows to be null is nullable here, and the mappers
 * in map.ts treat every field as possibly missing: a malformed reply must
 * degrade to "not found" or an empty list, never crash a page.
 */

export type Maybe<T> = T | null | undefined;

export interface Connection<T> {
  nodes?: Maybe<Maybe<T>[]>;
}

export interface GqlImage {
  url?: Maybe<string>;
  altText?: Maybe<string>;
  width?: Maybe<number>;
  height?: Maybe<number>;
}

export interface GqlMoney {
  amount?: Maybe<string>;
  currencyCode?: Maybe<string>;
}

export interface GqlCardVariant {
  id?: Maybe<string>;
  availableForSale?: Maybe<boolean>;
  price?: Maybe<GqlMoney>;
}

export interface GqlVariant extends GqlCardVariant {
  title?: Maybe<string>;
  sku?: Maybe<string>;
  image?: Maybe<GqlImage>;
  selectedOptions?: Maybe<Maybe<{ name?: Maybe<string>; value?: Maybe<string> }>[]>;
}

export interface GqlSeo {
  title?: Maybe<string>;
  description?: Maybe<string>;
}

export interface GqlMetafield {
  namespace?: Maybe<string>;
  key?: Maybe<string>;
  value?: Maybe<string>;
}

export interface GqlCard {
  id?: Maybe<string>;
  handle?: Maybe<string>;
  title?: Maybe<string>;
  productType?: Maybe<string>;
  vendor?: Maybe<string>;
  createdAt?: Maybe<string>;
  tags?: Maybe<Maybe<string>[]>;
  images?: Maybe<Connection<GqlImage>>;
  variants?: Maybe<Connection<GqlCardVariant>>;
}

export interface GqlProduct extends Omit<GqlCard, 'variants'> {
  description?: Maybe<string>;
  descriptionHtml?: Maybe<string>;
  seo?: Maybe<GqlSeo>;
  variants?: Maybe<Connection<GqlVariant>>;
  options?: Maybe<Maybe<{ name?: Maybe<string>; optionValues?: Maybe<Maybe<{ name?: Maybe<string> }>[]> }>[]>;
  metafields?: Maybe<Maybe<GqlMetafield>[]>;
}

export interface GqlOptionalExtra {
  id?: Maybe<string>;
  handle?: Maybe<string>;
  title?: Maybe<string>;
  description?: Maybe<string>;
  tags?: Maybe<Maybe<string>[]>;
  priceRange?: Maybe<{ minVariantPrice?: Maybe<{ amount?: Maybe<string>; currencyCode?: Maybe<string> }> }>;
}

export interface GqlCollectionSummary {
  id?: Maybe<string>;
  handle?: Maybe<string>;
  title?: Maybe<string>;
  image?: Maybe<GqlImage>;
}

export interface GqlCollection extends GqlCollectionSummary {
  description?: Maybe<string>;
  descriptionHtml?: Maybe<string>;
  seo?: Maybe<GqlSeo>;
  products?: Maybe<Connection<GqlCard>>;
}

export interface GqlPage {
  id?: Maybe<string>;
  handle?: Maybe<string>;
  title?: Maybe<string>;
  body?: Maybe<string>;
  bodySummary?: Maybe<string>;
  createdAt?: Maybe<string>;
  updatedAt?: Maybe<string>;
  seo?: Maybe<GqlSeo>;
}

export interface GqlPageInfo {
  hasNextPage?: Maybe<boolean>;
  endCursor?: Maybe<string>;
}

export interface GqlHandleEntry {
  handle?: Maybe<string>;
  updatedAt?: Maybe<string>;
}

export interface PagedHandles {
  pageInfo?: Maybe<GqlPageInfo>;
  nodes?: Maybe<Maybe<GqlHandleEntry>[]>;
}
