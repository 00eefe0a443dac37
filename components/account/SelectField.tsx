'use client';

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { fieldId, formStyles, useFormIds } from '@/components/form';

export interface SelectFieldProps<T extends FieldValues>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'required'> {
  name: Path<T>;
  label: string;
  /** The <option>s. */
  children: ReactNode;
  /** Takes the change over, for a field that moves others with it (the country resets the province). */
  onValue?: (value: string) => void;
}

/**
 * A labelled, required select bound to the form by name, beside the shared
 * text fields (components/form) and marked like them: a visible asterisk,
 * aria-required, and while invalid aria-invalid pointing at the form's
 * error region. Controlled, so a value set with its options (a new
 * country's provinces) shows at once.
 */
export function SelectField<T extends FieldValues>({ name, label, children, onValue, className, ...select }: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  const value: unknown = useWatch<T>({ name });
  const { errors } = useFormState<T>({ name });
  const { onChange, ...registered } = register(name);
  const ids = useFormIds();
  const id = fieldId(ids.id, name);
  const invalid = get(errors, name) !== undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        <span className={formStyles.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <select
        {...select}
        {...registered}
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => (onValue ? onValue(event.target.value) : void onChange(event))}
        className={`field ${formStyles.input} ${className ?? ''}`}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? ids.errorId : undefined}
      >
        {children}
      </select>
    </div>
  );
}
