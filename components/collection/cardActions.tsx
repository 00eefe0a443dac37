import type { ProductCard as ProductCardData } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { CardActions } from '@/components/wishlist/CardActions';
import { IconCompare, IconEye, IconHeart } from '@/components/wishlist/icons';
import { snapshotOf } from '@/lib/domain/wishlist/snapshot';

/** The card buttons' icons: rendered here, once, so the grid's island ships no icon code. */
const CARD_ICONS = { quickView: <IconEye size={20} />, wishlist: <IconHeart size={20} />, compare: <IconCompare size={20} /> };

/**
 * Quick view, wishlist and compare buttons for CollectionView's cards. A page
 * that shows them imports this module and passes `cardActions(display)` as
 * `actions`: only pages that import it ship the buttons' island (a page's
 * browser code is every client component its server modules import, shown
 * or not).
 */
export function cardActions(display: DisplayCurrency) {
  return function actionsOf(card: ProductCardData, href: string) {
    return <CardActions item={snapshotOf(card, display)} href={href} icons={CARD_ICONS} />;
  };
}
