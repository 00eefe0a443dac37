import type { GridCard } from '@/lib/edge/api/contracts/collection';
import type { ProductCard } from '@/lib/domain/catalog/types';
import { cardView } from '@/lib/domain/catalog/grid-card';
import { productPath } from '@/lib/domain/catalog/links';
import { snapshotOf } from '@/lib/domain/wishlist/snapshot';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { Tenant } from '@/lib/ground/tenant/types';

/**
 * The grid's cards as the browser gets them, from the page (its first
 * cards) and from /api/collection (the rest): one shape, so both render alike.
 */
export function gridCards(
  tenant: Pick<Tenant, 'handlePrefix'>,
  cards: readonly ProductCard[],
  display: DisplayCurrency,
  locale: string,
): GridCard[] {
  return cards.map((card) => ({ ...cardView(card, productPath(tenant, card.handle), display, locale), item: snapshotOf(card, display) }));
}
