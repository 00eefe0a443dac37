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

/** A page's SEO title and description (products, collections, content pages). */
const SeoFields = /* GraphQL */ `
fragment SeoFields on SEO {
  title
  description
}`;

/** What a product card needs besides images and variants (their counts differ per query); the product page reads it too. */
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

/** A card in a grid or list: 5 images, 10 variants. */
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

/**
 * A variant as it is chosen and priced: its options, and the SKU and price
 * the pricing file is checked against. The product page and the checkout
 * read the same, so a line is priced alike in both.
 */
const VariantFields = /* GraphQL */ `
fragment VariantFields on ProductVariant {
  ...CardVariantFields
  title
  sku
  selectedOptions {
    name
    value
  }
}`;

/** An option and its values (the configurator's choices, the custom-size rule). */
const ProductOptionFields = /* GraphQL */ `
fragment ProductOptionFields on ProductOption {
  name
  optionValues {
    name
  }
}`;

/**
 * The product page, quick view, reorder and checkout: the whole product, in
 * pages of 10 images and 250 variants. No stock fields: they need an
 * inventory scope the token may lack, and the platform then refuses the
 * whole read; the quick view asks for them apart (ProductStock).
 */
const ProductFields = /* GraphQL */ `
fragment ProductFields on Product {
  ...CardFields
  description
  descriptionHtml
  seo {
    ...SeoFields
  }
  images(first: 10) {
    nodes {
      ...ImageFields
    }
  }
  variants(first: 250) {
    nodes {
      ...VariantFields
      image {
        ...ImageFields
      }
    }
  }
  options {
    ...ProductOptionFields
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

const CollectionSummaryFields = /* GraphQL */ `
fragment CollectionSummaryFields on Collection {
  id
  handle
  title
  image {
    ...ImageFields
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
    ...SeoFields
  }
}`;

/** Cursor pagination for the sitemap reads. */
const PageInfoFields = /* GraphQL */ `
fragment PageInfoFields on PageInfo {
  hasNextPage
  endCursor
}`;

/** The user errors of every customer mutation (shown capitalised). */
const CustomerUserErrorFields = /* GraphQL */ `
fragment CustomerUserErrorFields on CustomerUserError {
  code
  field
  message
}`;

/** A sign-in's token, new at sign-in and after a change of email or password. */
const CustomerAccessTokenFields = /* GraphQL */ `
fragment CustomerAccessTokenFields on CustomerAccessToken {
  accessToken
  expiresAt
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

/** Addresses first 100; orders and metafields are read where they are needed. */
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

/** What a row of the orders list and the order page both show of an order (customer/map.ts orderBase). */
const OrderBaseFields = /* GraphQL */ `
fragment OrderBaseFields on Order {
  id
  orderNumber
  name
  processedAt
  fulfillmentStatus
  totalPrice {
    ...MoneyFields
  }
}`;

/** An order line's variant as the order page and reorder show it. */
const OrderLineVariantFields = /* GraphQL */ `
fragment OrderLineVariantFields on ProductVariant {
  id
  sku
  title
  availableForSale
  selectedOptions {
    name
    value
  }
  image {
    url
    altText
  }
  product {
    id
    title
    handle
  }
}`;

export const FRAGMENTS: Record<string, string> = {
  ImageFields,
  MoneyFields,
  SeoFields,
  CardFields,
  CardVariantFields,
  GridCardFields,
  VariantFields,
  ProductOptionFields,
  ProductFields,
  CollectionSummaryFields,
  PageFields,
  PageInfoFields,
  CustomerUserErrorFields,
  CustomerAccessTokenFields,
  MailingAddressFields,
  CustomerFields,
  OrderBaseFields,
  OrderLineVariantFields,
};
