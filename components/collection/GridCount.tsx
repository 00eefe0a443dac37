'use client';

import { useTranslations } from 'next-intl';
import { Translated } from '@/components/i18n/Translated';

/** A filtered grid's count ("3 products"), loaded with the formatter when a filter first changes it. */
export default function GridCount({ count }: { count: number }) {
  return (
    <Translated>
      <Count count={count} />
    </Translated>
  );
}

function Count({ count }: { count: number }) {
  const t = useTranslations('Collection');
  return t('count', { count });
}
