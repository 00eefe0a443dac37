'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { Facts } from '@/components/ui/Facts';
import { Link } from '@/components/ui/Link';
import { TitledSection } from '@/components/ui/TitledSection';
import { ProductImage } from '@/components/ui/ProductImage';
import { getOrder } from '@/lib/edge/account/client';
import { lineDesign, lineVariantTitle, visibleLineProperties } from '@/lib/domain/account/order-view';
import type { Money, OrderDetail as Order, OrderLineItem } from '@/lib/domain/account/types';
import { classifyHref } from '@/lib/ground/html/url';
import { formatDecimal } from '@/lib/ground/money/format';
import { orderIdInPath } from '@/lib/domain/account/detail-path';
import { AccountSkeleton, LoadError } from './AccountStatus';
import { OrderDate, useFulfillmentText } from './OrdersList';
import { useAccountData, type Loaded } from './useAccountData';
import styles from './OrderDetail.module.css';

const NO_KEY: Loaded<{ order: Order }> = { ok: false, status: 404, error: 'not_found' };

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
 * One order, looked up by id and key:
 * number, name, date, fulfillment status, the amounts, the shipping address
 * and the lines. An unknown order (or a wrong key) says so and links back.
 */
export function OrderDetail() {
  const ref = useOrderRef();
  if (ref === undefined) return <AccountSkeleton fill />;
  return <LoadedOrder id={ref.id} orderKey={ref.key} />;
}

function LoadedOrder({ id, orderKey }: { id: string | null; orderKey: string | null }) {
  const t = useTranslations('Account.order');
  const locale = useLocale();
  const fulfillmentText = useFulfillmentText();
  const load = useCallback(
    (): Promise<Loaded<{ order: Order }>> => (id && orderKey ? getOrder(id, orderKey) : Promise.resolve(NO_KEY)),
    [id, orderKey],
  );
  const { state, retry } = useAccountData(load);

  if (state.status === 'loading') return <AccountSkeleton fill />;
  if (state.status === 'error') {
    if (state.failure.status === 404 || state.failure.status === 400) {
      return (
        <div className={styles.notFound} role="alert">
          <p>{t('notFound')}</p>
          <Link href="/account/orders/summary" className="button button-secondary">
            {t('backToOrders')}
          </Link>
        </div>
      );
    }
    return <LoadError message={t('loadError')} onRetry={retry} />;
  }

  const { order } = state.data;
  // No tax line on the order (null) reads as zero in the order's currency.
  const money = (m: Money | null) => formatDecimal({ amount: m?.amount ?? '0', currencyCode: m?.currencyCode ?? order.totalPrice.currencyCode }, locale);
  const address = order.shippingAddress;
  return (
    <article className={styles.order}>
      <h2 className={styles.heading}>{t('heading', { name: order.name })}</h2>
      <Facts
        className={styles.facts}
        facts={[
          { term: t('orderNumber'), value: order.orderNumber },
          { term: t('date'), value: <OrderDate order={order} /> },
          { term: t('status'), value: fulfillmentText(order.fulfillmentStatus) },
        ]}
      />

      <div className={styles.columns}>
        <TitledSection headingId="order-items-title" headingLevel="h3" title={t('items')} className={styles.items}>
          <ul className={styles.lines}>
            {order.lineItems.map((line, index) => (
              <LineItem
                key={`${line.variant?.id ?? 'line'}-${index}`}
                line={line}
                price={money(line.discountedTotalPrice)}
              />
            ))}
          </ul>
        </TitledSection>

        <aside className={styles.aside}>
          <TitledSection headingId="order-summary-title" headingLevel="h3" title={t('summary')} className={styles.box}>
            <Facts
              className={styles.totals}
              facts={[
                { term: t('subtotal'), value: money(order.subtotalPrice) },
                { term: t('shipping'), value: money(order.totalShippingPrice) },
                { term: t('tax'), value: money(order.totalTax) },
                { term: t('total'), value: money(order.totalPrice), className: styles.total },
              ]}
            />
          </TitledSection>
          <TitledSection headingId="order-address-title" headingLevel="h3" title={t('shippingAddress')} className={styles.box}>
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
              <p>{t('noShippingAddress')}</p>
            )}
          </TitledSection>
        </aside>
      </div>

      <p>
        <Link href="/account/orders/summary">{t('backToOrders')}</Link>
      </p>
    </article>
  );
}

function LineItem({ line, price }: { line: OrderLineItem; price: string }) {
  const t = useTranslations('Account.order');
  const image = line.variant?.image;
  const variantTitle = lineVariantTitle(line.variant?.title, line.customAttributes);
  // A designed line shows the customer's artwork instead of the product photo, and links its print file.
  const design = lineDesign(line.customAttributes);
  return (
    <li className={styles.line} data-testid="order-line">
      <div className={styles.thumb}>
        {design?.thumbnail ? (
          <ProductImage src={design.thumbnail} alt={t('designAlt', { title: line.title })} width={80} height={80} sizes="80px" responsive={false} />
        ) : image ? (
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
                    {t('open')}
                  </a>
                ) : (
                  p.value
                )}
              </li>
            );
          })}
        </ul>
        {design?.printFile ? (
          <p className={styles.printFile}>
            <a href={design.printFile} target="_blank" rel="noopener noreferrer">
              {t('printFile')}
            </a>
          </p>
        ) : null}
      </div>
      <Facts
        className={styles.lineFigures}
        facts={[
          { term: t('quantity'), value: line.quantity },
          { term: t('price'), value: price },
        ]}
      />
    </li>
  );
}
