import { cardPrice } from './card';
import type { ProductCard } from './types';

export { cardPrice } from './card';

/** The collection sort options, in the order the dropdown lists them. */
export const SORT_OPTIONS = ['none', 'HighToLow', 'LowToHigh', 'Newest', 'AscOrder', 'DescOrder'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Sorts that read variant prices; the UI debounces them by SORT_DEBOUNCE_MS. */
export const VARIANT_BASED_SORTS: readonly SortOption[] = ['HighToLow', 'LowToHigh'];
export const SORT_DEBOUNCE_MS = 200;

type Sortable = Pick<ProductCard, 'title' | 'createdAt' | 'variants'>;

/** Price as a number; products without a usable price sort last either way. */
function priceOf(card: Sortable): number | null {
  const price = cardPrice(card);
  return price !== null && Number.isFinite(price) ? price : null;
}

function timeOf(card: Sortable): number | null {
  const t = Date.parse(card.createdAt);
  return Number.isNaN(t) ? null : t;
}

/** Compares two possibly-missing numbers; missing values always go last. */
function byNumber(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/**
 * Returns a new, sorted array (stable: equal keys keep the incoming order;
 * `none` keeps the collection's order). Names compare locale-aware, with
 * numbers in titles compared numerically ("2 in" before "10 in").
 */
export function sortProducts<T extends Sortable>(cards: readonly T[], option: SortOption, locale = 'en'): T[] {
  const out = [...cards];
  switch (option) {
    case 'none':
      return out;
    case 'HighToLow':
      return out.sort((a, b) => byNumber(priceOf(a), priceOf(b), -1));
    case 'LowToHigh':
      return out.sort((a, b) => byNumber(priceOf(a), priceOf(b), 1));
    case 'Newest':
      return out.sort((a, b) => byNumber(timeOf(a), timeOf(b), -1));
    case 'AscOrder':
    case 'DescOrder': {
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      const direction = option === 'AscOrder' ? 1 : -1;
      return out.sort((a, b) => collator.compare(a.title, b.title) * direction);
    }
  }
}
