/** What GET /api/quick-view answers and the quick view dialog shows: defined by the route's contract. */
export type { QuickViewProduct } from '@/lib/api/contracts/quick-view';

/** @deprecated The dialog's strings as props, until the card buttons read theirs with useTranslations. */
export interface QuickViewLabels {
  title: string;
  close: string;
  loading: string;
  error: string;
  notFound: string;
  retry: string;
  quantity: string;
  decrease: string;
  increase: string;
  outOfStock: string;
  chooseOptions: string;
  from: string;
  wishlist: string;
  compare: string;
  addedToWishlist: string;
  addedToCompare: string;
}
