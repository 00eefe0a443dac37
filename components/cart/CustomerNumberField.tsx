'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { ORDER_TEXT_LIMITS } from '@/lib/domain/cart/order-fields';
import type { OrderOptionsForm } from '@/lib/domain/cart/order-options-form';
import styles from './CartForms.module.css';

/** The customer-number field, on the hosts configured for it; sent with the checkout as a cart attribute. */
export function CustomerNumberField() {
  const t = useTranslations('Cart');
  const { register } = useFormContext<OrderOptionsForm>();
  return (
    <div className={`${styles.block} ${styles.field}`}>
      <label htmlFor="customer-number">{t('customerNumber')}</label>
      <input
        id="customer-number"
        className="field"
        maxLength={ORDER_TEXT_LIMITS.customerNumber}
        autoComplete="off"
        aria-describedby="customer-number-hint"
        {...register('customerNumber')}
      />
      <p id="customer-number-hint" className={styles.hint}>
        {t('customerNumberHint')}
      </p>
    </div>
  );
}
