'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Facts } from '@/components/ui/Facts';
import { Link } from '@/components/ui/Link';
import { formatOrderDate, humanizeStatus } from '@/lib/domain/account/order-view';
import type { OrderSummary } from '@/lib/domain/account/types';
import { formatDecimal } from '@/lib/ground/money/format';
import { AccountSkeleton, LoadError } from './AccountStatus';
import { useOrderPages } from './useOrderPages';
import { useReorder } from './useReorder';
import styles from './Orders.module.css';

/** An order's fulfillment status in the page's language; a status without a message reads as its words ("ON_HOLD" → "On hold"). */
export function useFulfillmentText(): (status: string) => string {
  const t = useTranslations('Account.fulfillment');
  return (status) => (t.has(status as never) ? t(status as never) : humanizeStatus(status));
}

/** When the order was placed, as the orders list and the order page show it. */
export function OrderDate({ order }: { order: Pick<OrderSummary, 'processedAt'> }) {
  return <time dateTime={order.processedAt}>{formatOrderDate(order.processedAt)}</time>;
}

/** Starts the next page when the end of the list scrolls into view (with a margin, so it is there in time). */
function useEndOfList(onVisible: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!active || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/**
 * The orders list: newest first, more pages
 * on scroll while the server reports one (and a Load more button for
 * keyboards and screen readers), dates in en-US long format, View and
 * Reorder on each order.
 */
export function OrdersList() {
  const t = useTranslations('Account.orders');
  const fulfillmentText = useFulfillmentText();
  const pages = useOrderPages();
  const reorder = useReorder(t('reorderFailed'));
  const canLoadMore = pages.status === 'ready' && pages.hasNextPage && !pages.loadingMore && !pages.moreFailed;
  const sentinel = useEndOfList(pages.loadMore, canLoadMore);

  if (pages.status === 'loading') return <AccountSkeleton fill />;
  if (pages.status === 'error') return <LoadError message={t('loadError')} onRetry={pages.retry} />;
  if (pages.orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/" className="button">
          {t('startShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.orders}>
      <ul className={styles.list} aria-busy={pages.loadingMore}>
        {pages.orders.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            status={fulfillmentText(order.fulfillmentStatus)}
            pending={reorder.pendingId === order.id}
            disabled={reorder.pendingId !== null}
            onReorder={() => void reorder.start(order.id, order.key)}
          />
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <p role="status" className={pages.loadingMore ? styles.more : 'visually-hidden'}>
        {pages.loadingMore ? t('loadingMore') : ''}
      </p>
      {pages.moreFailed ? <p className={styles.error} role="alert">{t('loadError')}</p> : null}
      {pages.hasNextPage && !pages.loadingMore ? (
        <div className={styles.more}>
          <button type="button" className="button button-secondary" onClick={pages.loadMore}>
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface OrderRowProps {
  order: OrderSummary;
  status: string;
  pending: boolean;
  disabled: boolean;
  onReorder: () => void;
}

function OrderRow({ order, status, pending, disabled, onReorder }: OrderRowProps) {
  const t = useTranslations('Account.orders');
  const locale = useLocale();
  const href = `/account/orders/summary/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.key)}`;
  return (
    <li className={styles.order} data-testid="order-row">
      <h2 className={styles.orderName}>{order.name}</h2>
      <Facts
        className={styles.facts}
        facts={[
          { term: t('date'), value: <OrderDate order={order} /> },
          { term: t('status'), value: status },
          { term: t('total'), value: formatDecimal(order.totalPrice, locale) },
        ]}
      />
      <div className={styles.actions}>
        <Link href={href} className="button button-secondary" aria-label={t('viewLabel', { name: order.name })}>
          {t('view')}
        </Link>
        <button
          type="button"
          className="button"
          aria-label={pending ? undefined : t('reorderLabel', { name: order.name })}
          disabled={disabled}
          onClick={onReorder}
        >
          {pending ? t('reordering') : t('reorder')}
        </button>
      </div>
    </li>
  );
}
