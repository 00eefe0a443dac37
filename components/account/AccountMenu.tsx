'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/Link';
import { ACCOUNT_ENTRIES, currentAccountEntry } from '@/lib/domain/account/menu';
import { signOut } from '@/lib/edge/session/client';
import { goTo } from '@/components/ui/navigate';
import styles from './AccountLayout.module.css';

const noSubscription = () => () => {};
const pathInAddress = () => window.location.pathname;
const onServer = () => null;

/**
 * The account side menu: My Account, My Orders, My Artwork and Logout. The
 * layout is cached without knowing the path, so the current entry is marked
 * (aria-current) once in the browser. Logout signs out, then goes to /login.
 */
export function AccountMenu() {
  const t = useTranslations('Account.menu');
  const pathname = useSyncExternalStore(noSubscription, pathInAddress, onServer);
  const current = pathname === null ? null : currentAccountEntry(pathname);
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    if (leaving) return;
    setLeaving(true);
    goTo(await signOut());
  }

  return (
    <nav className={styles.menu} aria-label={t('label')}>
      <ul>
        {ACCOUNT_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <Link href={entry.href} className={styles.entry} aria-current={current === entry.id ? 'page' : undefined}>
              {t(entry.id)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.entry} disabled={leaving} onClick={() => void logout()}>
            {leaving ? t('loggingOut') : t('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
