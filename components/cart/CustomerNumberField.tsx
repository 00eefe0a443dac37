'use client';

import { useTranslations } from 'next-intl';
import styles from './CartForms.module.css';

/** The customer-number field, on the hosts configured for it (shopping §6); sent with the checkout as a cart attribute. */
export function CustomerNumberField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('Cart');
  return (
    <div className={`${styles.block} ${styles.field}`}>
      <label htmlFor="customer-number">{t('customerNumber')}</label>
      <input
        id="customer-number"
        className="field"
        value={value}
        maxLength={64}
        autoComplete="off"
        aria-describedby="customer-number-hint"
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="customer-number-hint" className={styles.hint}>
        {t('customerNumberHint')}
      </p>
    </div>
  );
}
