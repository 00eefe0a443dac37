'use client';

import type { ReactNode } from 'react';
import { useCartLineCount } from '@/lib/state/cart-count';
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
