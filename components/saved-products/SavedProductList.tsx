'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDecimal } from '@/lib/ground/money/format';
import { useProductList, type ProductListStore, type ProductSnapshot } from '@/lib/edge/state/list-store';
import { stripHandlePrefix } from '@/lib/ground/tenant/handles';
import styles from './SavedProductList.module.css';

/** What a list page lays out for each saved product, on top of the parts every list shares. */
export interface SavedProductParts {
  /** The product page, by its bare handle like every product link. */
  href: (item: ProductSnapshot) => string;
  /** The product's Remove button; focus then moves to the next one (or the previous, or the browse link). */
  removeButton: (item: ProductSnapshot, index: number) => ReactNode;
}

export interface SavedProductListProps {
  /** The list's store (wishlist, compare). */
  store: ProductListStore;
  /** Its messages: `loading`, `empty`, `browse`, `remove` and `removeItem` ({title}). */
  namespace: 'Wishlist' | 'Compare';
  /** The tenant's handle prefix: product links carry the bare handle, like everywhere else. */
  handlePrefix: string;
  /** Where the empty state's link goes. */
  browseHref?: string;
  /** Lays out the loading skeleton's cards as the list lays out its products. */
  skeletonClassName?: string;
  /** The filled list, laid out by its page. */
  children: (items: ProductSnapshot[], parts: SavedProductParts) => ReactNode;
}

const SKELETON_CARDS = 3;

/**
 * A list of saved products read from the browser (the wishlist, the compare
 * list): a skeleton until the stored list has been read, an empty state
 * linking to the catalogue, else the page's own layout of the products.
 */
export function SavedProductList({ store, namespace, handlePrefix, browseHref = '/', skeletonClassName, children }: SavedProductListProps) {
  const t = useTranslations(namespace);
  const items = useProductList(store);
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
      <Skeleton label={t('loading')} className={skeletonClassName}>
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

  const parts: SavedProductParts = {
    href: (item) => `/products/${encodeURIComponent(stripHandlePrefix({ handlePrefix }, item.handle))}`,
    removeButton: (item, index) => (
      <button
        type="button"
        className="button button-secondary"
        data-remove=""
        aria-label={t('removeItem', { title: item.title })}
        onClick={() => {
          focusAfterRemoval.current = index;
          store.getState().remove(item.id);
        }}
      >
        {t('remove')}
      </button>
    ),
  };

  return (
    <div ref={rootRef}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <Link href={browseHref} className="button" data-browse="">
            {t('browse')}
          </Link>
        </div>
      ) : (
        children(items, parts)
      )}
    </div>
  );
}

/** A saved product's "From" price, as its card showed it. */
export function FromPrice({ price, locale }: { price: NonNullable<ProductSnapshot['price']>; locale: string }) {
  const common = useTranslations('Common');
  return (
    <>
      <span className={styles.from}>{common('from')}</span> <span className={styles.amount}>{formatDecimal(price, locale)}</span>
    </>
  );
}

/** A saved product's square picture, decorative beside its title (nothing when it has none). */
export function SavedProductImage({ item, sizes, className }: { item: ProductSnapshot; sizes: string; className?: string }) {
  return item.imageUrl ? <ProductImage src={item.imageUrl} alt="" width={600} height={600} maxWidth={null} sizes={sizes} className={className} /> : null;
}
