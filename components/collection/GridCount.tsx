'use client';

import { useTranslations } from 'next-intl';
import { translated } from '@/components/i18n/Translated';

function Count({ count }: { count: number }) {
  const t = useTranslations('Collection');
  return t('count', { count });
}

/** A filtered grid's count ("3 products"), loaded with the formatter when a filter first changes it. */
export default translated(Count);
