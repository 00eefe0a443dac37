import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { IslandMessagesProvider } from '@/components/i18n/island-messages';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

export type TestLocale = 'en' | 'fr';

const MESSAGES = { en, fr } as const;

/** The client components' message providers of the page (formatting, and data for code loaded later), with the real messages of `locale`. */
export function IntlProvider({ locale = 'en', children }: { locale?: TestLocale; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={MESSAGES[locale]}
      timeZone="UTC"
      onError={(error) => {
        // A missing or malformed message is a bug the test should show, not a key on screen.
        throw error;
      }}
    >
      <IslandMessagesProvider value={{ locale, messages: MESSAGES[locale] }}>{children}</IslandMessagesProvider>
    </NextIntlClientProvider>
  );
}

/**
 * Renders a client component as the shop layout does: under
 * NextIntlClientProvider with messages/{en,fr}.json. `rerender` keeps the provider.
 */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: TestLocale } & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale={locale}>{children}</IntlProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
