import { useTranslations } from 'next-intl';
import { showPrice, showUnitPrice } from '@/lib/ground/money/format';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { PriceTable as Table } from '@/lib/domain/pricing/price-table';
import styles from './Configurator.module.css';

export interface PriceTableProps {
  table: Table | null;
  display: DisplayCurrency;
  locale: string;
  /** Choosing a row orders that break's quantity, as choosing it in the quantity select does. */
  onChoose: (quantity: number) => void;
}

/** The price at every quantity break, the break in use marked; each row's button chooses its quantity. Nothing without a grid. */
export function PriceTable({ table, display, locale, onChoose }: PriceTableProps) {
  const t = useTranslations('Configurator');
  if (!table) return null;
  return (
    <div className={styles.priceTableWrap}>
      <table className={styles.priceTable} data-testid="price-table">
        <caption>{t('priceTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('unitPrice')}</th>
            <th scope="col">{t('total')}</th>
            <th scope="col" className={styles.savingCell}>
              {t('tableSaving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            // The whole row answers a click; its button is what the keyboard and assistive technology reach.
            <tr key={row.quantity} aria-current={i === table.current ? 'true' : undefined} onClick={() => onChoose(row.quantity)}>
              <th scope="row">
                <button type="button" className={styles.breakButton} aria-label={t('chooseBreak', { quantity: row.quantity })} aria-pressed={i === table.current}>
                  {row.quantity.toLocaleString(locale)}
                </button>
              </th>
              <td>{showUnitPrice(row.unitPrice, display, locale)}</td>
              <td>{showPrice(row.total, display, locale)}</td>
              <td className={styles.savingCell}>
                {row.savings > 0 ? (
                  <>
                    {/* A narrow table keeps the percent only; the narrowest (the editor's panel) leaves the saving to the price summary. */}
                    <span className={styles.savingAmount}>{showPrice(row.savings, display, locale)} </span>
                    <span className={styles.savingPercent}>{t('tableSavingPercent', { percent: row.savingsPercent })}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
