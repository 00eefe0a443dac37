/** What GET /api/quick-view answers and the quick view dialog shows: defined by the route's contract. */
export type { QuickViewProduct } from '@/lib/edge/api/contracts/quick-view';
