'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toast';
import { changePassword } from '@/lib/account/client';
import { passwordChangeSchema } from '@/lib/validation/password-change';
import { messageFor } from '@/lib/validation/messages';
import { FormError } from './FormError';
import { firstIssue } from './issues';
import type { CommonLabels, PasswordLabels, ValidationMessages } from './labels';
import { leaveForLogin } from './leaveForLogin';
import { TextField } from './TextField';
import styles from './Forms.module.css';

export interface PasswordChangeProps {
  id: string;
  labels: PasswordLabels;
  common: CommonLabels;
  validation: ValidationMessages;
  /** Collapses the fields (Cancel, or after a change; they are cleared by unmounting). */
  onClose: () => void;
  /** The new session expiry: the server signed in again with the new password and replaced the cookie. */
  onChanged: (expiresAt: string) => void;
}

/**
 * The inline Change Password fields (spec accounts §4 "Password change",
 * §5): new password and its confirmation. The server changes the password,
 * signs in again with it and replaces the session cookie, so the customer
 * keeps working; the browser only learns the new expiry.
 */
export function PasswordChange({ id, labels, common, validation, onClose, onChanged }: PasswordChangeProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const issue = firstIssue(passwordChangeSchema.safeParse({ password, confirmPassword }));
    if (issue) return setError({ field: issue.field, message: messageFor(validation, issue.key) });
    setSaving(true);
    setError(null);
    const result = await changePassword({ password, confirmPassword });
    setSaving(false);
    if (result.ok) {
      onChanged(result.data.expiresAt);
      notify(labels.changed);
      onClose();
    } else if (result.status === 401) {
      leaveForLogin();
    } else if (result.error === 'rate_limited') {
      setError({ field: null, message: common.rateLimited });
    } else {
      setError({ field: null, message: result.messages?.[0] ?? labels.failed });
    }
  }

  return (
    <form id={id} className={`${styles.form} ${styles.inline}`} noValidate onSubmit={submit} aria-label={labels.legend}>
      <div className={styles.grid}>
        <TextField
          id="password-new"
          label={labels.newPassword}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={password}
          onValue={setPassword}
          invalid={error?.field === 'password'}
        />
        <TextField
          id="password-confirm"
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={confirmPassword}
          onValue={setConfirmPassword}
          invalid={error?.field === 'confirmPassword'}
        />
      </div>
      <FormError message={error?.message ?? null} />
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {labels.cancel}
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? common.saving : labels.save}
        </button>
      </div>
    </form>
  );
}
