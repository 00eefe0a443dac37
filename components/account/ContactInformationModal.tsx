'use client';

import { useTranslations } from 'next-intl';
import { applyServerError, Form, TextField, useZodForm } from '@/components/form';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { notify } from '@/components/ui/toast';
import { updateContactInformation } from '@/lib/edge/account/client';
import type { CustomerDetails } from '@/lib/domain/account/types';
import { contactInformationSchema, type ContactInformationInput } from '@/lib/ground/validation/contact-information';
import { FormActions } from './FormActions';
import { leaveForLogin } from './leaveForLogin';
import { Modal } from './Modal';
import styles from './Forms.module.css';

const Field = TextField<ContactInformationInput>;

export interface ContactInformationModalProps {
  customer: CustomerDetails;
  /** The email is the customer's sign-in on the platform: shown, not edited. */
  emailFixed?: boolean;
  onClose: () => void;
  /** After a successful update: the details are reloaded. */
  onSaved: () => void;
}

/**
 * Edit Contact Information:
 * first name, last name and email, all required, and a recaptcha
 * ('contact_information'). Rendered only while open, so it starts from the
 * current details each time.
 */
export function ContactInformationModal({ customer, emailFixed = false, onClose, onSaved }: ContactInformationModalProps) {
  const t = useTranslations('Account');
  const getToken = useRecaptcha();
  const form = useZodForm(contactInformationSchema, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
  });

  async function save(fields: ContactInformationInput) {
    const token = await getToken('contact_information');
    if (!token) return applyServerError(form, { error: 'recaptcha' }, () => ({ message: 'recaptcha' }));
    const result = await updateContactInformation({ ...fields, recaptchaToken: token });
    if (result.ok) {
      notify(t('contact.updated'));
      onSaved();
      onClose();
    } else if (result.status === 401) {
      leaveForLogin();
    } else {
      applyServerError(form, result, (failure) => {
        if (failure.error === 'recaptcha') return { message: 'recaptcha' };
        if (failure.error === 'rate_limited') return { message: t('common.rateLimited') };
        return { message: failure.messages?.[0] ?? t('contact.failed') };
      });
    }
  }

  return (
    <Modal open title={t('contact.modalTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <Form form={form} id="contact" onSubmit={save} className={styles.form}>
        <div className={styles.grid}>
          <Field name="firstName" label={t('contact.firstName')} autoComplete="given-name" maxLength={100} markRequired />
          <Field name="lastName" label={t('contact.lastName')} autoComplete="family-name" maxLength={100} markRequired />
          {emailFixed ? (
            <Field name="email" label={t('contact.email')} type="email" readOnly wide hint={t('contact.emailAtSignIn')} />
          ) : (
            <Field name="email" label={t('contact.email')} type="email" autoComplete="email" maxLength={254} wide markRequired />
          )}
        </div>
        <FormActions submitLabel={t('contact.save')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
