import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { CartIconIsland } from './CartIconIsland';
import styles from './CartIcon.module.css';

export interface CartIconProps {
  href?: string;
}

/**
 * Cart link with the number of lines in the persisted cart (0 until
 * hydrated). Icon and classes are rendered here; the island only counts.
 */
export function CartIcon({ href = '/cart' }: CartIconProps) {
  const t = useTranslations('Header');
  return (
    <CartIconIsland
      href={href}
      label={t('cart')}
      emptyLabel={`${t('cart')}, ${t('cartItems', { count: 0 })}`}
      icon={<Icon name="cart" />}
      className={`icon-button ${styles.cart}`}
      badgeClassName={styles.badge}
    />
  );
}
