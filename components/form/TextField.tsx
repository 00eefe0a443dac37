'use client';

import type { InputHTMLAttributes } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useValidationText } from './useValidationText';
import { fieldId, useFormIds } from './FormContext';
import styles from './Form.module.css';

export interface TextFieldProps<T extends FieldValues>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'required'> {
  /** The schema's field (dotted for nested ones). */
  name: Path<T>;
  label: string;
  /** Default `${formId}-${name}`. */
  id?: string;
  /** Text shown after the label of a field that may stay empty ("optional"); required fields say so to assistive technology. */
  optional?: string;
  /** A visible asterisk after the label of a required field. */
  markRequired?: boolean;
  /** A line under the input, announced as its description. */
  hint?: string;
  /** Spans both columns of a two-column grid. */
  wide?: boolean;
  /**
   * Shows this field's message under it. By default the form's error region
   * (<FormErrors>) shows the message and an invalid field is described by it.
   */
  ownError?: boolean;
  /** A multi-line text (a message): a textarea of this many rows instead of an input. */
  rows?: number;
}

/**
 * A labelled text input bound to the form by name. The browser's own
 * validation is off (the form shows its own messages), so `required` is
 * not set; aria-required says it instead. An invalid field gets
 * aria-invalid and points at its message with aria-describedby.
 */
export function TextField<T extends FieldValues>({
  name,
  label,
  id,
  optional,
  markRequired = false,
  hint,
  wide = false,
  ownError = false,
  rows,
  type = 'text',
  className,
  ...input
}: TextFieldProps<T>) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState<T>({ control, name });
  const ids = useFormIds();
  const text = useValidationText();
  const inputId = id ?? fieldId(ids.id, name);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const ownErrorId = `${inputId}-error`;
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const invalid = get(errors, name) !== undefined;
  const describedBy = [hintId, invalid ? (ownError ? ownErrorId : ids.errorId) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({optional})</span> : null}
        {!optional && markRequired ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {rows ? (
        <textarea
          {...register(name)}
          id={inputId}
          rows={rows}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          autoComplete={input.autoComplete}
          className={['field', styles.input, styles.textarea, className].filter(Boolean).join(' ')}
          aria-required={optional ? undefined : true}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          {...input}
          {...register(name)}
          id={inputId}
          type={type}
          className={['field', styles.input, className].filter(Boolean).join(' ')}
          aria-required={optional ? undefined : true}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {ownError && invalid && message ? (
        <p id={ownErrorId} className={styles.fieldError}>
          {text(message)}
        </p>
      ) : null}
    </div>
  );
}
