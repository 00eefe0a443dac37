/**
 * Shared selections. Every document gets the ones it spreads appended by
 * `doc()`; keep each fragment to one object type and one purpose.
 * Not re-exported from the documents index: only operations are sent.
 */

const ImageFields = /* GraphQL */ `
fragment ImageFields on Image {
  url
  altText
  width
  height
}`;

const MoneyFields = /* GraphQL */ `
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}`;

/** What a product card needs besides images and variants (their counts differ per query). */
const CardFields = /* GraphQL */ `
fragment CardFields on Product {
  id
  handle
  title
  productType
  vendor
  createdAt
  tags
}`;

/** Price sorts need availability and price of each variant. */
const CardVariantFields = /* GraphQL */ `
fragment CardVariantFields on ProductVariant {
  id
  availableForSale
  price {
    ...MoneyFields
  }
}`;

/** A card in a grid or list: spec §9 "5 images in grids", 10 variants in collections. */
const GridCardFields = /* GraphQL */ `
fragment GridCardFields on Product {
  ...CardFields
  images(first: 5) {
    nodes {
      ...ImageFields
    }
  }
  variants(first: 10) {
    nodes {
      ...CardVariantFields
    }
  }
}`;

const CollectionSummaryFields = /* GraphQL */ `
fragment CollectionSummaryFields on Collection {
  id
  handle
  title
  image {
    ...ImageFields
  }
}`;

/**
 * The product page and quick view: spec §3 Product, §9 page sizes (10 images,
 * 250 variants). A variant's `quantityAvailable` bounds the quick view's
 * quantity stepper (it needs the unauthenticated_read_product_inventory
 * access scope; null without it).
 */
const ProductFields = /* GraphQL */ `
fragment ProductFields on Product {
  id
  handle
  title
  description
  descriptionHtml
  productType
  vendor
  createdAt
  tags
  seo {
    title
    description
  }
  images(first: 10) {
    nodes {
      ...ImageFields
    }
  }
  variants(first: 250) {
    nodes {
      id
      title
      sku
      availableForSale
      quantityAvailable
      currentlyNotInStock
      price {
        ...MoneyFields
      }
      image {
        ...ImageFields
      }
      selectedOptions {
        name
        value
      }
    }
  }
  options {
    name
    optionValues {
      name
    }
  }
  metafields(
    identifiers: [
      { namespace: "global", key: "title" }
      { namespace: "global", key: "title_tag" }
      { namespace: "global", key: "description" }
      { namespace: "global", key: "description_tag" }
    ]
  ) {
    namespace
    key
    value
  }
}`;

const PageFields = /* GraphQL */ `
fragment PageFields on Page {
  id
  handle
  title
  body
  bodySummary
  createdAt
  updatedAt
  seo {
    title
    description
  }
}`;

/** Cursor pagination for the sitemap reads. */
const PageInfoFields = /* GraphQL */ `
fragment PageInfoFields on PageInfo {
  hasNextPage
  endCursor
}`;

/** The user errors of every customer mutation (spec accounts §5: shown capitalised). */
const CustomerUserErrorFields = /* GraphQL */ `
fragment CustomerUserErrorFields on CustomerUserError {
  code
  field
  message
}`;

/** An address of the address book or an order (its id carries the customer's token: see customer/map.ts). */
const MailingAddressFields = /* GraphQL */ `
fragment MailingAddressFields on MailingAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  province
  country
  zip
  phone
}`;

/** Spec accounts §3 "Customer details": addresses first 100; orders and metafields are read where they are needed. */
const CustomerFields = /* GraphQL */ `
fragment CustomerFields on Customer {
  id
  displayName
  firstName
  lastName
  email
  phone
  tags
  defaultAddress {
    id
  }
  addresses(first: 100) {
    nodes {
      ...MailingAddressFields
    }
  }
}`;

export const FRAGMENTS: Record<string, string> = {
  ImageFields,
  MoneyFields,
  CardFields,
  CardVariantFields,
  GridCardFields,
  CollectionSummaryFields,
  ProductFields,
  PageFields,
  PageInfoFields,
  CustomerUserErrorFields,
  MailingAddressFields,
  CustomerFields,
};
