import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/ground/tenant/types';
import type { MessagePath } from '@/lib/ground/i18n/namespaces';
import { pickMessages } from '@/lib/ground/i18n/pick';

export interface ClientMessagesProps {
  locale: Locale;
  /** Only these namespaces (or parts of them) travel to the browser. */
  namespaces: readonly MessagePath[];
  children: ReactNode;
}

/**
 * Gives the client components below it `useTranslations` over the listed
 * namespaces. The locale comes from the route, never from the request, so
 * the pages around it stay cacheable per tenant and language.
 */
export async function ClientMessages({ locale, namespaces, children }: ClientMessagesProps) {
  const messages = pickMessages(await getMessages({ locale }), namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
