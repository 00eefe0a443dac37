'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useLazyList, wishlistList } from '@/lib/state/lazy-list';

export interface WishlistIconIslandProps {
  href: string;
  /** The heart, rendered on the server. */
  icon: ReactNode;
  className?: string;
  badgeClassName?: string;
}

/**
 * The wishlist link's browser side (see WishlistIcon): counts the saved
 * products once the stored list has been read; a visitor with no list
 * downloads no store.
 */
export function WishlistIconIsland({ href, icon, className, badgeClassName }: WishlistIconIslandProps) {
  const t = useTranslations('Header');
  const count = useLazyList(wishlistList)?.length ?? 0;
  return (
    <a href={href} className={className} aria-label={`${t('wishlist')}, ${t('wishlistItems', { count })}`} title={t('wishlist')}>
      {icon}
      {count > 0 ? (
        <span className={badgeClassName} aria-hidden="true" data-testid="wishlist-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
