import { getTranslations } from 'next-intl/server';
import type { ForgotPasswordFormLabels, LoginFormLabels, RegisterFormLabels } from '@/components/auth/labels';
import type { Locale } from '@/lib/tenant/types';
import type { ValidationMessages } from '@/lib/validation/messages';

/* The auth islands' strings (see ../island-labels.ts: no i18n runtime in the browser). */

export async function validationMessages(locale: Locale): Promise<ValidationMessages> {
  const t = await getTranslations({ locale });
  return t.raw('Validation') as ValidationMessages;
}

export async function loginFormLabels(locale: Locale): Promise<LoginFormLabels> {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return {
    email: t('email'),
    password: t('password'),
    submit: t('login.submit'),
    submitting: t('login.submitting'),
    forgotPassword: t('login.forgotPassword'),
    newCustomer: t('login.newCustomer'),
    createAccount: t('login.createAccount'),
    success: t('login.success'),
    unavailable: t('unavailable'),
  };
}

export async function registerFormLabels(locale: Locale): Promise<RegisterFormLabels> {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return {
    firstName: t('register.firstName'),
    lastName: t('register.lastName'),
    email: t('email'),
    password: t('password'),
    confirmPassword: t('register.confirmPassword'),
    submit: t('register.submit'),
    submitting: t('register.submitting'),
    haveAccount: t('register.haveAccount'),
    signIn: t('register.signIn'),
    success: t('register.success'),
    unavailable: t('unavailable'),
  };
}

export async function forgotPasswordFormLabels(locale: Locale): Promise<ForgotPasswordFormLabels> {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return {
    email: t('email'),
    submit: t('forgotPassword.submit'),
    submitting: t('forgotPassword.submitting'),
    checkEmail: t('forgotPassword.reset_password_check_email'),
    error: t('forgotPassword.reset_password_error'),
    backToLogin: t('forgotPassword.backToLogin'),
  };
}
