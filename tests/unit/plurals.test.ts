import compile from 'icu-minify/compile';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * Counts are ICU plurals in the messages, formatted by next-intl, never a
 * `count === 1` choice in code: French takes the singular for 0 ("0 produit"),
 * English the plural ("0 products"). Checked as the tests read the messages
 * (ICU strings) and as the build ships them (precompiled by next-intl's
 * plugin, formatted by use-intl's format-only formatter).
 */

const MESSAGES = { en, fr };
type Locale = keyof typeof MESSAGES;

const EXPECTED: Record<Locale, { products: string[]; items: string[] }> = {
  en: { products: ['0 products', '1 product', '2 products'], items: ['0 items', '1 item', '2 items'] },
  fr: { products: ['0 produit', '1 produit', '2 produits'], items: ['0 article', '1 article', '2 articles'] },
};

/** The messages as next-intl's catalog loader compiles them at build time. */
function precompiled(value: unknown): unknown {
  if (typeof value === 'string') return compile(value);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, child]) => [key, precompiled(child)]));
}

function counts(translate: (key: string, values: { count: number }) => string, key: string) {
  return [0, 1, 2].map((count) => translate(key, { count }));
}

describe.each(['en', 'fr'] as const)('plurals in %s', (locale) => {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never }) as unknown as (key: string, values: { count: number }) => string;

  it("formats the collection's product count for 0, 1 and 2", () => {
    expect(counts(t, 'Collection.count')).toEqual(EXPECTED[locale].products);
  });

  it("formats the cart's item count for 0, 1 and 2", () => {
    expect(counts(t, 'Header.cartItems')).toEqual(EXPECTED[locale].items);
  });

  it('formats the same from the precompiled messages the build ships', () => {
    jest.isolateModules(() => {
      jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
      const { createTranslator: createPrecompiled } = jest.requireActual<typeof import('next-intl')>('next-intl');
      const shipped = createPrecompiled({ locale, messages: precompiled(MESSAGES[locale]) as never }) as unknown as typeof t;
      expect(counts(shipped, 'Collection.count')).toEqual(EXPECTED[locale].products);
      expect(counts(shipped, 'Header.cartItems')).toEqual(EXPECTED[locale].items);
    });
  });
});
