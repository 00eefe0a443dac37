'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { goTo } from '@/components/ui/navigate';
import { Popup } from '@/components/ui/Popup';
import type { PopupOptions } from '@/components/ui/popupBehaviour';
import type { SessionUser } from '@/lib/domain/account/types';
import { translated } from '@/components/i18n/Translated';
import styles from './AccountMenu.module.css';

const PANEL_ID = 'account-menu-panel';
const DISCLOSURE: PopupOptions = { closeOnBlur: true };

export interface AccountPanelProps {
  user: SessionUser;
  /** The toggle's chevron, rendered on the server. */
  chevron: ReactNode;
}

/**
 * The signed-in toggle with the user-name panel and Sign Out: loaded by
 * AccountMenuIsland only when the session is signed in, so signed-out
 * visitors never download it. Sign Out loads the session client only when
 * pressed.
 */
function SignedInPanel({ user, chevron }: AccountPanelProps) {
  const t = useTranslations('Auth.menu');
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    // Logout returns to /login, or through the platform's sign-out (even if the call failed: the local session is gone).
    let next = '/login';
    try {
      const client = await import('@/lib/edge/session/client');
      next = await client.signOut();
    } finally {
      goTo(next);
    }
  }

  const name = user.displayName.trim() || `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Popup
      className={styles.disclosure}
      buttonProps={{ className: styles.toggle, 'aria-label': t('toggle'), children: chevron }}
      panelProps={{ id: PANEL_ID, className: styles.panel }}
      options={DISCLOSURE}
    >
      <p className={styles.signedInAs}>{t('signedInAs')}</p>
      <p className={styles.name} data-testid="account-name">
        {name}
      </p>
      <button type="button" className={`button button-secondary ${styles.signOut}`} onClick={signOut} disabled={signingOut}>
        {signingOut ? t('signingOut') : t('signOut')}
      </button>
    </Popup>
  );
}

export const AccountPanel = translated(SignedInPanel);
