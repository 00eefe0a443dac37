'use client';

import { useLayoutEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/Skeleton';
import { STORED_LINES_MAX, STORED_LINES_SCRIPT, clearStoredCartLines, markStoredCartLines, storedCartLines } from '@/lib/edge/state/stored-cart-lines';
import { CartEmpty } from './CartEmpty';
import styles from './CartView.module.css';

export interface CartSkeletonProps {
  /** The tax-exemption hint will show under the lines (the company sites that offer it). */
  taxHint: boolean;
  /** The order options will ask for a customer number. */
  customerNumber: boolean;
}

/**
 * Placeholder while the stored cart loads (it exists only in the browser),
 * the shape of what replaces it so nothing below moves: an inline script
 * counts the stored lines before the placeholder is even parsed, and the CSS
 * shows that many line blocks with the order options and the subtotal box,
 * or the empty cart's message itself when nothing is stored. Rendered in
 * the browser (a move from another page), it counts them itself before the
 * browser paints.
 */
export function CartSkeleton({ taxHint, customerNumber }: CartSkeletonProps) {
  const t = useTranslations('Cart');
  useLayoutEffect(() => {
    markStoredCartLines(storedCartLines() ?? 0);
    return clearStoredCartLines;
  }, []);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: STORED_LINES_SCRIPT }} />
      <Skeleton
        label={t('loading')}
        className={`${styles.skeleton} ${customerNumber ? styles.withCustomerNumber : ''}`}
        testId="cart-skeleton"
      >
        <div className={styles.skeletonMain} aria-hidden="true">
          <div className={styles.skeletonLines}>
            {Array.from({ length: STORED_LINES_MAX }, (_, i) => (
              <div key={i} className={styles.skeletonLine} />
            ))}
          </div>
          {taxHint ? <div className={styles.skeletonHint} /> : null}
          <div className={styles.skeletonOptions} />
        </div>
        <div aria-hidden="true">
          <div className={styles.skeletonSummary} />
        </div>
        <div className={styles.skeletonEmpty}>
          <CartEmpty />
        </div>
      </Skeleton>
    </>
  );
}
