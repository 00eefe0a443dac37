'use client';

import { useTranslations } from 'next-intl';
import { applyServerError, Form, TextField, useZodForm } from '@/components/form';
import { notify } from '@/components/ui/toast';
import { changePassword } from '@/lib/edge/account/client';
import { passwordChangeSchema, type PasswordChangeInput } from '@/lib/ground/validation/password-change';
import { FormActions } from './FormActions';
import { leaveForLogin } from './leaveForLogin';
import styles from './Forms.module.css';

const Field = TextField<PasswordChangeInput>;

export interface PasswordChangeProps {
  id: string;
  /** Collapses the fields (Cancel, or after a change; they are cleared by unmounting). */
  onClose: () => void;
  /** The new session expiry: the server signed in again with the new password and replaced the cookie. */
  onChanged: (expiresAt: string) => void;
}

/**
 * The inline Change Password fields: new password and its confirmation. The
 * server changes the password, signs in again with it and replaces the
 * session cookie, so the customer keeps working; the browser only learns the
 * new expiry.
 */
export function PasswordChange({ id, onClose, onChanged }: PasswordChangeProps) {
  const t = useTranslations('Account');
  const form = useZodForm(passwordChangeSchema, { password: '', confirmPassword: '' });

  async function save(fields: PasswordChangeInput) {
    const result = await changePassword(fields);
    if (result.ok) {
      onChanged(result.data.expiresAt);
      notify(t('password.changed'));
      onClose();
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      applyServerError(form, result, (failure) => ({
        message: failure.error === 'rate_limited' ? t('common.rateLimited') : (failure.messages?.[0] ?? t('password.failed')),
      }));
    }
  }

  return (
    // The form landmark is named for its purpose; <Form> renders the <form> inside it.
    <div id={id} role="form" aria-label={t('password.legend')} className={styles.inline}>
      <Form form={form} id="password" onSubmit={save} className={styles.form}>
        <div className={styles.grid}>
          <Field name="password" label={t('password.newPassword')} type="password" autoComplete="new-password" maxLength={200} markRequired />
          <Field
            name="confirmPassword"
            label={t('password.confirmPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            markRequired
          />
        </div>
        <FormActions submitLabel={t('password.save')} cancelLabel={t('password.cancel')} onCancel={onClose} />
      </Form>
    </div>
  );
}
