'use client';

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useCartLineCount } from '@/lib/edge/state/cart-count-view';
import { hasPendingToast } from '@/components/ui/pendingToast';

// A count's plural is formatted by code loaded once the cart has lines: an empty cart's name comes from the server.
const CartCountName = lazy(() => import('./CartCountName'));

export interface CartIconIslandProps {
  href: string;
  /** "Cart" and the name of an empty cart ("Cart, 0 items"), rendered on the server. */
  label: string;
  emptyLabel: string;
  /** The cart icon, rendered on the server. */
  icon: ReactNode;
  className?: string;
  badgeClassName?: string;
}

/** The cart link's browser side (see CartIcon): a plain anchor, like components/ui/Link. */
export function CartIconIsland({ href, label, emptyLabel, icon, className, badgeClassName }: CartIconIslandProps) {
  // Every page has the header, so this is where a toast announced by the
  // previous page ("Item Added to Cart") shows; the toast queue loads only then.
  useEffect(() => {
    if (hasPendingToast()) void import('@/components/ui/toast').then((toast) => toast.showPendingToast());
  }, []);
  const count = useCartLineCount();
  return (
    <a href={href} className={className}>
      {icon}
      <span className="visually-hidden">
        {count === 0 ? (
          emptyLabel
        ) : (
          <Suspense fallback={`${label}, ${count}`}>
            <CartCountName count={count} />
          </Suspense>
        )}
      </span>
      {count > 0 ? (
        <span className={badgeClassName} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
