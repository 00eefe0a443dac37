'use client';

import type { FormEvent } from 'react';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { Link } from '@/components/ui/Link';
import { notifyOnNextPage } from '@/components/ui/toast';
import { withRedirectUrl } from '@/lib/session/redirect';
import type { ValidationMessages } from '@/lib/validation/messages';
import { registrationSchema } from '@/lib/validation/registration';
import { AuthField } from './AuthField';
import { checkForm } from './check-form';
import { FormAlert } from './FormMessages';
import type { RegisterFormLabels } from './labels';
import { goTo } from './navigate';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './useAuthForm';
import { currentShopperOrigin, useShopperOrigin } from './useShopperOrigin';
import styles from './AuthForm.module.css';

const FORM_ID = 'register';
const ERROR_ID = 'register-error';
export const REGISTER_RECAPTCHA_ACTION = 'register';

export interface RegisterFormProps {
  labels: RegisterFormLabels;
  messages: ValidationMessages;
}

/** The non-empty strings of a 422 reply's `messages` (already capitalised by the server). */
function replyMessages(body: unknown): string[] {
  const list = (body as { messages?: unknown } | null)?.messages;
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string' && m.trim() !== '') : [];
}

/**
 * The registration form (spec accounts §2 "Registration", §5): checked in
 * the spec's order, then a reCAPTCHA v3 token, then the customer is created
 * through /api/tagging/create-customer. Success goes to /login with the
 * shopper's origin kept as its redirectUrl. Needs a RecaptchaProvider above.
 */
export function RegisterForm({ labels, messages }: RegisterFormProps) {
  const form = useAuthForm(FORM_ID, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }, messages);
  const getToken = useRecaptcha();
  const origin = useShopperOrigin();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.begin(event)) return;
    const check = checkForm(registrationSchema, form.values);
    if (!check.ok) {
      form.failWith(check.key, check.fields);
      return;
    }
    form.setBusy(true);
    const recaptchaToken = await getToken(REGISTER_RECAPTCHA_ACTION);
    if (!recaptchaToken) {
      form.failWith('recaptcha', [], 'firstName');
      return;
    }
    let response: Response;
    let body: unknown = null;
    try {
      response = await fetch('/api/tagging/create-customer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...check.data, recaptchaToken }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      body = await response.json().catch(() => null);
    } catch {
      form.fail([labels.unavailable], [], 'firstName');
      return;
    }
    if (response.ok) {
      notifyOnNextPage(labels.success);
      goTo(withRedirectUrl('/login', currentShopperOrigin()));
      return;
    }
    const error = (body as { error?: unknown } | null)?.error;
    const serverMessages = replyMessages(body);
    if (error === 'recaptcha') form.failWith('recaptcha', [], 'firstName');
    else if (error === 'rate_limited') form.failWith('rateLimited', [], 'firstName');
    else if (serverMessages.length > 0) form.fail(serverMessages, [], 'email');
    else form.fail([labels.unavailable], [], 'firstName');
  }

  const field = { errorId: ERROR_ID };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.row}>
        <AuthField {...form.field('firstName')} {...field} label={labels.firstName} autoComplete="given-name" />
        <AuthField {...form.field('lastName')} {...field} label={labels.lastName} autoComplete="family-name" />
      </div>
      <AuthField
        {...form.field('email')}
        {...field}
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <AuthField {...form.field('password')} {...field} label={labels.password} type="password" autoComplete="new-password" />
      <AuthField
        {...form.field('confirmPassword')}
        {...field}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
      <FormAlert id={ERROR_ID} messages={form.errors} />
      <SubmitButton busy={form.busy} label={labels.submit} busyLabel={labels.submitting} />
      <p className={styles.footer}>
        {labels.haveAccount} <Link href={withRedirectUrl('/login', origin)}>{labels.signIn}</Link>
      </p>
    </form>
  );
}
