import type { InputHTMLAttributes } from 'react';
import styles from './AuthForm.module.css';

export interface AuthFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'> {
  /** The field's name (the schema key) and, prefixed with the form's, its id. */
  name: string;
  formId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The form's error region, announced as the field's description while it is invalid. */
  errorId: string;
  disabled?: boolean;
}

/** A labelled text input of the auth forms (required; the form shows its own messages, hence aria-required rather than required). */
export function AuthField({ name, formId, label, value, onChange, invalid, errorId, type = 'text', ...input }: AuthFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        className={`field ${styles.input}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );
}
