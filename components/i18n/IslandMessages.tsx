import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/ground/tenant/types';
import type { MessagePath } from '@/lib/ground/i18n/namespaces';
import { pickMessages } from '@/lib/ground/i18n/pick';
import { IslandMessagesProvider } from './island-messages';

export interface IslandMessagesProps {
  locale: Locale;
  /** Only these namespaces (or parts of them) travel to the browser. */
  namespaces: readonly MessagePath[];
  children: ReactNode;
}

/**
 * The listed messages for islands whose strings format only in code loaded
 * later (see island-messages.tsx): the page ships the data, not the
 * formatter. Where an island formats as it renders, ClientMessages is the
 * provider to use.
 */
export async function IslandMessages({ locale, namespaces, children }: IslandMessagesProps) {
  const messages = pickMessages(await getMessages({ locale }), namespaces);
  return <IslandMessagesProvider value={{ locale, messages }}>{children}</IslandMessagesProvider>;
}
