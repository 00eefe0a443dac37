import { getTranslations } from 'next-intl/server';
import type { AccountMessages, ValidationMessages } from '@/components/account/labels';
import type { Locale } from '@/lib/tenant/types';

/**
 * The account islands' strings: the `Account` namespace and the validation
 * messages, raw (see ../island-labels.ts: no i18n runtime in the browser);
 * each page hands its islands the sections they use.
 */
export async function accountMessages(locale: Locale): Promise<{ account: AccountMessages; validation: ValidationMessages }> {
  const t = await getTranslations({ locale });
  return { account: t.raw('Account') as AccountMessages, validation: t.raw('Validation') as ValidationMessages };
}

/** Page titles: personal pages, never indexed. */
export async function accountMetadata(locale: Locale, page: keyof AccountMessages['meta']) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t(`meta.${page}`), robots: { index: false, follow: false } };
}
