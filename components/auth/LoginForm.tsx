'use client';

import { useEffect, type FormEvent } from 'react';
import { Link } from '@/components/ui/Link';
import { notifyOnNextPage } from '@/components/ui/toast';
import { refreshCustomer, signIn } from '@/lib/session/client';
import { withRedirectUrl } from '@/lib/session/redirect';
import { ensureSessionHydrated, isSessionActive, useSessionStore } from '@/lib/state/session-store';
import { loginSchema } from '@/lib/validation/login';
import type { ValidationMessages } from '@/lib/validation/messages';
import { AuthField } from './AuthField';
import { checkForm } from './check-form';
import { FormAlert } from './FormMessages';
import type { LoginFormLabels } from './labels';
import { goTo, replaceWith } from './navigate';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './useAuthForm';
import { currentShopperOrigin, useShopperOrigin } from './useShopperOrigin';
import styles from './AuthForm.module.css';

const FORM_ID = 'login';
const ERROR_ID = 'login-error';

export interface LoginFormProps {
  labels: LoginFormLabels;
  /** The Validation namespace of the page's language. */
  messages: ValidationMessages;
}

/**
 * The login form (spec accounts §2 "Login", §4 "Login success", §5 "Login").
 * A shopper who is already signed in goes on to where they were headed
 * (default /account) once the server confirms the session.
 */
export function LoginForm({ labels, messages }: LoginFormProps) {
  const form = useAuthForm(FORM_ID, { email: '', password: '' }, messages);
  const origin = useShopperOrigin();

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.begin(event)) return;
    const check = checkForm(loginSchema, form.values);
    if (!check.ok) {
      form.failWith(check.key, check.key === 'login.bothEmpty' ? ['email', 'password'] : check.fields);
      return;
    }
    form.setBusy(true);
    const result = await signIn(check.data.email, check.data.password);
    if (result.ok) {
      // The toast shows on the next page: this one is about to go.
      notifyOnNextPage(labels.success);
      goTo(currentShopperOrigin() ?? '/');
      return;
    }
    if (result.error === 'upstream') form.fail([labels.unavailable], [], 'email');
    else if (result.error === 'rate_limited') form.failWith('rateLimited', [], 'password');
    else form.failWith('login.invalidCredentials', [], 'password');
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AuthField
        {...form.field('email')}
        errorId={ERROR_ID}
        label={labels.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <AuthField
        {...form.field('password')}
        errorId={ERROR_ID}
        label={labels.password}
        type="password"
        autoComplete="current-password"
      />
      <div className={styles.inlineLink}>
        <Link href={withRedirectUrl('/forget-password', origin)}>{labels.forgotPassword}</Link>
      </div>
      <FormAlert id={ERROR_ID} messages={form.errors} />
      <SubmitButton busy={form.busy} label={labels.submit} busyLabel={labels.submitting} />
      <p className={styles.footer}>
        {labels.newCustomer} <Link href={withRedirectUrl('/register', origin)}>{labels.createAccount}</Link>
      </p>
    </form>
  );
}
