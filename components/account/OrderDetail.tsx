'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { formatMoney } from '@/components/ui/formatMoney';
import { getOrder, type ApiResult } from '@/lib/account/client';
import { formatOrderDate, visibleLineProperties } from '@/lib/account/order-view';
import type { Money, OrderDetail as Order, OrderLineItem } from '@/lib/account/types';
import { fill } from '@/lib/configurator/messages';
import { classifyHref } from '@/lib/html/url';
import { orderIdInPath } from '@/lib/account/detail-path';
import { AccountSkeleton, LoadError } from './AccountStatus';
import type { CommonLabels, FulfillmentLabels, OrderLabels } from './labels';
import { fulfillmentText } from './OrdersList';
import { useAccountData } from './useAccountData';
import styles from './OrderDetail.module.css';

export interface OrderDetailProps {
  labels: OrderLabels;
  fulfillment: FulfillmentLabels;
  common: CommonLabels;
  locale: string;
}

const NO_KEY: ApiResult<{ order: Order }> = { ok: false, status: 404, error: 'not_found' };

const noSubscription = () => () => {};
const addressBar = () => window.location.pathname + window.location.search;
const notYetKnown = () => undefined;

interface OrderRef {
  id: string | null;
  key: string | null;
}

/**
 * The order id (from the path) and key (query) of the address bar; undefined
 * while hydrating: the one cached page serves every order and never sees either.
 */
function useOrderRef(): OrderRef | undefined {
  const address = useSyncExternalStore(noSubscription, addressBar, notYetKnown);
  if (address === undefined) return undefined;
  const url = new URL(address, 'http://order.invalid');
  return { id: orderIdInPath(url.pathname), key: url.searchParams.get('key') };
}

/**
 * One order (spec accounts §2 "Order detail"), looked up by id and key:
 * number, name, date, fulfillment status, the amounts, the shipping address
 * and the lines. An unknown order (or a wrong key) says so and links back.
 */
export function OrderDetail({ labels, fulfillment, common, locale }: OrderDetailProps) {
  const ref = useOrderRef();
  if (ref === undefined) return <AccountSkeleton label={common.loading} />;
  return <LoadedOrder id={ref.id} orderKey={ref.key} labels={labels} fulfillment={fulfillment} common={common} locale={locale} />;
}

function LoadedOrder({ id, orderKey, labels, fulfillment, common, locale }: OrderDetailProps & { id: string | null; orderKey: string | null }) {
  const load = useCallback(() => (id && orderKey ? getOrder(id, orderKey) : Promise.resolve(NO_KEY)), [id, orderKey]);
  const { state, retry } = useAccountData(load);

  if (state.status === 'loading') return <AccountSkeleton label={common.loading} />;
  if (state.status === 'error') {
    if (state.failure.status === 404 || state.failure.status === 400) {
      return (
        <div className={styles.notFound} role="alert">
          <p>{labels.notFound}</p>
          <Link href="/account/orders/summary" className="button button-secondary">
            {labels.backToOrders}
          </Link>
        </div>
      );
    }
    return <LoadError message={labels.loadError} retryLabel={common.retry} onRetry={retry} />;
  }

  const { order } = state.data;
  // No tax line on the order (null) reads as zero in the order's currency.
  const money = (m: Money | null) => formatMoney(m?.amount ?? 0, m?.currencyCode ?? order.totalPrice.currencyCode, locale);
  const address = order.shippingAddress;
  return (
    <article className={styles.order}>
      <h2 className={styles.heading}>{fill(labels.heading, { name: order.name })}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.orderNumber}</dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{labels.date}</dt>
          <dd>
            <time dateTime={order.processedAt}>{formatOrderDate(order.processedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>{fulfillmentText(order.fulfillmentStatus, fulfillment)}</dd>
        </div>
      </dl>

      <div className={styles.columns}>
        <section aria-labelledby="order-items-title" className={styles.items}>
          <h3 id="order-items-title">{labels.items}</h3>
          <ul className={styles.lines}>
            {order.lineItems.map((line, index) => (
              <LineItem
                key={`${line.variant?.id ?? 'line'}-${index}`}
                line={line}
                labels={labels}
                price={money(line.discountedTotalPrice)}
              />
            ))}
          </ul>
        </section>

        <aside className={styles.aside}>
          <section aria-labelledby="order-summary-title" className={styles.box}>
            <h3 id="order-summary-title">{labels.summary}</h3>
            <dl className={styles.totals}>
              <div>
                <dt>{labels.subtotal}</dt>
                <dd>{money(order.subtotalPrice)}</dd>
              </div>
              <div>
                <dt>{labels.shipping}</dt>
                <dd>{money(order.totalShippingPrice)}</dd>
              </div>
              <div>
                <dt>{labels.tax}</dt>
                <dd>{money(order.totalTax)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{labels.total}</dt>
                <dd>{money(order.totalPrice)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="order-address-title" className={styles.box}>
            <h3 id="order-address-title">{labels.shippingAddress}</h3>
            {address ? (
              <address className={styles.address}>
                <span>{`${address.firstName} ${address.lastName}`.trim()}</span>
                {address.company ? <span>{address.company}</span> : null}
                <span>{address.address1}</span>
                {address.address2 ? <span>{address.address2}</span> : null}
                <span>{[address.city, address.province, address.zip].filter(Boolean).join(', ')}</span>
                <span>{address.country}</span>
                {address.phone ? <span>{address.phone}</span> : null}
              </address>
            ) : (
              <p>{labels.noShippingAddress}</p>
            )}
          </section>
        </aside>
      </div>

      <p>
        <Link href="/account/orders/summary">{labels.backToOrders}</Link>
      </p>
    </article>
  );
}

function LineItem({ line, labels, price }: { line: OrderLineItem; labels: OrderLabels; price: string }) {
  const image = line.variant?.image;
  const variantTitle = line.variant?.title && line.variant.title !== 'Default Title' ? line.variant.title : null;
  return (
    <li className={styles.line} data-testid="order-line">
      <div className={styles.thumb}>
        {image ? (
          <ProductImage src={image.url} alt={image.altText ?? line.title} width={80} height={80} sizes="80px" maxWidth={160} />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        <h4 className={styles.lineTitle}>{line.title}</h4>
        {variantTitle ? <p className={styles.variant}>{variantTitle}</p> : null}
        <ul className={styles.properties}>
          {visibleLineProperties(line.customAttributes).map((p) => {
            const link = /^https?:\/\//i.test(p.value) ? classifyHref(p.value) : null;
            return (
              <li key={p.key}>
                <span className={styles.propertyName}>{p.key}:</span>{' '}
                {link ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {labels.open}
                  </a>
                ) : (
                  p.value
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <dl className={styles.lineFigures}>
        <div>
          <dt>{labels.quantity}</dt>
          <dd>{line.quantity}</dd>
        </div>
        <div>
          <dt>{labels.price}</dt>
          <dd>{price}</dd>
        </div>
      </dl>
    </li>
  );
}
