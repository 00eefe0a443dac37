'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CUSTOM_QUANTITY, type QuantityChoices } from '@/lib/domain/configurator/quantity';
import { parseQuantity, quantityFieldText } from '@/lib/domain/pricing/quantity';
import styles from './Configurator.module.css';

export interface QuantityFieldProps {
  choices: QuantityChoices;
  selectValue: string;
  text: string;
  showField: boolean;
  /** Id of the element explaining a bad quantity, when there is one. */
  describedBy?: string;
  onSelect: (value: string) => void;
  onText: (value: string) => void;
}

/**
 * The break select (+ 'Custom Quantity' unless lot-priced) and the free
 * quantity field. The field shows the quantity the price is for: a number
 * past 9,999,999 turns into the cap as it is typed, and leaving the field
 * tidies the rest ("007" shows 7, letters 0), as on the cart page.
 */
export function QuantityField({ choices, selectValue, text, showField, describedBy, onSelect, onText }: QuantityFieldProps) {
  const t = useTranslations('Configurator');
  const id = useId();
  const hasSelect = choices.breaks.length > 0;
  return (
    <div className={styles.field}>
      {hasSelect && (
        <>
          <label className={styles.label} htmlFor={`${id}-select`}>
            {t('quantity')}
          </label>
          <select id={`${id}-select`} className="field" value={selectValue} onChange={(e) => onSelect(e.target.value)}>
            {choices.breaks.map((b) => (
              <option key={b} value={String(b)}>
                {b}
              </option>
            ))}
            {choices.allowCustom && <option value={CUSTOM_QUANTITY}>{t('customQuantity')}</option>}
          </select>
        </>
      )}
      {showField && (
        <>
          <label className={hasSelect ? styles.subLabel : styles.label} htmlFor={`${id}-text`}>
            {hasSelect ? t('customQuantityField') : t('quantity')}
          </label>
          <input
            id={`${id}-text`}
            className="field"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-describedby={describedBy}
            onChange={(e) => onText(quantityFieldText(e.target.value))}
            onBlur={() => onText(String(parseQuantity(text)))}
          />
        </>
      )}
    </div>
  );
}
