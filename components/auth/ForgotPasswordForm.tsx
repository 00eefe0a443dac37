'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { applyServerError, EmailField, Form, FormErrors, FormStatus, SubmitButton, useZodForm } from '@/components/form';
import { callApi } from '@/lib/edge/api/client';
import { SESSION_RECOVER } from '@/lib/edge/api/endpoints/session';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/ground/validation/forgot-password';
import { AuthFooter } from './AuthLink';

/**
 * The forgot-password form: one email, posted to
 * /api/session/recover; the outcome is said in place. The server answers
 * the same for known and unknown addresses, so "Check your email…" is all a
 * shopper (or anyone probing for accounts) learns; the reset error text is
 * left for a request that did not go through (store down, network), and too
 * many requests get the rate-limit text.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const [sent, setSent] = useState(false);

  async function onSubmit(data: ForgotPasswordInput) {
    setSent(false);
    const result = await callApi(SESSION_RECOVER, { body: data });
    if (result.ok) {
      setSent(true);
      return;
    }
    applyServerError(form, result, ({ status }) =>
      status === 429 ? { message: 'rateLimited', focus: 'email' } : { message: t('forgotPassword.reset_password_error'), focus: 'email' },
    );
  }

  return (
    <Form form={form} id="recover" onSubmit={onSubmit} onInvalid={() => setSent(false)}>
      <EmailField<ForgotPasswordInput> name="email" label={t('email')} autoComplete="email" />
      <FormErrors />
      <FormStatus message={sent ? t('forgotPassword.reset_password_check_email') : null} />
      <SubmitButton label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} block />
      <AuthFooter to="/login" label={t('forgotPassword.backToLogin')} />
    </Form>
  );
}
