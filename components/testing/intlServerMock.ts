/**
 * Test stand-in for `next-intl/server` (server components call
 * getTranslations / getLocale). Use in a component test with:
 *   jest.mock('next-intl/server', () => jest.requireActual('@/components/testing/intlServerMock'));
 */
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

type TestLocale = 'en' | 'fr';
const MESSAGES: Record<TestLocale, Record<string, unknown>> = { en, fr };
let currentLocale: TestLocale = 'en';

export function setTestLocale(locale: TestLocale): void {
  currentLocale = locale;
}

export function testTranslator(namespace?: string, locale: TestLocale = currentLocale) {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale] as never,
    namespace: namespace as never,
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as ((key: string, values?: Record<string, string | number>) => string) & {
    raw: (key: string) => unknown;
  };
}

export async function getTranslations(arg?: string | { namespace?: string; locale?: string }) {
  if (typeof arg === 'object' && arg !== null) {
    const locale = arg.locale === 'fr' ? 'fr' : arg.locale === 'en' ? 'en' : currentLocale;
    return testTranslator(arg.namespace, locale);
  }
  return testTranslator(arg);
}

export async function getLocale(): Promise<string> {
  return currentLocale;
}
