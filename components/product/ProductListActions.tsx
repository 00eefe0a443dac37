import { getTranslations } from 'next-intl/server';
import { CompareButton } from '@/components/compare/CompareButton';
import { Link } from '@/components/ui/Link';
import { WishlistButton } from '@/components/wishlist/WishlistButton';
import { WISHLIST_PATH } from '@/components/wishlist/path';
import type { Product } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import { snapshotOf } from '@/lib/domain/wishlist/snapshot';
import styles from './ProductListActions.module.css';

/** Wishlist and compare toggles under the configurator, with a link to the compare list. */
export async function ProductListActions({ product, locale, display }: { product: Product; locale: string; display: DisplayCurrency }) {
  const [wishlist, compare, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'Wishlist' }),
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Toasts' }),
  ]);
  const item = snapshotOf({ ...product, image: product.images[0] ?? null }, display);
  // The buttons show their name: 'Add to wishlist', then 'Remove from wishlist'.
  const shared = { item, showLabel: true, className: styles.button };
  return (
    <div className={styles.actions}>
      <WishlistButton {...shared} label={{ add: wishlist('button'), remove: wishlist('removeButton') }} toast={{ added: toasts('addedToWishlist'), removed: toasts('removedFromWishlist'), link: { label: toasts('viewWishlist'), href: WISHLIST_PATH } }} />
      <CompareButton {...shared} label={{ add: compare('button'), remove: compare('removeButton') }} toast={{ added: toasts('addedToCompare'), removed: toasts('removedFromCompare') }} />
      <Link href="/compare" className={styles.link}>
        {compare('title')}
      </Link>
    </div>
  );
}
