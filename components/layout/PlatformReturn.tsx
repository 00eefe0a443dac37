'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { translated } from '@/components/i18n/Translated';
import type { SignInFlag } from '@/lib/edge/session/sign-in-flags';
import { announcePlatformReturn } from './platformReturn';

function Announce({ flag }: { flag: SignInFlag }) {
  const t = useTranslations('Auth');
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    void announcePlatformReturn(flag, t);
  }, [flag, t]);
  return null;
}

/** Back from the platform's sign-in or sign-out page: completes it and says so, once (see platformReturn). */
export const PlatformReturn = translated(Announce);
