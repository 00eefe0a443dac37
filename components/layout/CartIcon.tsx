'use client';

import Link from 'next/link';
import { useCartLineCount } from '@/lib/state/cart-count';
import { IconCart } from '@/components/ui/icons';
import styles from './CartIcon.module.css';

export interface CartIconLabels {
  cart: string;
  /** "{count} item" */
  itemsOne: string;
  /** "{count} items" */
  itemsOther: string;
}

export interface CartIconProps {
  href?: string;
  labels: CartIconLabels;
}

/** Cart link with the number of lines in the persisted cart (0 until hydrated). */
export function CartIcon({ href = '/cart', labels }: CartIconProps) {
  const count = useCartLineCount();
  const countText = (count === 1 ? labels.itemsOne : labels.itemsOther).replace('{count}', String(count));
  return (
    <Link href={href} className={`icon-button ${styles.cart}`} aria-label={`${labels.cart}, ${countText}`}>
      <IconCart />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
