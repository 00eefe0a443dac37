import type { Cents } from '../money/cents';
import { EXTRAS, type ExtraKey } from './tags';

/**
 * An `OE=<name>` tag is matched to its "Optional Extra" product: its
 * description is the option's tooltip (spec §7) and its price the add-on's
 * base price per unit (spec §9 savings). Matching is by title; translated
 * sites rename the products ("Pelliculage"), so the handle the platform
 * derives from <name> is the fallback.
 */
export interface ExtraProduct {
  title: string;
  handle?: string;
  description: string;
  price: Cents;
}

const norm = (s: string) => s.trim().toLowerCase();
/** "Double Sided Tape" → "double-sided-tape", the handle the platform derives from a title. */
const slug = (s: string) => norm(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The text after `OE=` in the extra's tag ("Double Sided Tape"). */
export function extraTagText(key: ExtraKey): string {
  return EXTRAS.find((e) => e.key === key)!.tag.slice('OE='.length);
}

export function extraProductFor<T extends Pick<ExtraProduct, 'title' | 'handle'>>(key: ExtraKey, products: readonly T[]): T | undefined {
  const name = extraTagText(key);
  return products.find((p) => norm(p.title) === norm(name)) ?? products.find((p) => p.handle === slug(name));
}

/** Base price per unit of an extra; 0 when no Optional Extra product matches. */
export function extraBasePrice(key: ExtraKey, products: readonly Pick<ExtraProduct, 'title' | 'handle' | 'price'>[]): Cents {
  return extraProductFor(key, products)?.price ?? 0;
}
