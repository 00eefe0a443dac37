'use client';

import styles from './CartForms.module.css';

/** The customer-number field, on the hosts configured for it (shopping §6); sent with the checkout as a cart attribute. */
export function CustomerNumberField({
  value,
  labels,
  onChange,
}: {
  value: string;
  labels: { customerNumber: string; customerNumberHint: string };
  onChange: (value: string) => void;
}) {
  return (
    <div className={`${styles.block} ${styles.field}`}>
      <label htmlFor="customer-number">{labels.customerNumber}</label>
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
        {labels.customerNumberHint}
      </p>
    </div>
  );
}
