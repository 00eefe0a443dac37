'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSessionView } from '@/lib/edge/state/session-view';
import { dropSignInFlags, signInFlagOf, type SignInFlag } from '@/lib/edge/session/sign-in-flags';
import styles from './AccountMenu.module.css';

// Signed-out visitors (most catalog views) never download the panel.
const AccountPanel = lazy(() => import('./AccountPanel').then((m) => ({ default: m.AccountPanel })));

export interface AccountMenuIslandProps {
  signedOutHref: string;
  /** The icon's accessible name, rendered on the server. */
  label: string;
  /** The user icon and the toggle's chevron, rendered on the server. */
  icon: ReactNode;
  chevron: ReactNode;
}

export const ACCOUNT_HREF = '/account';

/**
 * The account icon's browser side (see AccountMenu). It reads the session
 * through lib/edge/state/session-view, not the store: this is on every page. The
 * server renders the signed-out link with the toggle's room already kept
 * (the same empty toggle box stands in while the panel loads), so the
 * signed-in state moves nothing.
 */
export function AccountMenuIsland({ signedOutHref, label, icon, chevron }: AccountMenuIslandProps) {
  const session = useSessionView();
  // Back from the platform's sign-in or sign-out page: the code that completes it, and its strings, load only then.
  const [platformReturn, setPlatformReturn] = useState<{ flag: SignInFlag; View: typeof import('./PlatformReturn').PlatformReturn } | null>(null);
  useEffect(() => {
    const flag = signInFlagOf(window.location.search);
    if (!flag) return;
    dropSignInFlags();
    void import('./PlatformReturn').then((m) => setPlatformReturn({ flag, View: m.PlatformReturn }));
  }, []);
  const user = session.active ? session.user : null;
  const placeholder = <span className={styles.toggle} aria-hidden="true" />;

  return (
    <div className={styles.menu}>
      <a href={user ? ACCOUNT_HREF : signedOutHref} className="icon-button" aria-label={label}>
        {icon}
      </a>
      {user ? (
        <Suspense fallback={placeholder}>
          <AccountPanel user={user} chevron={chevron} />
        </Suspense>
      ) : (
        placeholder
      )}
      {platformReturn ? <platformReturn.View flag={platformReturn.flag} /> : null}
    </div>
  );
}
