'use client';

import { useTranslations } from 'next-intl';
import { FormErrors, SubmitButton } from '@/components/form';
import styles from './Forms.module.css';

/**
 * The foot of every account form (inside <Form>): its error region (every
 * field's message with `everyError`), Cancel, and the submit button that
 * says it is busy.
 */
export function FormActions({
  submitLabel,
  cancelLabel,
  onCancel,
  everyError = false,
}: {
  submitLabel: string;
  cancelLabel?: string;
  onCancel: () => void;
  everyError?: boolean;
}) {
  const t = useTranslations('Account.common');
  return (
    <>
      <FormErrors every={everyError} />
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </button>
        <SubmitButton label={submitLabel} busyLabel={t('saving')} />
      </div>
    </>
  );
}
