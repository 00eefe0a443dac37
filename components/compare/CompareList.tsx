'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDecimal } from '@/lib/money/format';
import { compareStore } from '@/lib/state/compare-store';
import { useProductList } from '@/lib/state/list-store';
import { stripHandlePrefix } from '@/lib/tenant/handles';
import { useCompareDetails, type DetailsState } from './useCompareDetails';
import styles from './CompareList.module.css';

export interface CompareListProps {
  locale: string;
  /** The tenant's handle prefix: product links carry the bare handle, like everywhere else. */
  handlePrefix: string;
  /** Where the empty state's link goes. */
  browseHref?: string;
}

const SKELETON_COLUMNS = 3;

/**
 * The compare list (route /compare): the compared products side by side
 * (image, title linking to the product page, type, "From" price, and from
 * the store its sizes, materials and price per unit at the first quantity
 * break) with a Remove button each. A skeleton shows until the stored list has been read;
 * an empty list says so and links to the catalogue. After a removal, focus
 * moves to the next Remove button (or the previous one, or the browse link).
 */
export function CompareList({ locale, handlePrefix, browseHref = '/' }: CompareListProps) {
  const t = useTranslations('Compare');
  const common = useTranslations('Common');
  const items = useProductList(compareStore);
  const details = useCompareDetails(items, locale);
  const tableId = useId();
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
      <Skeleton label={t('loading')} className={styles.skeleton}>
        {Array.from({ length: SKELETON_COLUMNS }, (_, i) => (
          <div key={i} className={styles.skeletonColumn} aria-hidden="true">
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
    <div ref={rootRef} className={styles.scroller} role="region" aria-labelledby={tableId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={tableId} className="visually-hidden">
          {t('table')}
        </caption>
        <thead>
          <CompareRow head={t('product')}>
            {items.map((item) => (
              <th key={item.id} scope="col" className={styles.product}>
                <div className={styles.media}>
                  {item.imageUrl ? (
                    <ProductImage
                      src={item.imageUrl}
                      alt=""
                      width={600}
                      height={600}
                      maxWidth={null}
                      sizes="(max-width: 749px) 40vw, 200px"
                      className={styles.image}
                    />
                  ) : null}
                </div>
                <Link href={`/products/${encodeURIComponent(stripHandlePrefix({ handlePrefix }, item.handle))}`} className={styles.title}>
                  {item.title}
                </Link>
              </th>
            ))}
          </CompareRow>
        </thead>
        <tbody>
          <CompareRow head={t('type')}>
            {items.map((item) => (
              <td key={item.id}>{item.productType || t('notSet')}</td>
            ))}
          </CompareRow>
          <CompareRow head={t('price')}>
            {items.map((item) => (
              <td key={item.id}>
                {item.price ? (
                  <>
                    <span className={styles.from}>{common('from')}</span>{' '}
                    <span className={styles.amount}>{formatDecimal(item.price, locale)}</span>
                  </>
                ) : (
                  t('notSet')
                )}
              </td>
            ))}
          </CompareRow>
          <CompareRow head={t('size')}>
            {items.map((item) => (
              <DetailCell key={item.id} state={details(item.handle)} show={(d) => d.sizes.join(', ')} empty={t('notSet')} />
            ))}
          </CompareRow>
          <CompareRow head={t('material')}>
            {items.map((item) => (
              <DetailCell key={item.id} state={details(item.handle)} show={(d) => d.materials.join(', ')} empty={t('notSet')} />
            ))}
          </CompareRow>
          <CompareRow head={t('unitPrice')}>
            {items.map((item) => (
              <DetailCell
                key={item.id}
                state={details(item.handle)}
                show={(d) => (d.unitPrice ? t('unitPriceAt', { price: formatDecimal(d.unitPrice, locale), quantity: d.unitPrice.quantity }) : '')}
                empty={t('notSet')}
              />
            ))}
          </CompareRow>
          <tr>
            <td />
            {items.map((item, index) => (
              <td key={item.id}>
                <button
                  type="button"
                  className="button button-secondary"
                  data-remove=""
                  aria-label={t('removeItem', { title: item.title })}
                  onClick={() => {
                    focusAfterRemoval.current = index;
                    compareStore.getState().remove(item.id);
                  }}
                >
                  {t('remove')}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A row of the table: what it shows, then a cell for each product. */
function CompareRow({ head, children }: { head: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={styles.rowHead}>
        {head}
      </th>
      {children}
    </tr>
  );
}

/** A cell read from the store: a placeholder while it comes, the dash when there is nothing to show. */
function DetailCell({ state, show, empty }: { state: DetailsState; show: (details: Exclude<DetailsState, 'loading' | null>) => string; empty: string }) {
  if (state === 'loading') {
    return (
      <td aria-busy="true">
        <span className={styles.detailLoading} aria-hidden="true" />
      </td>
    );
  }
  const text = state ? show(state) : '';
  return <td data-testid="compare-detail">{text || empty}</td>;
}
