'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/Link';
import { formatMoney } from '@/components/ui/formatMoney';
import { formatOrderDate, humanizeStatus } from '@/lib/account/order-view';
import type { OrderSummary } from '@/lib/account/types';
import { fill } from '@/lib/configurator/messages';
import { AccountSkeleton, LoadError } from './AccountStatus';
import type { CommonLabels, FulfillmentLabels, OrdersLabels } from './labels';
import { useOrderPages } from './useOrderPages';
import { useReorder } from './useReorder';
import styles from './Orders.module.css';

export interface OrdersListProps {
  labels: OrdersLabels;
  fulfillment: FulfillmentLabels;
  common: CommonLabels;
  locale: string;
}

export function fulfillmentText(status: string, labels: FulfillmentLabels): string {
  return (labels as Record<string, string>)[status] ?? humanizeStatus(status);
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
 * The orders list (spec accounts §2 "Orders list"): newest first, more pages
 * on scroll while the server reports one (and a Load more button for
 * keyboards and screen readers), dates in en-US long format, View and
 * Reorder on each order.
 */
export function OrdersList({ labels, fulfillment, common, locale }: OrdersListProps) {
  const pages = useOrderPages();
  const reorder = useReorder(labels.reorderFailed);
  const canLoadMore = pages.status === 'ready' && pages.hasNextPage && !pages.loadingMore && !pages.moreFailed;
  const sentinel = useEndOfList(pages.loadMore, canLoadMore);

  if (pages.status === 'loading') return <AccountSkeleton label={common.loading} />;
  if (pages.status === 'error') return <LoadError message={labels.loadError} retryLabel={common.retry} onRetry={pages.retry} />;
  if (pages.orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{labels.empty}</p>
        <Link href="/" className="button">
          {labels.startShopping}
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
            labels={labels}
            status={fulfillmentText(order.fulfillmentStatus, fulfillment)}
            locale={locale}
            pending={reorder.pendingId === order.id}
            disabled={reorder.pendingId !== null}
            onReorder={() => void reorder.start(order.id, order.key)}
          />
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <p role="status" className={pages.loadingMore ? styles.more : 'visually-hidden'}>
        {pages.loadingMore ? labels.loadingMore : ''}
      </p>
      {pages.moreFailed ? <p className={styles.error} role="alert">{labels.loadError}</p> : null}
      {pages.hasNextPage && !pages.loadingMore ? (
        <div className={styles.more}>
          <button type="button" className="button button-secondary" onClick={pages.loadMore}>
            {labels.loadMore}
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface OrderRowProps {
  order: OrderSummary;
  labels: OrdersLabels;
  status: string;
  locale: string;
  pending: boolean;
  disabled: boolean;
  onReorder: () => void;
}

function OrderRow({ order, labels, status, locale, pending, disabled, onReorder }: OrderRowProps) {
  const href = `/account/orders/summary/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.key)}`;
  return (
    <li className={styles.order} data-testid="order-row">
      <h2 className={styles.orderName}>{order.name}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.date}</dt>
          <dd>
            <time dateTime={order.processedAt}>{formatOrderDate(order.processedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>{labels.total}</dt>
          <dd>{formatMoney(order.totalPrice.amount, order.totalPrice.currencyCode, locale)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link href={href} className="button button-secondary" aria-label={fill(labels.viewLabel, { name: order.name })}>
          {labels.view}
        </Link>
        <button
          type="button"
          className="button"
          aria-label={pending ? undefined : fill(labels.reorderLabel, { name: order.name })}
          disabled={disabled}
          onClick={onReorder}
        >
          {pending ? labels.reordering : labels.reorder}
        </button>
      </div>
    </li>
  );
}
