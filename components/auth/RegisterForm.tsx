'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { applyServerError, EmailField, Form, FormErrors, formStyles, SubmitButton, TextField, useZodForm } from '@/components/form';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { notifyOnNextPage } from '@/components/ui/toast';
import { callApi } from '@/lib/edge/api/client';
import { CREATE_CUSTOMER } from '@/lib/edge/api/endpoints/session';
import { withRedirectUrl } from '@/lib/ground/http/redirect';
import { registrationSchema, type RegistrationInput } from '@/lib/ground/validation/registration';
import { goTo } from '@/components/ui/navigate';
import { AuthFooter } from './AuthLink';
import { currentLoginReason } from './useLoginReason';
import { currentShopperOrigin } from './useShopperOrigin';

export const REGISTER_RECAPTCHA_ACTION = 'register';

type Field = RegistrationInput;

/**
 * The registration form: checked in the form's order, then a reCAPTCHA v3
 * token, then the customer is created through /api/tagging/create-customer.
 * Success goes to /login with the shopper's origin kept as its redirectUrl.
 * Needs a RecaptchaProvider above.
 */
export function RegisterForm() {
  const t = useTranslations('Auth');
  const form = useZodForm(registrationSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const getToken = useRecaptcha();
  const [leaving, setLeaving] = useState(false);

  async function onSubmit(data: RegistrationInput) {
    const recaptchaToken = await getToken(REGISTER_RECAPTCHA_ACTION);
    if (!recaptchaToken) {
      applyServerError(form, { error: 'recaptcha' }, () => ({ message: 'recaptcha', focus: 'firstName' }));
      return;
    }
    const result = await callApi(CREATE_CUSTOMER, { body: { ...data, recaptchaToken } });
    if (result.ok) {
      setLeaving(true);
      notifyOnNextPage(t('register.success'));
      goTo(withRedirectUrl('/login', currentShopperOrigin(), currentLoginReason()));
      return;
    }
    applyServerError(form, result, ({ error, messages }) => {
      if (error === 'recaptcha') return { message: 'recaptcha', focus: 'firstName' };
      if (error === 'rate_limited') return { message: 'rateLimited', focus: 'firstName' };
      // The platform's refusals, already capitalised by the server.
      const refusals = (Array.isArray(messages) ? messages : []).filter((m) => typeof m === 'string' && m.trim() !== '');
      if (refusals.length > 0) return { message: refusals, focus: 'email' };
      return { message: t('unavailable'), focus: 'firstName' };
    });
  }

  return (
    <Form form={form} id="register" onSubmit={onSubmit}>
      <div className={formStyles.row}>
        <TextField<Field> name="firstName" label={t('register.firstName')} autoComplete="given-name" />
        <TextField<Field> name="lastName" label={t('register.lastName')} autoComplete="family-name" />
      </div>
      <EmailField<Field> name="email" label={t('email')} autoComplete="email" />
      <TextField<Field> name="password" label={t('password')} type="password" autoComplete="new-password" />
      <TextField<Field> name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
      <FormErrors />
      <SubmitButton label={t('register.submit')} busyLabel={t('register.submitting')} busy={form.formState.isSubmitting || leaving} block />
      <AuthFooter prompt={t('register.haveAccount')} to="/login" label={t('register.signIn')} />
    </Form>
  );
}
