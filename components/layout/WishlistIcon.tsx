import { IconHeart } from '@/components/wishlist/icons';
import { WISHLIST_PATH } from '@/components/wishlist/path';
import { WishlistIconIsland } from './WishlistIconIsland';
import styles from './CartIcon.module.css';

/** The header's link to /wishlist with the number of saved products, styled like the cart link. */
export function WishlistIcon() {
  return (
    <WishlistIconIsland
      href={WISHLIST_PATH}
      icon={<IconHeart size={24} />}
      className={`icon-button ${styles.cart}`}
      badgeClassName={styles.badge}
    />
  );
}
