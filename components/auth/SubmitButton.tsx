import styles from './AuthForm.module.css';

/** The form's submit button: disabled with a spinner and a "…ing" label while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
