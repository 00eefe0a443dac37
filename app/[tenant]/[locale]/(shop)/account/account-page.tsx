import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/ground/tenant/types';
import { personalPageMetadata } from '../metadata';
import styles from './account-page.module.css';

/** The account pages, by their titles in `Account.meta`. */
export type AccountPageName = 'overview' | 'orders' | 'order' | 'artwork';

/** Page titles of the account area: personal pages, never indexed. */
export function accountMetadata(page: AccountPageName) {
  return personalPageMetadata('Account.meta', page);
}

/**
 * An account page in its language: its title as the heading over its
 * content (the islands load the customer's data in the browser; nothing
 * personal is in the cached page).
 */
export async function accountPage(locale: Locale, page: AccountPageName, content: ReactNode) {
  const t = await getTranslations({ locale, namespace: 'Account.meta' });
  return (
    <>
      <h1 className={styles.title}>{t(page)}</h1>
      {content}
    </>
  );
}
