import { useTranslations } from 'next-intl';
import { showPrice, showUnitPrice } from '@/lib/ground/money/format';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { PriceBreakdown } from '@/lib/domain/pricing/price';
import styles from './Configurator.module.css';

export interface PriceSummaryProps {
  price: PriceBreakdown | null;
  display: DisplayCurrency;
  locale: string;
}

/** Total, per-unit price and savings in display currency; announced politely as they change. */
export function PriceSummary({ price, display, locale }: PriceSummaryProps) {
  const t = useTranslations('Configurator');
  return (
    <div className={styles.price} aria-live="polite">
      <dl className={styles.priceList}>
        <div className={styles.priceRow}>
          <dt>{t('total')}</dt>
          <dd className={styles.total} data-testid="configurator-total">
            {price ? showPrice(price.total, display, locale) : '—'}
          </dd>
        </div>
        <div className={styles.priceRow}>
          <dt>{t('unitPrice')}</dt>
          <dd>{price ? showUnitPrice(price.unitPrice, display, locale) : '—'}</dd>
        </div>
      </dl>
      {price && price.savings > 0 && <p className={styles.savings}>{t('savings', { amount: showPrice(price.savings, display, locale) })}</p>}
    </div>
  );
}
