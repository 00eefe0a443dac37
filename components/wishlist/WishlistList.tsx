'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDecimal } from '@/lib/money/format';
import { useProductList } from '@/lib/state/list-store';
import { wishlistStore } from '@/lib/state/wishlist-store';
import { stripHandlePrefix } from '@/lib/tenant/handles';
import styles from './WishlistList.module.css';

export interface WishlistListProps {
  locale: string;
  /** The tenant's handle prefix: product links carry the bare handle, like everywhere else. */
  handlePrefix: string;
  /** Where the empty state's link goes. */
  browseHref?: string;
}

const SKELETON_CARDS = 3;

/**
 * The wishlist (route /wishlist): a card per saved product (image, title
 * and "View product" linking to the product page, "From" price) with a
 * Remove button. A skeleton shows until the stored list has been read; an
 * empty list says so and links to the catalogue. After a removal, focus
 * moves to the next Remove button (or the previous one, or the browse link).
 */
export function WishlistList({ locale, handlePrefix, browseHref = '/' }: WishlistListProps) {
  const t = useTranslations('Wishlist');
  const common = useTranslations('Common');
  const items = useProductList(wishlistStore);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    const root = rootRef.current;
    if (index === null || !root) return;
    focusAfterRemoval.current = null;
    const buttons = root.querySelectorAll<HTMLElement>('[data-remove]');
    const target = buttons[Math.min(index, buttons.length - 1)] ?? root.querySelector<HTMLElement>('[data-browse]');
    target?.focus();
  }, [items]);

  if (items === null) {
    return (
      <Skeleton label={t('loading')} className={styles.grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={styles.skeletonCard} aria-hidden="true">
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.short}`} />
          </div>
        ))}
      </Skeleton>
    );
  }

  if (items.length === 0) {
    return (
      <div ref={rootRef} className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href={browseHref} className="button" data-browse="">
          {t('browse')}
        </Link>
      </div>
    );
  }

  return (
    <div ref={rootRef}>
      <ul className={styles.grid} aria-label={t('list')}>
        {items.map((item, index) => {
          const href = `/products/${encodeURIComponent(stripHandlePrefix({ handlePrefix }, item.handle))}`;
          return (
            <li key={item.id} className={styles.card} data-testid="wishlist-item">
              <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
                {item.imageUrl ? (
                  <ProductImage
                    src={item.imageUrl}
                    alt=""
                    width={600}
                    height={600}
                    maxWidth={null}
                    sizes="(max-width: 749px) 45vw, 280px"
                    className={styles.image}
                  />
                ) : null}
              </Link>
              <div className={styles.body}>
                <h2 className={styles.title}>
                  <Link href={href}>{item.title}</Link>
                </h2>
                {item.price ? (
                  <p className={styles.price}>
                    <span className={styles.from}>{common('from')}</span>{' '}
                    <span className={styles.amount}>{formatDecimal(item.price, locale)}</span>
                  </p>
                ) : null}
                <div className={styles.actions}>
                  <Link href={href} className="button">
                    {t('view')}
                  </Link>
                  <button
                    type="button"
                    className="button button-secondary"
                    data-remove=""
                    aria-label={t('removeItem', { title: item.title })}
                    onClick={() => {
                      focusAfterRemoval.current = index;
                      wishlistStore.getState().remove(item.id);
                    }}
                  >
                    {t('remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
