'use client';

import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OrderOptionsForm } from '@/lib/domain/cart/order-options-form';
import styles from './CartForms.module.css';

/** An order option's block: a checkbox that reveals the option's fields while it is ticked. */
export function OptionToggle({ name, label, children }: { name: 'showTextBox' | 'showAlternateReturnAddr'; label: string; children: ReactNode }) {
  const { register, control } = useFormContext<OrderOptionsForm>();
  const show = useWatch({ control, name });
  return (
    <div className={styles.block}>
      <label className={styles.check}>
        <input type="checkbox" {...register(name)} />
        {label}
      </label>
      {show ? children : null}
    </div>
  );
}
