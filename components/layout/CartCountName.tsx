'use client';

import { useTranslations } from 'next-intl';
import { translated } from '@/components/i18n/Translated';

function Name({ count }: { count: number }) {
  const t = useTranslations('Header');
  return `${t('cart')}, ${t('cartItems', { count })}`;
}

/** The cart link's name for a cart that has lines ("Cart, 3 items"): loaded once there are any, with the formatter. */
export default translated(Name);
