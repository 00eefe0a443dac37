'use client';

import { useFormState } from 'react-hook-form';
import { everyMessage, shownMessages } from './errors';
import { useFormIds } from './FormContext';
import { useValidationText } from './useValidationText';
import styles from './Form.module.css';

/**
 * The form's error region: the first issue in the schema's
 * order, or with `every` each invalid field's message, or the server's
 * answer (several messages as a list). role="alert"
 * and present from the start, so a message put in is announced; invalid
 * fields point at it (`${formId}-error`).
 */
export function FormErrors({ className, every = false }: { className?: string; every?: boolean }) {
  const { errors } = useFormState();
  const { errorId } = useFormIds();
  const text = useValidationText();
  const messages = (every ? everyMessage(errors) : shownMessages(errors)).map(text);
  return (
    <div id={errorId} role="alert" className={className ? `${styles.alert} ${className}` : styles.alert}>
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

/** For forms that report success in place: a status line, present from the start like the error region. */
export function FormStatus({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="status" className={className ? `${styles.status} ${className}` : styles.status}>
      {message}
    </div>
  );
}
