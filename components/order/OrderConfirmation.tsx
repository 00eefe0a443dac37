import { getTranslations } from 'next-intl/server';
import { ExpectedDelivery } from '@/components/delivery/ExpectedDelivery';
import { Link } from '@/components/ui/Link';
import type { DeliverySettings } from '@/lib/ground/tenant/delivery';
import { OrderedLines } from './OrderedLines';
import styles from './OrderConfirmation.module.css';

export interface OrderConfirmationProps {
  locale: string;
  /** The order the platform sent the shopper back with, or null. */
  orderName: string | null;
  /** What happens next, step by step. */
  next: string[];
  /** The tenant's delivery calendar, for the expected delivery day. */
  delivery: DeliverySettings;
}

/** The order confirmation: thanks, the order number, what was ordered and what happens next. */
export async function OrderConfirmation({ locale, orderName, next, delivery }: OrderConfirmationProps) {
  const t = await getTranslations({ locale, namespace: 'OrderConfirmation' });
  return (
    <div className={`container section ${styles.page}`}>
      <div className={styles.card}>
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{t('title')}</h1>
        {orderName ? (
          <>
            <p className={styles.number} data-testid="order-number">
              {t('orderNumber', { name: orderName })}
            </p>
            <p className={styles.lead}>{t('received')}</p>
            <ExpectedDelivery orderName={orderName} settings={delivery} className={styles.expected} />
          </>
        ) : (
          <p className={styles.lead}>{t('noOrder')}</p>
        )}
      </div>
      {orderName ? <OrderedLines orderName={orderName} /> : null}
      <section className={styles.card} aria-labelledby="order-next">
        <h2 id="order-next" className={styles.heading}>
          {t('next')}
        </h2>
        <ol className={styles.steps}>
          {next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <Link href="/" className="button">
        {t('continue')}
      </Link>
    </div>
  );
}
