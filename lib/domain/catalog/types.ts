import type { Cents } from '../../ground/money/cents';

/**
 * The catalog as the storefront uses it: a flattened, typed view of the
 * Storefront API objects (connections flattened, nulls normalised). Mapping
 * from the GraphQL shapes lives in lib/services/shopify/map.ts. Prices are store
 * amounts in cents (lib/ground/money), converted for display where they are shown.
 */

export interface ProductImage {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface ProductVariant {
  id: string;
  title: string;
  /** Store currency. */
  price: Cents;
  sku: string | null;
  availableForSale: boolean;
  image: ProductImage | null;
  selectedOptions: SelectedOption[];
}

/** What the store says of a variant's stock (the quick view's stepper limit). */
export interface VariantStock {
  availableForSale: boolean;
  /** Units in stock; null when the store does not say. */
  quantityAvailable: number | null;
  /** Sold while out of stock (backorders): no limit. */
  currentlyNotInStock: boolean;
}

export interface ProductOption {
  /** The option's name as the store writes it: what the cart, the checkout and reorder key the option by, in every language. */
  name: string;
  /** Its values as the store writes them (the same identity). */
  values: string[];
  /** The name in the shopper's language, when it differs from the store's. */
  label?: string;
  /** The values in the shopper's language, position for position with `values`. */
  valueLabels?: string[];
}

/** The SEO overrides a product may carry as metafields. */
export interface SeoOverrides {
  title?: string | null;
  title_tag?: string | null;
  description?: string | null;
  description_tag?: string | null;
}

export interface Product {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  createdAt: string;
  tags: string[];
  images: ProductImage[];
  variants: ProductVariant[];
  options: ProductOption[];
  seo: { title: string | null; description: string | null };
  metafields: SeoOverrides;
}

/** What a grid, slider or card needs (spec "Card display product"). */
export interface ProductCard {
  id: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  createdAt: string;
  /** Product tags (brand filter, `$=` pricing marker); absent on hand-built cards. */
  tags?: string[];
  image: ProductImage | null;
  /** Up to 10 variants: sorting by price needs availability and price. */
  variants: Pick<ProductVariant, 'id' | 'price' | 'availableForSale'>[];
}

export interface CollectionSummary {
  id: string;
  handle: string;
  title: string;
  image?: ProductImage | null;
}

export interface Collection extends CollectionSummary {
  description: string;
  descriptionHtml: string;
  seo: { title: string | null; description: string | null };
  products: ProductCard[];
}

export interface ContentPage {
  id: string;
  handle: string;
  title: string;
  body: string;
  bodySummary: string;
  createdAt: string;
  updatedAt: string;
  seo: { title: string | null; description: string | null };
}

/**
 * A product of type "Optional Extra" (Overlamination, Foil Stamping, …);
 * its description is the tooltip text of that extra on the product page.
 */
export interface OptionalExtra {
  id: string;
  handle: string;
  title: string;
  description: string;
  tags: string[];
  /** The add-on's base (list) price per unit, store currency. */
  price: Cents;
}
