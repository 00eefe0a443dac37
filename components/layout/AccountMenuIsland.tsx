'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { goTo } from '@/components/ui/navigate';
import { Popup } from '@/components/ui/Popup';
import type { PopupOptions } from '@/components/ui/popupBehaviour';
import { useSessionView } from '@/lib/state/session-view';
import styles from './AccountMenu.module.css';

export interface AccountMenuIslandProps {
  signedOutHref: string;
  /** The user icon and the toggle's chevron, rendered on the server. */
  icon: ReactNode;
  chevron: ReactNode;
}

export const ACCOUNT_HREF = '/account';
const PANEL_ID = 'account-menu-panel';
const DISCLOSURE: PopupOptions = { closeOnBlur: true };

/**
 * The account icon's browser side (see AccountMenu). It reads the session
 * through lib/state/session-view, not the store: this is on every page. The
 * server renders the signed-out link with the toggle's room already kept,
 * so the signed-in state moves nothing. Sign Out loads the session client
 * only when pressed.
 */
export function AccountMenuIsland({ signedOutHref, icon, chevron }: AccountMenuIslandProps) {
  const t = useTranslations('Auth.menu');
  const header = useTranslations('Header');
  const session = useSessionView();
  const [signingOut, setSigningOut] = useState(false);
  const user = session.active ? session.user : null;

  async function signOut() {
    setSigningOut(true);
    try {
      const client = await import('@/lib/session/client');
      await client.signOut();
    } finally {
      // Spec accounts §2: logout returns to /login (even if the call failed: the local session is gone).
      goTo('/login');
    }
  }

  const name = user ? user.displayName.trim() || `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  return (
    <div className={styles.menu}>
      <a href={user ? ACCOUNT_HREF : signedOutHref} className="icon-button" aria-label={header('account')}>
        {icon}
      </a>
      {user ? (
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
      ) : (
        <span className={styles.toggle} aria-hidden="true" />
      )}
    </div>
  );
}
