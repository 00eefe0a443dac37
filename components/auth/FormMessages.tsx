import styles from './AuthForm.module.css';

/**
 * The form's error region (role="alert": present from the start, so a
 * message put in is announced) and, for forms that report success in place,
 * a status line.
 */
export function FormAlert({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div id={id} role="alert" className={styles.alert}>
      {messages.length > 1 ? (
        <ul className={styles.alertList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        messages[0]
      )}
    </div>
  );
}

export function FormStatus({ message }: { message: string | null }) {
  return (
    <div role="status" className={styles.status}>
      {message}
    </div>
  );
}
