import type { Product } from '../../domain/catalog/types';

/**
 * The platform translates option names and values (and each variant's
 * selected options) under `@inContext(language:)`, while variant ids and
 * option positions stay the same. A line keys its options by the store's own
 * words, so a line added in one language checks out, reorders and prices as
 * the same line in another. The product read in the shopper's language keeps
 * its translated title and description; its options and variants take the
 * store's words from the read in the store's language, and the shopper's
 * words become the options' labels, matched by position.
 */
export function withStoreOptions(shown: Product, store: Product | null): Product {
  if (!store || store.id !== shown.id) return shown;
  const storeVariants = new Map(store.variants.map((v) => [v.id, v]));
  return {
    ...shown,
    options: store.options.map((option, i) => {
      const translated = shown.options[i];
      if (!translated || translated.values.length !== option.values.length) return option;
      return { ...option, label: translated.name, valueLabels: [...translated.values] };
    }),
    variants: shown.variants.map((v) => {
      const own = storeVariants.get(v.id);
      return own ? { ...v, title: own.title, selectedOptions: own.selectedOptions } : v;
    }),
  };
}
