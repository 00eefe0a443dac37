'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountBox, LinkButton, type CustomerBoxProps } from './AccountBox';
import { ContactInformationModal } from './ContactInformationModal';
import { PasswordChange } from './PasswordChange';
import { renewSession } from './sessionSync';
import styles from './Account.module.css';

/** The account overview's contact box: name and email, Edit (modal) and Change Password (inline). */
export function ContactInformationBox({ customer, onChanged }: CustomerBoxProps) {
  const t = useTranslations('Account.contact');
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <AccountBox id="contact-information-title" title={t('title')}>
      <p className={styles.name}>{customer.displayName || `${customer.firstName} ${customer.lastName}`.trim()}</p>
      <p className={styles.detail}>{customer.email}</p>
      <p className={styles.links}>
        <LinkButton aria-label={t('editLabel')} onClick={() => setEditing(true)}>
          {t('edit')}
        </LinkButton>
        <LinkButton
          aria-expanded={changingPassword}
          aria-controls={changingPassword ? 'password-change' : undefined}
          onClick={() => setChangingPassword((open) => !open)}
        >
          {t('changePassword')}
        </LinkButton>
      </p>
      {changingPassword ? (
        <PasswordChange
          id="password-change"
          onClose={() => setChangingPassword(false)}
          onChanged={(expiresAt) => renewSession(expiresAt, customer)}
        />
      ) : null}
      {editing ? <ContactInformationModal customer={customer} onClose={() => setEditing(false)} onSaved={onChanged} /> : null}
    </AccountBox>
  );
}
