'use client';

import { useState } from 'react';
import type { CustomerDetails } from '@/lib/account/types';
import { ContactInformationModal } from './ContactInformationModal';
import type { CommonLabels, ContactLabels, PasswordLabels, ValidationMessages } from './labels';
import { PasswordChange } from './PasswordChange';
import { renewSession } from './sessionSync';
import styles from './Account.module.css';

export interface ContactInformationBoxProps {
  customer: CustomerDetails;
  labels: ContactLabels;
  password: PasswordLabels;
  common: CommonLabels;
  validation: ValidationMessages;
  onChanged: () => void;
}

/** Spec accounts §2 "Account overview": name and email, Edit (modal) and Change Password (inline). */
export function ContactInformationBox({ customer, labels, password, common, validation, onChanged }: ContactInformationBoxProps) {
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <section className={styles.box} aria-labelledby="contact-information-title">
      <h3 id="contact-information-title" className={styles.boxTitle}>
        {labels.title}
      </h3>
      <p className={styles.name}>{customer.displayName || `${customer.firstName} ${customer.lastName}`.trim()}</p>
      <p className={styles.detail}>{customer.email}</p>
      <p className={styles.links}>
        <button type="button" className={styles.linkButton} aria-label={labels.editLabel} onClick={() => setEditing(true)}>
          {labels.edit}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={changingPassword}
          aria-controls={changingPassword ? 'password-change' : undefined}
          onClick={() => setChangingPassword((open) => !open)}
        >
          {labels.changePassword}
        </button>
      </p>
      {changingPassword ? (
        <PasswordChange
          id="password-change"
          labels={password}
          common={common}
          validation={validation}
          onClose={() => setChangingPassword(false)}
          onChanged={(expiresAt) => renewSession(expiresAt, customer)}
        />
      ) : null}
      {editing ? (
        <ContactInformationModal
          customer={customer}
          labels={labels}
          common={common}
          validation={validation}
          onClose={() => setEditing(false)}
          onSaved={onChanged}
        />
      ) : null}
    </section>
  );
}
