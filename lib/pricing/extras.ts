import { EXTRAS, type ExtraKey } from './tags';

/**
 * An `OE=<name>` tag is matched to the "Optional Extra" product titled
 * <name>: its description is the option's tooltip (spec §7) and its price the
 * add-on's base price per unit (spec §9 savings).
 */
export interface ExtraProduct {
  title: string;
  description: string;
  price: number;
}

export function extraProductFor<T extends Pick<ExtraProduct, 'title'>>(key: ExtraKey, products: readonly T[]): T | undefined {
  const name = EXTRAS.find((e) => e.key === key)?.tag.slice('OE='.length).toLowerCase();
  return products.find((p) => p.title.trim().toLowerCase() === name);
}

/** Base price per unit of an extra; 0 when no Optional Extra product matches. */
export function extraBasePrice(key: ExtraKey, products: readonly Pick<ExtraProduct, 'title' | 'price'>[]): number {
  return extraProductFor(key, products)?.price ?? 0;
}
