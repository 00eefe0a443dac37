'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FromPrice, SavedProductImage, SavedProductList, type SavedProductParts } from '@/components/saved-products/SavedProductList';
import { Link } from '@/components/ui/Link';
import { formatDecimal } from '@/lib/ground/money/format';
import { compareStore } from '@/lib/edge/state/compare-store';
import type { ProductSnapshot } from '@/lib/edge/state/list-store';
import { useCompareDetails, type DetailsState } from './useCompareDetails';
import styles from './CompareList.module.css';

export interface CompareListProps {
  locale: string;
  /** The tenant's handle prefix: product links carry the bare handle, like everywhere else. */
  handlePrefix: string;
  /** Where the empty state's link goes. */
  browseHref?: string;
}

/**
 * The compare list (route /compare): the compared products side by side
 * (image, title linking to the product page, type, "From" price, and from
 * the store its sizes, materials and price per unit at the first quantity
 * break) with a Remove button each, in the saved-products list's loading
 * and empty states.
 */
export function CompareList({ locale, handlePrefix, browseHref }: CompareListProps) {
  return (
    <SavedProductList store={compareStore} namespace="Compare" handlePrefix={handlePrefix} browseHref={browseHref} skeletonClassName={styles.skeleton}>
      {(items, parts) => <CompareTable items={items} parts={parts} locale={locale} />}
    </SavedProductList>
  );
}

/** The compared products side by side, with what the store says of each. */
function CompareTable({ items, parts, locale }: { items: ProductSnapshot[]; parts: SavedProductParts; locale: string }) {
  const t = useTranslations('Compare');
  const details = useCompareDetails(items, locale);
  const tableId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={tableId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={tableId} className="visually-hidden">
          {t('table')}
        </caption>
        <thead>
          <CompareRow head={t('product')}>
            {items.map((item) => (
              <th key={item.id} scope="col" className={styles.product}>
                <div className={styles.media}>
                  <SavedProductImage item={item} sizes="(max-width: 749px) 40vw, 200px" className={styles.image} />
                </div>
                <Link href={parts.href(item)} className={styles.title}>
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
              <td key={item.id}>{item.price ? <FromPrice price={item.price} locale={locale} /> : t('notSet')}</td>
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
              <td key={item.id}>{parts.removeButton(item, index)}</td>
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
