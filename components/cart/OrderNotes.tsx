'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { ORDER_TEXT_LIMITS } from '@/lib/domain/cart/order-fields';
import type { OrderOptionsForm } from '@/lib/domain/cart/order-options-form';
import { OptionToggle } from './OptionToggle';
import styles from './CartForms.module.css';

/** Special instructions: a checkbox revealing a textarea; the note is sent only while it is ticked. */
export function OrderNotes() {
  const t = useTranslations('Cart');
  const { register } = useFormContext<OrderOptionsForm>();
  return (
    <OptionToggle name="showTextBox" label={t('specialInstructions')}>
      <div id="order-notes-panel" className={styles.panel}>
        <label htmlFor="order-notes" className="visually-hidden">
          {t('specialInstructionsField')}
        </label>
        <textarea
          id="order-notes"
          className={`field ${styles.textarea}`}
          rows={4}
          maxLength={ORDER_TEXT_LIMITS.orderNotes}
          placeholder={t('specialInstructionsField')}
          {...register('orderNotes')}
        />
      </div>
    </OptionToggle>
  );
}
