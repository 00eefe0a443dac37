import styles from './Forms.module.css';

/** A form's one message (validation or the server's answer), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? <p className={styles.error}>{message}</p> : null}
    </div>
  );
}
