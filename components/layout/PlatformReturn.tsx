'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Translated } from '@/components/i18n/Translated';
import type { SignInFlag } from '@/lib/edge/session/sign-in-flags';
import { announcePlatformReturn } from './platformReturn';

/** Back from the platform's sign-in or sign-out page: completes it and says so, once (see platformReturn). */
export function PlatformReturn({ flag }: { flag: SignInFlag }) {
  return (
    <Translated>
      <Announce flag={flag} />
    </Translated>
  );
}

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
