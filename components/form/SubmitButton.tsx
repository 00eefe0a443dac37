'use client';

import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import styles from './Form.module.css';

export interface SubmitButtonProps {
  label: ReactNode;
  /** Shown, with a spinner, while busy ("Signing in…"). */
  busyLabel: ReactNode;
  /** Default: while the form's submission runs. A form that navigates away on success keeps it busy. */
  busy?: boolean;
  /** Full width (the sign-in cards). */
  block?: boolean;
  className?: string;
}

/** The form's submit button: disabled, with a spinner and the busy label, while the submission runs. */
export function SubmitButton({ label, busyLabel, busy, block = false, className }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const active = busy ?? isSubmitting;
  return (
    <button
      type="submit"
      className={['button', block && styles.block, className].filter(Boolean).join(' ')}
      disabled={active}
      aria-busy={active || undefined}
    >
      {active ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {active ? busyLabel : label}
    </button>
  );
}
