'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCartLineCount } from '@/lib/edge/state/cart-count-view';
import { hasPendingToast } from '@/components/ui/pendingToast';

export interface CartIconIslandProps {
  href: string;
  /** The cart icon, rendered on the server. */
  icon: ReactNode;
  className?: string;
  badgeClassName?: string;
}

/** The cart link's browser side (see CartIcon): a plain anchor, like components/ui/Link. */
export function CartIconIsland({ href, icon, className, badgeClassName }: CartIconIslandProps) {
  const t = useTranslations('Header');
  // Every page has the header, so this is where a toast announced by the
  // previous page ("Item Added to Cart") shows; the toast queue loads only then.
  useEffect(() => {
    if (hasPendingToast()) void import('@/components/ui/toast').then((toast) => toast.showPendingToast());
  }, []);
  const count = useCartLineCount();
  return (
    <a href={href} className={className} aria-label={`${t('cart')}, ${t('cartItems', { count })}`}>
      {icon}
      {count > 0 ? (
        <span className={badgeClassName} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
