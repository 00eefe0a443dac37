import type {
  CardFieldsFragment,
  CardVariantFieldsFragment,
  CheckoutVariantsQuery,
  CollectionByHandleQuery,
  CollectionSummaryFieldsFragment,
  CustomerFieldsFragment,
  CustomerOrdersQuery,
  CustomerUserErrorFieldsFragment,
  GridCardFieldsFragment,
  ImageFieldsFragment,
  MailingAddressFieldsFragment,
  MoneyFieldsFragment,
  OptionalExtrasQuery,
  OrderByIdAndKeyQuery,
  PageFieldsFragment,
  ProductFieldsFragment,
  SeoFieldsFragment,
} from './generated/storefront.generated';

/**
 * The reply shapes the mappers read, all derived from the types GraphQL
 * codegen generates from our documents and the 2026-04 schema
 * (./generated/storefront.generated.d.ts, `npm run codegen`): none is
 * written by hand.
 *
 * The client trusts the schema for the shape of a reply, but the mappers do
 * not: `Loose<T>` makes every field of a generated type optional and
 * nullable, so a malformed reply degrades to "not found" or an empty list
 * and never crashes a page.
 */

export type Maybe<T> = T | null | undefined;

/** A generated reply type with every field, at any depth, possibly missing or null. */
export type Loose<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? Maybe<Loose<U>>[]
    : { [K in keyof T]?: Maybe<Loose<T[K]>> };

type Element<T> = T extends readonly (infer U)[] ? U : never;
type Present<T> = NonNullable<T>;

// ------------------------------------------------------------------ catalog
export type ImageReply = Loose<ImageFieldsFragment>;
export type MoneyReply = Loose<MoneyFieldsFragment>;
export type CardFieldsReply = Loose<CardFieldsFragment>;
export type CardReply = Loose<GridCardFieldsFragment>;
export type CardVariantReply = Loose<CardVariantFieldsFragment>;
export type ProductReply = Loose<ProductFieldsFragment>;
export type VariantReply = Loose<Element<ProductFieldsFragment['variants']['nodes']>>;
export type SeoReply = Loose<SeoFieldsFragment>;
export type MetafieldReply = Loose<Present<Element<ProductFieldsFragment['metafields']>>>;
export type OptionalExtraReply = Loose<Element<OptionalExtrasQuery['products']['nodes']>>;
export type CollectionSummaryReply = Loose<CollectionSummaryFieldsFragment>;
export type CollectionReply = Loose<Present<CollectionByHandleQuery['collection']>>;
export type PageReply = Loose<PageFieldsFragment>;

// ----------------------------------------------------------------- checkout
export type CheckoutVariantReply = Loose<Present<Element<CheckoutVariantsQuery['nodes']>>>;

// ----------------------------------------------------------------- customer
export type CustomerUserErrorReply = Loose<CustomerUserErrorFieldsFragment>;
export type MailingAddressReply = Loose<MailingAddressFieldsFragment>;
export type CustomerReply = Loose<CustomerFieldsFragment>;
export type OrderSummaryReply = Loose<Element<Present<CustomerOrdersQuery['customer']>['orders']['nodes']>>;
type OrderMember = Extract<Present<OrderByIdAndKeyQuery['node']>, { __typename: 'Order' }>;
/** `node(id:)` answered with an Order, or with any other type (the mapper checks `__typename`). */
export type OrderDetailReply = Loose<Omit<OrderMember, '__typename'>> & { __typename?: Maybe<string> };
export type OrderLineItemReply = Loose<Element<OrderMember['lineItems']['nodes']>>;
