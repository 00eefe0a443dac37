'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { canDecrement, canIncrement, decrement, increment, isOutOfStock } from './stock';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Units available (see stock.ts `stockLimit`); null for no limit. */
  limit: number | null;
  classes: Readonly<Record<string, string>>;
}

/**
 * Quantity with minus and plus in the quick view. A button that may not be
 * used is aria-disabled rather than disabled, so keyboard focus stays on it
 * when the limit is reached; the 'Out of Stock !' text is announced politely.
 */
export function QuantityStepper({ value, onChange, limit, classes }: QuantityStepperProps) {
  const t = useTranslations('QuickView');
  const configurator = useTranslations('Configurator');
  const labelId = useId();
  const minus = canDecrement(value);
  const plus = canIncrement(value, limit);
  return (
    <div className={classes.quantity}>
      <span id={labelId} className={classes.quantityLabel}>
        {t('quantity')}
      </span>
      <div className={classes.stepper} role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className={classes.step}
          aria-label={t('decrease')}
          aria-disabled={!minus}
          onClick={() => minus && onChange(decrement(value))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={classes.value} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={classes.step}
          aria-label={t('increase')}
          aria-disabled={!plus}
          onClick={() => plus && onChange(increment(value, limit))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className={classes.outOfStock} role="status">
        {isOutOfStock(value, limit) ? configurator('outOfStock') : null}
      </p>
    </div>
  );
}
