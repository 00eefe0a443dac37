'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './Account.module.css';

/**
 * Placeholder blocks while the account data loads (nothing personal is in the
 * cached page). `fill`: what loads runs past the screen for nearly every
 * customer (the overview, the orders, an order), so the placeholder does too
 * and keeps what follows it (the menu on phones, the footer) out of view
 * rather than have it jump down when the data arrives.
 */
export function AccountSkeleton({ blocks = 3, fill = false }: { blocks?: number; fill?: boolean }) {
  const t = useTranslations('Account');
  return (
    <Skeleton label={t('common.loading')} className={`${styles.skeleton} ${fill ? styles.skeletonFill : ''}`} testId="account-skeleton">
      {Array.from({ length: blocks }, (_, i) => (
        <div key={i} className={styles.skeletonBlock} aria-hidden="true" />
      ))}
    </Skeleton>
  );
}

/** A failed load: what happened and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('Account');
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
