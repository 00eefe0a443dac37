import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/tenant/types';
import type { MessageNamespace } from '@/lib/i18n/namespaces';

export interface ClientMessagesProps {
  locale: Locale;
  /** Only these namespaces travel to the browser. */
  namespaces: readonly MessageNamespace[];
  children: ReactNode;
}

/**
 * Gives the client components below it `useTranslations` over the listed
 * namespaces. The locale comes from the route, never from the request, so
 * the pages around it stay cacheable per tenant and language.
 */
export async function ClientMessages({ locale, namespaces, children }: ClientMessagesProps) {
  const all = await getMessages({ locale });
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
