'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { applyServerError, EmailField, Form, FormErrors, FormStatus, SubmitButton, TextField, useZodForm } from '@/components/form';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { submitForm } from '@/lib/edge/account/client';
import { netlifyFormData } from '@/lib/ground/forms/netlify-form';
import { CONTACT_FORM_LIMITS, contactFormSchema, type ContactFormInput } from '@/lib/ground/validation/contact-form';
import styles from './Content.module.css';

/** The action the form handler verifies the token for (lib/services/forms.ts RECAPTCHA_ACTIONS). */
export const CONTACT_RECAPTCHA_ACTION = 'contact';

const EMPTY: ContactFormInput = { name: '', email: '', phoneNumber: '', message: '' };
const Field = TextField<ContactFormInput>;

/**
 * The contact form of a contact-us page: name, email and message required
 * in that order, the phone optional, then a reCAPTCHA v3 token; posted in the form handler's
 * shape to /api/forms. Success says 'Form submitted correctly' in place and
 * empties the form; a failure keeps everything typed. Needs a
 * RecaptchaProvider above.
 */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const form = useZodForm(contactFormSchema, EMPTY);
  const getToken = useRecaptcha();
  const [sent, setSent] = useState(false);

  async function onSubmit(data: ContactFormInput) {
    setSent(false);
    const token = await getToken(CONTACT_RECAPTCHA_ACTION);
    if (!token) {
      applyServerError(form, { error: 'recaptcha' }, () => ({ message: 'recaptcha', focus: 'name' }));
      return;
    }
    const result = await submitForm(netlifyFormData('contact', data, token));
    if (result.ok) {
      form.reset(EMPTY);
      setSent(true);
      return;
    }
    applyServerError(form, result, ({ error, status }) => {
      if (error === 'recaptcha') return { message: 'recaptcha', focus: 'name' };
      if (status === 429) return { message: 'rateLimited', focus: 'name' };
      return { message: t('failed'), focus: 'message' };
    });
  }

  return (
    <section className={styles.contact} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.contactTitle}>
        {t('title')}
      </h2>
      <p className={styles.contactIntro}>{t('intro')}</p>
      <Form form={form} id="contact" onSubmit={onSubmit} onInvalid={() => setSent(false)}>
        <Field name="name" label={t('name')} autoComplete="name" maxLength={CONTACT_FORM_LIMITS.name} markRequired />
        <EmailField<ContactFormInput> name="email" label={t('email')} autoComplete="email" maxLength={CONTACT_FORM_LIMITS.email} markRequired />
        <Field name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="tel" maxLength={CONTACT_FORM_LIMITS.phoneNumber} optional={t('optional')} />
        <Field name="message" label={t('message')} rows={6} maxLength={CONTACT_FORM_LIMITS.message} markRequired />
        <FormErrors />
        <FormStatus message={sent ? t('form_submitted_correctly') : null} />
        <SubmitButton label={t('submit')} busyLabel={t('submitting')} />
        <p className={styles.contactNotice}>{t('recaptchaNotice')}</p>
      </Form>
    </section>
  );
}
