/** In-memory records of the catalog, shared by the seeder (which writes them) and the GraphQL layer (which reads them). */

export interface ImageRec {
  id: number;
  file: string;
  alt: string | null;
  width: number;
  height: number;
}

/** Per-language overrides; only the fields a merchant would translate. Keyed by lower-case language code. */
export interface Translation {
  title?: string;
  descriptionHtml?: string;
  body?: string;
  seoTitle?: string;
  seoDescription?: string;
  /** Option names, keyed by the stored (English) name: Size → Taille. */
  options?: Record<string, string>;
  /** Option values, keyed by the stored value: White Gloss Paper → Papier blanc brillant. */
  optionValues?: Record<string, string>;
  /** Metafield values, keyed by `namespace.key` (SEO title and description tags). */
  metafields?: Record<string, string>;
}
export type Translations = Record<string, Translation>;

export interface OptionRec {
  name: string;
  values: string[];
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantRec {
  id: number;
  productId: number;
  position: number;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  compareAtPrice: string | null;
  available: boolean;
  quantity: number;
  imageId: number | null;
  selectedOptions: SelectedOption[];
  weight: number | null;
  weightUnit: string;
}

export interface ProductRec {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  options: OptionRec[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Lower ranks sell better (BEST_SELLING sort). */
  bestSelling: number;
  translations: Translations;
  imageIds: number[];
  variants: VariantRec[];
}

export interface CollectionRec {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  imageId: number | null;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
  translations: Translations;
  /** In manual (COLLECTION_DEFAULT) order. */
  productIds: number[];
}

export type MetafieldOwner = 'Product' | 'Collection' | 'Page' | 'Shop';

export interface MetafieldRec {
  id: number;
  ownerType: MetafieldOwner;
  ownerId: number;
  namespace: string;
  key: string;
  value: string;
  type: string;
  description: string | null;
}

export interface PageRec {
  id: number;
  handle: string;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  translations: Translations;
}

/** A Shopify menu item; `url` is a shop-relative path ("/collections/roll-labels") or an absolute URL. */
export interface MenuItemRec {
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  items: MenuItemRec[];
}

export interface MenuRec {
  id: number;
  handle: string;
  title: string;
  items: MenuItemRec[];
}
