'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/toast';
import { isTaxExempt } from '@/lib/domain/account/tax-exempt';
import { updateTaxExempt } from '@/lib/edge/account/client';
import styles from './CartForms.module.css';

export interface TaxExemptToggleProps {
  tags: readonly string[];
  /** The customer's tags as the platform now holds them. */
  onUpdated: (tags: string[]) => void;
}

/**
 * The cart's tax-exempt switch for eligible customers: it
 * shows the new position at once, says 'Updating tax exempt status...' while
 * the tagging service works, and goes back if the update fails.
 */
export function TaxExemptToggle({ tags, onUpdated }: TaxExemptToggleProps) {
  const t = useTranslations('Cart.taxExempt');
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? isTaxExempt(tags);

  const change = async (exempt: boolean) => {
    setPending(exempt);
    const result = await updateTaxExempt(exempt);
    setPending(null);
    if (result.ok && Array.isArray(result.data?.tags)) onUpdated(result.data.tags);
    else notify(t('failed'), 'error');
  };

  return (
    <section className={`${styles.block} ${styles.taxExempt}`} aria-labelledby="tax-exempt-title">
      <h2 id="tax-exempt-title" className={styles.blockTitle}>
        {t('title')}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={pending !== null}
          aria-describedby={pending !== null ? 'tax-exempt-status' : undefined}
          onChange={(e) => void change(e.target.checked)}
        />
        {t('toggle')}
      </label>
      {pending !== null ? (
        <p id="tax-exempt-status" className={styles.status} role="status">
          {t('updating')}
        </p>
      ) : null}
    </section>
  );
}
