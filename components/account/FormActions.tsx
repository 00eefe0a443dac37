'use client';

import { useTranslations } from 'next-intl';
import { FormErrors, SubmitButton } from '@/components/form';
import styles from './Forms.module.css';

/** The foot of every account form (inside <Form>): its error region, Cancel, and the submit button that says it is busy. */
export function FormActions({ submitLabel, cancelLabel, onCancel }: { submitLabel: string; cancelLabel?: string; onCancel: () => void }) {
  const t = useTranslations('Account.common');
  return (
    <>
      <FormErrors />
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </button>
        <SubmitButton label={submitLabel} busyLabel={t('saving')} />
      </div>
    </>
  );
}
