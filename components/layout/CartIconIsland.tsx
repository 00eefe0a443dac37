'use client';

import { useEffect, type ReactNode } from 'react';
import { useCartLineCount } from '@/lib/state/cart-count';
import { settleCompletedCheckout } from '@/lib/state/checkout-markers';
import { showPendingToast } from '@/components/ui/toast';
import type { CartIconLabels } from './CartIcon';

export interface CartIconIslandProps {
  href: string;
  labels: CartIconLabels;
  /** The cart icon, rendered on the server. */
  icon: ReactNode;
  className?: string;
  badgeClassName?: string;
}

/** The cart link's browser side (see CartIcon): a plain anchor, like components/ui/Link. */
export function CartIconIsland({ href, labels, icon, className, badgeClassName }: CartIconIslandProps) {
  // Every page has the header, so this is where a completed checkout empties
  // the cart (spec §4). Declared before the count's own subscription: React
  // runs it first, so the count never shows the ordered cart after hydration.
  useEffect(() => {
    settleCompletedCheckout();
    // …and where a toast announced by the previous page ("Item Added to Cart") shows.
    showPendingToast();
  }, []);
  const count = useCartLineCount();
  const countText = (count === 1 ? labels.itemsOne : labels.itemsOther).replace('{count}', String(count));
  return (
    <a href={href} className={className} aria-label={`${labels.cart}, ${countText}`}>
      {icon}
      {count > 0 ? (
        <span className={badgeClassName} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
