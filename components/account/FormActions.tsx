import { FormError } from './FormError';
import styles from './Forms.module.css';

/** The foot of every account modal form: its error, Cancel, and the submit button that says it is busy. */
export function ModalActions({
  error,
  cancelLabel,
  submitLabel,
  busy,
  busyLabel,
  onCancel,
}: {
  error: string | null;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError message={error} />
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
