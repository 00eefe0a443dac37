'use client';

import type { InputHTMLAttributes } from 'react';
import styles from './Forms.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown after the label for fields that may stay empty. */
  optionalLabel?: string;
  invalid?: boolean;
  hint?: string;
  wide?: boolean;
}

/**
 * A labelled text input of the account forms. Required fields say so to
 * assistive technology (aria-required) and with a visible asterisk; the
 * browser's own validation bubbles are off (the form shows the spec's
 * messages), so `required` itself is not set.
 */
export function TextField({ id, label, value, onValue, optionalLabel, invalid, hint, wide, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.full : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalLabel ? (
          <span className={styles.optional}> ({optionalLabel})</span>
        ) : (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        {...input}
        id={id}
        className="field"
        value={value}
        aria-required={optionalLabel ? undefined : true}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
