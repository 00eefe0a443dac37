'use client';

import { useTranslations } from 'next-intl';
import { Translated } from '@/components/i18n/Translated';

/** The cart link's name for a cart that has lines ("Cart, 3 items"): loaded once there are any, with the formatter. */
export default function CartCountName({ count }: { count: number }) {
  return (
    <Translated>
      <Name count={count} />
    </Translated>
  );
}

function Name({ count }: { count: number }) {
  const t = useTranslations('Header');
  return `${t('cart')}, ${t('cartItems', { count })}`;
}
