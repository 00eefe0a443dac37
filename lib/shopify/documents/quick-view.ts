import { doc } from './document';

/**
 * The quick view (spec §2 "Quick view"): title, image, the card's variants
 * (10, for the "From" price) and the stock of each, the first variant's
 * `quantityAvailable` bounding the quantity stepper (it needs the
 * unauthenticated_read_product_inventory access scope; null without it).
 */
export const QUICK_VIEW_PRODUCT = doc(/* GraphQL */ `
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
