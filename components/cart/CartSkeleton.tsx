'use client';

import { useTranslations } from 'next-intl';
import styles from './CartView.module.css';

/** Placeholder while the stored cart loads: the cart exists only in the browser. */
export function CartSkeleton() {
  const t = useTranslations('Cart');
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="cart-skeleton">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <div className={styles.skeletonLines} aria-hidden="true">
        <div className={styles.skeletonBlock} />
        <div className={styles.skeletonBlock} />
      </div>
      <div className={`${styles.skeletonBlock} ${styles.skeletonSummary}`} aria-hidden="true" />
    </div>
  );
}
