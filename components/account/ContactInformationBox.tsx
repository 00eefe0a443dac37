'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CustomerDetails } from '@/lib/account/types';
import { ContactInformationModal } from './ContactInformationModal';
import { PasswordChange } from './PasswordChange';
import { renewSession } from './sessionSync';
import styles from './Account.module.css';

export interface ContactInformationBoxProps {
  customer: CustomerDetails;
  onChanged: () => void;
}

/** Spec accounts §2 "Account overview": name and email, Edit (modal) and Change Password (inline). */
export function ContactInformationBox({ customer, onChanged }: ContactInformationBoxProps) {
  const t = useTranslations('Account.contact');
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <section className={styles.box} aria-labelledby="contact-information-title">
      <h3 id="contact-information-title" className={styles.boxTitle}>
        {t('title')}
      </h3>
      <p className={styles.name}>{customer.displayName || `${customer.firstName} ${customer.lastName}`.trim()}</p>
      <p className={styles.detail}>{customer.email}</p>
      <p className={styles.links}>
        <button type="button" className={styles.linkButton} aria-label={t('editLabel')} onClick={() => setEditing(true)}>
          {t('edit')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={changingPassword}
          aria-controls={changingPassword ? 'password-change' : undefined}
          onClick={() => setChangingPassword((open) => !open)}
        >
          {t('changePassword')}
        </button>
      </p>
      {changingPassword ? (
        <PasswordChange
          id="password-change"
          onClose={() => setChangingPassword(false)}
          onChanged={(expiresAt) => renewSession(expiresAt, customer)}
        />
      ) : null}
      {editing ? <ContactInformationModal customer={customer} onClose={() => setEditing(false)} onSaved={onChanged} /> : null}
    </section>
  );
}
