'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** A part of the page's messages, as data: what a browser island's code formats when it loads. */
export interface IslandMessagesData {
  locale: string;
  messages: Record<string, unknown>;
}

const IslandMessagesContext = createContext<IslandMessagesData | null>(null);

/**
 * Carries messages to the islands below it without the message formatter:
 * unlike NextIntlClientProvider, this loads none of next-intl's runtime.
 * An island's eager code takes its strings as props, rendered on the server;
 * code it loads later (a panel, a dialog, a toast) formats from these with
 * <Translated> or translatorFor, and brings the formatter with it.
 */
export function IslandMessagesProvider({ value, children }: { value: IslandMessagesData; children: ReactNode }) {
  return <IslandMessagesContext.Provider value={value}>{children}</IslandMessagesContext.Provider>;
}

/** The messages the nearest IslandMessages carries; null outside one. */
export function useIslandMessages(): IslandMessagesData | null {
  return useContext(IslandMessagesContext);
}
