import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/components/auth/AuthPage';
import type { Locale } from '@/lib/ground/tenant/types';
import { personalPageMetadata } from './metadata';

/** The auth pages, by their messages in `Auth`: a title, an intro and, where it differs from the title, a heading. */
export type AuthPageName = 'login' | 'register' | 'forgotPassword';

/** Shared by /login, /register and /forget-password: titled by the page's title, never indexed. */
export function authMetadata(page: AuthPageName) {
  return personalPageMetadata('Auth', `${page}.title`);
}

/** An auth page in its language: its heading and intro over its form. */
export async function authPage(locale: Locale, page: AuthPageName, form: ReactNode, { wide = false } = {}) {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  const heading = t.has(`${page}.heading`) ? t(`${page}.heading`) : t(`${page}.title`);
  return (
    <AuthPage heading={heading} intro={t(`${page}.intro`)} wide={wide}>
      {form}
    </AuthPage>
  );
}
