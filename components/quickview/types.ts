/**
 * What GET /api/quick-view answers and the quick view dialog shows.
 * Shared by the route handler (app/api/quick-view) and the dialog.
 */

export interface QuickViewProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  /** The "From" price: first available variant, else the first (as on cards). */
  price: { amount: string; currencyCode: string } | null;
  /** Stock of the first variant (see ./stock.ts `stockLimit`). */
  stock: {
    availableForSale: boolean;
    /** Units in stock; null when the store does not say. */
    quantityAvailable: number | null;
    /** Sold while out of stock (backorders): no limit. */
    currentlyNotInStock: boolean;
  } | null;
}

/** 200: `{ product }`; 400 / 404 / 502: `{ error, message }`. */
export type QuickViewResponse = { product: QuickViewProduct } | { error: string; message: string };

export interface QuickViewLabels {
  /** Dialog name while the product loads: "Quick view". */
  title: string;
  close: string;
  loading: string;
  error: string;
  notFound: string;
  retry: string;
  quantity: string;
  decrease: string;
  increase: string;
  /** 'Out of Stock !' (Configurator.outOfStock). */
  outOfStock: string;
  chooseOptions: string;
  /** "From" (Common.from). */
  from: string;
  /** "Add {title} to wishlist" ({title} filled in by the island). */
  wishlist: string;
  /** "Add {title} to compare". */
  compare: string;
  addedToWishlist: string;
  addedToCompare: string;
}
