'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './CartView.module.css';

/** Placeholder while the stored cart loads: the cart exists only in the browser. */
export function CartSkeleton() {
  const t = useTranslations('Cart');
  return (
    <Skeleton label={t('loading')} className={styles.skeleton} testId="cart-skeleton">
      <div className={styles.skeletonLines} aria-hidden="true">
        <div className={styles.skeletonBlock} />
        <div className={styles.skeletonBlock} />
      </div>
      <div className={`${styles.skeletonBlock} ${styles.skeletonSummary}`} aria-hidden="true" />
    </Skeleton>
  );
}
