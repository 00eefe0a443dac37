import { useTranslations } from 'next-intl';
import { formatMoney } from '@/components/ui/formatMoney';
import { toDisplayAmount, toDisplayUnit } from '@/lib/pricing/currency';
import type { PriceBreakdown } from '@/lib/pricing/price';
import styles from './Configurator.module.css';

export interface PriceSummaryProps {
  price: PriceBreakdown | null;
  currency: string;
  factor: number;
  locale: string;
}

/** Total, per-unit price and savings in display currency; announced politely as they change. */
export function PriceSummary({ price, currency, factor, locale }: PriceSummaryProps) {
  const t = useTranslations('Configurator');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const savings = price ? toDisplayAmount(price.savings, factor) : 0;
  return (
    <div className={styles.price} aria-live="polite">
      <dl className={styles.priceList}>
        <div className={styles.priceRow}>
          <dt>{t('total')}</dt>
          <dd className={styles.total} data-testid="configurator-total">
            {price ? money(toDisplayAmount(price.total, factor)) : '—'}
          </dd>
        </div>
        <div className={styles.priceRow}>
          <dt>{t('unitPrice')}</dt>
          {/* Per-unit: rounded to 3 decimals, then shown with 2 (spec §9). */}
          <dd>{price ? money(toDisplayUnit(price.unitPrice, factor)) : '—'}</dd>
        </div>
      </dl>
      {savings > 0 && <p className={styles.savings}>{t('savings', { amount: money(savings) })}</p>}
    </div>
  );
}
