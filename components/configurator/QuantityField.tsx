'use client';

import { useId } from 'react';
import { CUSTOM_QUANTITY, type QuantityChoices } from '@/lib/configurator/quantity';
import type { ConfiguratorLabels } from './labels';
import styles from './Configurator.module.css';

export interface QuantityFieldProps {
  choices: QuantityChoices;
  selectValue: string;
  text: string;
  showField: boolean;
  /** Id of the element explaining a bad quantity, when there is one. */
  describedBy?: string;
  labels: ConfiguratorLabels;
  onSelect: (value: string) => void;
  onText: (value: string) => void;
}

/** The break select (+ 'Custom Quantity' unless lot-priced) and the free quantity field. */
export function QuantityField({ choices, selectValue, text, showField, describedBy, labels, onSelect, onText }: QuantityFieldProps) {
  const id = useId();
  const hasSelect = choices.breaks.length > 0;
  return (
    <div className={styles.field}>
      {hasSelect && (
        <>
          <label className={styles.label} htmlFor={`${id}-select`}>
            {labels.quantity}
          </label>
          <select id={`${id}-select`} className="field" value={selectValue} onChange={(e) => onSelect(e.target.value)}>
            {choices.breaks.map((b) => (
              <option key={b} value={String(b)}>
                {b}
              </option>
            ))}
            {choices.allowCustom && <option value={CUSTOM_QUANTITY}>{labels.customQuantity}</option>}
          </select>
        </>
      )}
      {showField && (
        <>
          <label className={hasSelect ? styles.subLabel : styles.label} htmlFor={`${id}-text`}>
            {hasSelect ? labels.customQuantityField : labels.quantity}
          </label>
          <input
            id={`${id}-text`}
            className="field"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-describedby={describedBy}
            onChange={(e) => onText(e.target.value)}
          />
        </>
      )}
    </div>
  );
}
