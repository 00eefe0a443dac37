/** What GET /api/quick-view answers and the quick view dialog shows: defined by the route's contract. */
export type { QuickViewProduct } from '@/lib/api/contracts/quick-view';
