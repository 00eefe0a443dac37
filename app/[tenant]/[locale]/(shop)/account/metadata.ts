import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/tenant/types';

/** Page titles of the account area: personal pages, never indexed. */
export async function accountMetadata(locale: Locale, page: 'overview' | 'orders' | 'order' | 'artwork') {
  const t = await getTranslations({ locale, namespace: 'Account.meta' });
  return { title: t(page), robots: { index: false, follow: false } };
}
