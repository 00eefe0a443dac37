import { handleFromTitle } from '../catalog/title-handle';
import type { Cents } from '../../ground/money/cents';
import { EXTRAS, enabledExtras, type ExtraKey } from './tags';

/**
 * An `OE=<name>` tag is matched to its "Optional Extra" product: its
 * description is the option's tooltip and its price the add-on's
 * base price per unit. Matching is by title; translated
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

/** The text after `OE=` in the extra's tag ("Double Sided Tape"). */
export function extraTagText(key: ExtraKey): string {
  return EXTRAS.find((e) => e.key === key)!.tag.slice('OE='.length);
}

export function extraProductFor<T extends Pick<ExtraProduct, 'title' | 'handle'>>(key: ExtraKey, products: readonly T[]): T | undefined {
  const name = extraTagText(key);
  return products.find((p) => norm(p.title) === norm(name)) ?? products.find((p) => p.handle === handleFromTitle(name));
}

/** A product is priced against the first 15 Optional Extra products. */
export const OPTIONAL_EXTRA_LIMIT = 15;

/** An extra a product offers (an `OE=` tag), described and priced by its Optional Extra product. */
export interface OfferedExtra {
  key: ExtraKey;
  /** The Optional Extra product's title, else the tag text. */
  label: string;
  /** The Optional Extra product's description ('' when none). */
  tooltip: string;
  /** List price per unit of the add-on, store currency (0 when no Optional Extra matched). */
  basePrice: Cents;
}

/** The extras a product's tags enable, in the fixed order, each with its Optional Extra product's text and price. */
export function offeredExtras(tags: readonly string[], optionalExtras: readonly ExtraProduct[]): OfferedExtra[] {
  const pool = optionalExtras.slice(0, OPTIONAL_EXTRA_LIMIT);
  return enabledExtras(tags).map((key) => {
    const match = extraProductFor(key, pool);
    return {
      key,
      label: match?.title.trim() || extraTagText(key),
      tooltip: match?.description.trim() ?? '',
      basePrice: match?.price ?? 0,
    };
  });
}
