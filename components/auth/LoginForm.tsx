'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { applyServerError, EmailField, Form, FormErrors, SubmitButton, TextField, useZodForm } from '@/components/form';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { notifyOnNextPage } from '@/components/ui/toast';
import { refreshCustomer, signIn } from '@/lib/edge/session/client';
import { afterSignInPath } from '@/lib/edge/session/login-reason';
import { ensureSessionHydrated, isSessionActive, useSessionStore } from '@/lib/edge/state/session-store';
import { loginSchema, type LoginInput } from '@/lib/ground/validation/login';
import { goTo, replaceWith } from '@/components/ui/navigate';
import { AuthFooter, AuthLink } from './AuthLink';
import { LoginReasonNotice } from './LoginReasonNotice';
import { signInToast } from './signInToast';
import { currentLoginReason, useLoginReason } from './useLoginReason';
import { currentShopperOrigin } from './useShopperOrigin';
import styles from './AuthForm.module.css';

export const LOGIN_RECAPTCHA_ACTION = 'login';

/**
 * The login form.
 * A shopper who is already signed in goes on to where they were headed
 * (default /account) once the server confirms the session. When others have
 * failed to sign in to the email, the server asks for reCAPTCHA: the form
 * gets a v3 token (invisible) and sends again, so the owner just signs in.
 * A known `reason` in the query (lib/edge/session/login-reason) is said above the
 * fields; a project saved while signed out is confirmed by name after
 * sign-in, in My Artwork. Needs a RecaptchaProvider above for that step.
 */
export function LoginForm() {
  const t = useTranslations('Auth');
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const getToken = useRecaptcha();
  const reason = useLoginReason();
  // The page is about to go: the button stays busy until it does.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    ensureSessionHydrated();
    if (!isSessionActive(useSessionStore.getState())) return;
    let cancelled = false;
    // The stored flag alone could be stale (cookie gone): going to /account
    // then would bounce straight back here. refreshCustomer signs out locally on a 401.
    void refreshCustomer().then((customer) => {
      if (customer && !cancelled) replaceWith(currentShopperOrigin() ?? '/account');
    });
    return () => {
      cancelled = true;
    };
  }, []);

  async function onSubmit({ email, password }: LoginInput) {
    let result = await signIn(email, password);
    if (!result.ok && result.error === 'recaptcha') {
      const token = await getToken(LOGIN_RECAPTCHA_ACTION);
      if (token) result = await signIn(email, password, token);
    }
    if (result.ok) {
      setLeaving(true);
      // The toast shows on the next page: this one is about to go.
      const toast = signInToast(t, result.uploads);
      notifyOnNextPage(toast.message, toast.kind);
      goTo(afterSignInPath(currentLoginReason(), result.uploads, currentShopperOrigin()));
      return;
    }
    applyServerError(form, result, ({ error }) => {
      if (error === 'upstream') return { message: t('unavailable'), focus: 'email' };
      if (error === 'rate_limited') return { message: 'rateLimited', focus: 'password' };
      if (error === 'recaptcha') return { message: 'login.recaptchaFailed', focus: 'password' };
      return { message: 'login.invalidCredentials', focus: 'password' };
    });
  }

  return (
    <Form
      form={form}
      id="login"
      onSubmit={onSubmit}
      onInvalid={(errors) => {
        // The schema puts "both empty" on the email; both fields are missing.
        if (errors.email?.message === 'login.bothEmpty') form.setError('password', { type: 'custom', message: 'login.bothEmpty' });
      }}
    >
      <LoginReasonNotice reason={reason} />
      <EmailField<LoginInput> name="email" label={t('email')} autoComplete="username" />
      <TextField<LoginInput> name="password" label={t('password')} type="password" autoComplete="current-password" />
      <div className={styles.inlineLink}>
        <AuthLink to="/forget-password">{t('login.forgotPassword')}</AuthLink>
      </div>
      <FormErrors />
      <SubmitButton label={t('login.submit')} busyLabel={t('login.submitting')} busy={form.formState.isSubmitting || leaving} block />
      <AuthFooter prompt={t('login.newCustomer')} to="/register" label={t('login.createAccount')} />
    </Form>
  );
}
