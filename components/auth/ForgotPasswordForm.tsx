'use client';

import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/Link';
import { withRedirectUrl } from '@/lib/session/redirect';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';
import type { ValidationMessages } from '@/lib/validation/messages';
import { AuthField } from './AuthField';
import { checkForm } from './check-form';
import { FormAlert, FormStatus } from './FormMessages';
import type { ForgotPasswordFormLabels } from './labels';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './useAuthForm';
import { useShopperOrigin } from './useShopperOrigin';
import styles from './AuthForm.module.css';

const FORM_ID = 'recover';
const ERROR_ID = 'recover-error';

export interface ForgotPasswordFormProps {
  labels: ForgotPasswordFormLabels;
  messages: ValidationMessages;
}

/**
 * The forgot-password form (spec accounts §2, §5, §8): one email, posted to
 * /api/session/recover; the outcome is said in place. The server answers
 * the same for known and unknown addresses, so "Check your email…" is all a
 * shopper (or anyone probing for accounts) learns; the reset error text is
 * left for a request that did not go through (store down, network), and too
 * many requests get the rate-limit text.
 */
export function ForgotPasswordForm({ labels, messages }: ForgotPasswordFormProps) {
  const form = useAuthForm(FORM_ID, { email: '' }, messages);
  const [sent, setSent] = useState(false);
  const origin = useShopperOrigin();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.begin(event)) return;
    setSent(false);
    const check = checkForm(forgotPasswordSchema, form.values);
    if (!check.ok) {
      form.failWith(check.key, check.fields);
      return;
    }
    form.setBusy(true);
    let status = 0;
    try {
      const response = await fetch('/api/session/recover', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(check.data),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      status = response.status;
    } catch {
      status = 0;
    }
    if (status === 429) {
      form.failWith('rateLimited', [], 'email');
      return;
    }
    if (status < 200 || status >= 300) {
      form.fail([labels.error], [], 'email');
      return;
    }
    form.setBusy(false);
    setSent(true);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AuthField
        {...form.field('email')}
        errorId={ERROR_ID}
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormAlert id={ERROR_ID} messages={form.errors} />
      <FormStatus message={sent ? labels.checkEmail : null} />
      <SubmitButton busy={form.busy} label={labels.submit} busyLabel={labels.submitting} />
      <p className={styles.footer}>
        <Link href={withRedirectUrl('/login', origin)}>{labels.backToLogin}</Link>
      </p>
    </form>
  );
}
