'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountBox, LinkButton, type CustomerBoxProps } from './AccountBox';
import { ContactInformationModal } from './ContactInformationModal';
import { PasswordChange } from './PasswordChange';
import { renewSession } from './sessionSync';
import styles from './Account.module.css';
import type { AccountCapabilities } from '@/lib/domain/account/capabilities';

/** The account overview's contact box: name and email, Edit (modal) and, where customers have a password with us, Change Password (inline). */
export function ContactInformationBox({ customer, onChanged, can }: CustomerBoxProps & { can: AccountCapabilities }) {
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
        {can.changePassword ? (
          <LinkButton
            aria-expanded={changingPassword}
            aria-controls={changingPassword ? 'password-change' : undefined}
            onClick={() => setChangingPassword((open) => !open)}
          >
            {t('changePassword')}
          </LinkButton>
        ) : null}
      </p>
      {changingPassword ? (
        <PasswordChange
          id="password-change"
          onClose={() => setChangingPassword(false)}
          onChanged={(expiresAt) => renewSession(expiresAt, customer)}
        />
      ) : null}
      {editing ? <ContactInformationModal customer={customer} emailFixed={!can.changeEmail} onClose={() => setEditing(false)} onSaved={onChanged} /> : null}
    </AccountBox>
  );
}
