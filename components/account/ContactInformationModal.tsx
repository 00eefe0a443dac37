'use client';

import { useState, type FormEvent } from 'react';
import { useRecaptcha } from '@/components/recaptcha/useRecaptcha';
import { notify } from '@/components/ui/toast';
import { updateContactInformation } from '@/lib/account/client';
import type { CustomerDetails } from '@/lib/account/types';
import { contactInformationSchema, type ContactInformationInput } from '@/lib/validation/contact-information';
import { messageFor } from '@/lib/validation/messages';
import { firstIssue } from './issues';
import type { CommonLabels, ContactLabels, ValidationMessages } from './labels';
import { leaveForLogin } from './leaveForLogin';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';
import { TextField } from './TextField';
import styles from './Forms.module.css';

export interface ContactInformationModalProps {
  customer: CustomerDetails;
  labels: ContactLabels;
  common: CommonLabels;
  validation: ValidationMessages;
  onClose: () => void;
  /** After a successful update: the details are reloaded (spec §4). */
  onSaved: () => void;
}

/**
 * Edit Contact Information (spec accounts §5 "Contact information modal"):
 * first name, last name and email, all required, and a recaptcha
 * ('contact_information'). Rendered only while open, so it starts from the
 * current details each time.
 */
export function ContactInformationModal(props: ContactInformationModalProps) {
  const { customer, labels, common, validation, onClose, onSaved } = props;
  const getToken = useRecaptcha();
  const [values, setValues] = useState<ContactInformationInput>({
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
  });
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ContactInformationInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const fail = (message: string, field: string | null = null) => setError({ field, message });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = contactInformationSchema.safeParse(values);
    const issue = firstIssue(parsed);
    if (issue || !parsed.success) return fail(messageFor(validation, issue?.key ?? 'contactInformation.required'), issue?.field);
    setSaving(true);
    setError(null);
    try {
      const token = await getToken('contact_information');
      if (!token) return fail(messageFor(validation, 'recaptcha'));
      const result = await updateContactInformation({ ...parsed.data, recaptchaToken: token });
      if (result.ok) {
        notify(labels.updated);
        onSaved();
        onClose();
        return;
      }
      if (result.status === 401) {
        leaveForLogin();
        return;
      }
      if (result.error === 'recaptcha') return fail(messageFor(validation, 'recaptcha'));
      if (result.error === 'rate_limited') return fail(common.rateLimited);
      fail(result.messages?.[0] ?? labels.failed);
    } finally {
      setSaving(false);
    }
  }

  const invalid = (field: keyof ContactInformationInput) => error?.field === field;
  return (
    <Modal open title={labels.modalTitle} closeLabel={common.close} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.grid}>
          <TextField
            id="contact-first-name"
            label={labels.firstName}
            autoComplete="given-name"
            maxLength={100}
            value={values.firstName}
            onValue={set('firstName')}
            invalid={invalid('firstName')}
          />
          <TextField
            id="contact-last-name"
            label={labels.lastName}
            autoComplete="family-name"
            maxLength={100}
            value={values.lastName}
            onValue={set('lastName')}
            invalid={invalid('lastName')}
          />
          <TextField
            id="contact-email"
            label={labels.email}
            type="email"
            autoComplete="email"
            maxLength={254}
            wide
            value={values.email}
            onValue={set('email')}
            invalid={invalid('email')}
          />
        </div>
        <ModalActions
          error={error?.message ?? null}
          cancelLabel={common.cancel}
          submitLabel={labels.save}
          busy={saving}
          busyLabel={common.saving}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
