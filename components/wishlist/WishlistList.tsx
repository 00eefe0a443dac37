'use client';

import { useTranslations } from 'next-intl';
import { FromPrice, SavedProductImage, SavedProductList } from '@/components/saved-products/SavedProductList';
import { Link } from '@/components/ui/Link';
import { wishlistStore } from '@/lib/edge/state/wishlist-store';
import styles from './WishlistList.module.css';

export interface WishlistListProps {
  locale: string;
  /** The tenant's handle prefix: product links carry the bare handle, like everywhere else. */
  handlePrefix: string;
  /** Where the empty state's link goes. */
  browseHref?: string;
}

/**
 * The wishlist (route /wishlist): a card per saved product (image, title
 * and "View product" linking to the product page, "From" price) with a
 * Remove button, in the saved-products list's loading and empty states.
 */
export function WishlistList({ locale, handlePrefix, browseHref }: WishlistListProps) {
  const t = useTranslations('Wishlist');
  return (
    <SavedProductList store={wishlistStore} namespace="Wishlist" handlePrefix={handlePrefix} browseHref={browseHref} skeletonClassName={styles.grid}>
      {(items, { href: hrefOf, removeButton }) => (
        <ul className={styles.grid} aria-label={t('list')}>
          {items.map((item, index) => {
            const href = hrefOf(item);
            return (
              <li key={item.id} className={styles.card} data-testid="wishlist-item">
                <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
                  <SavedProductImage item={item} sizes="(max-width: 749px) 45vw, 280px" className={styles.image} />
                </Link>
                <div className={styles.body}>
                  <h2 className={styles.title}>
                    <Link href={href}>{item.title}</Link>
                  </h2>
                  {item.price ? (
                    <p className={styles.price}>
                      <FromPrice price={item.price} locale={locale} />
                    </p>
                  ) : null}
                  <div className={styles.actions}>
                    <Link href={href} className="button">
                      {t('view')}
                    </Link>
                    {removeButton(item, index)}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SavedProductList>
  );
}
