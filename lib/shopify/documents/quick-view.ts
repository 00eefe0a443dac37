import type { Connection, GqlImage, GqlMoney, Maybe } from '../types';
import { doc } from './document';

/** A variant as the quick view reads it: price, availability and stock. */
export interface GqlQuickViewVariant {
  id?: Maybe<string>;
  availableForSale?: Maybe<boolean>;
  price?: Maybe<GqlMoney>;
  /** Needs the unauthenticated_read_product_inventory access scope; null without it. */
  quantityAvailable?: Maybe<number>;
  currentlyNotInStock?: Maybe<boolean>;
}

export interface GqlQuickViewProduct {
  id?: Maybe<string>;
  handle?: Maybe<string>;
  title?: Maybe<string>;
  productType?: Maybe<string>;
  featuredImage?: Maybe<GqlImage>;
  variants?: Maybe<Connection<GqlQuickViewVariant>>;
}

/**
 * The quick view (spec §2 "Quick view"): title, image, the card's variants
 * (10, for the "From" price) and the stock of each, the first variant's
 * `quantityAvailable` bounding the quantity stepper.
 */
export const QUICK_VIEW_PRODUCT = doc<{ product: Maybe<GqlQuickViewProduct> }, { handle: string }>(/* GraphQL */ `
query QuickViewProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  product(handle: $handle) {
    id
    handle
    title
    productType
    featuredImage {
      ...ImageFields
    }
    variants(first: 10) {
      nodes {
        ...CardVariantFields
        quantityAvailable
        currentlyNotInStock
      }
    }
  }
}`);
