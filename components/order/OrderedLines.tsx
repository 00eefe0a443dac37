'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { ProductImage } from '@/components/ui/ProductImage';
import { useHydrated } from '@/components/ui/useHydrated';
import { getOrder, getOrders } from '@/lib/edge/account/client';
import { placedLinesFor, type PlacedLine } from '@/lib/edge/state/placed-lines';
import { useSessionView } from '@/lib/edge/state/session-view';
import styles from './OrderConfirmation.module.css';

interface Shown {
  lines: PlacedLine[];
  /** The order's page in the account, for a signed-in customer whose order the platform lists. */
  orderHref: string | null;
}

/**
 * What was ordered. A signed-in customer's order as the platform has it
 * (their own orders only, found by name), with a link to its page; until
 * then, or for a visitor, the lines this browser's cart held as it left
 * for the checkout. Nothing is read from the platform for a visitor, so a
 * made-up order number shows no one else's order.
 */
export function OrderedLines({ orderName }: { orderName: string }) {
  const t = useTranslations('OrderConfirmation');
  const session = useSessionView();
  const hydrated = useHydrated();
  const kept = useMemo<Shown | null>(() => (hydrated ? { lines: placedLinesFor(orderName), orderHref: null } : null), [hydrated, orderName]);
  const [account, setAccount] = useState<Shown | null>(null);

  useEffect(() => {
    if (!session.active) return;
    let current = true;
    void (async () => {
      const orders = await getOrders(1);
      const summary = orders.ok ? orders.data.orders.find((order) => order.name === orderName) : undefined;
      if (!summary) return;
      const detail = await getOrder(summary.id, summary.key);
      if (!current || !detail.ok) return;
      setAccount({
        lines: detail.data.order.lineItems.map((item) => ({
          title: item.title,
          variant: item.variant?.title ?? '',
          quantity: item.quantity,
          image: item.variant?.image?.url ?? null,
        })),
        orderHref: `/account/orders/summary/${encodeURIComponent(summary.id)}?key=${encodeURIComponent(summary.key)}`,
      });
    })();
    return () => {
      current = false;
    };
  }, [session.active, orderName]);

  const shown = account ?? kept;
  if (shown === null) return null;
  return (
    <section className={styles.card} aria-labelledby="order-lines">
      <h2 id="order-lines" className={styles.heading}>
        {t('ordered')}
      </h2>
      {shown.lines.length > 0 ? (
        <ul className={styles.lines}>
          {shown.lines.map((line, index) => (
            <li key={index} className={styles.line} data-testid="ordered-line">
              {line.image ? <ProductImage src={line.image} alt="" width={56} height={56} sizes="56px" responsive={false} className={styles.thumb} /> : null}
              <div>
                <p className={styles.lineTitle}>{line.title}</p>
                {line.variant ? <p className={styles.muted}>{line.variant}</p> : null}
                <p className={styles.muted}>{t('quantity', { quantity: line.quantity })}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('linesUnknown')}</p>
      )}
      {shown.orderHref ? (
        <Link href={shown.orderHref} className="button button-secondary">
          {t('viewOrder')}
        </Link>
      ) : null}
    </section>
  );
}
