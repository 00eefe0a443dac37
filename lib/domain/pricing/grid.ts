import { skuRow, type ExtraKey } from './tags';

/**
 * A validated pricing grid (./file.ts checks and builds it). Kept apart from
 * the validation so browser code that prices (configurator, cart) does not
 * pull zod into the bundle.
 */
export interface PricingGrid {
  /** Ascending integer quantity breaks. */
  breaks: number[];
  /** MSRP markup multiplier per break. */
  msrp: number[];
  /** Net price per break, by SKU row ("1", "2", …). */
  rows: Record<string, number[]>;
  /** Net price per break of each extra the file prices. */
  extras: Partial<Record<ExtraKey, number[]>>;
}

/** Lot files quote lots of 500 or more per 500 units. */
export const LOT_DIVISION_CAP = 500;

/** The net row a variant is priced by: its own, else row 1. */
export function netRowFor(grid: Pick<PricingGrid, 'rows'>, sku: string | null): number[] | null {
  const row = skuRow(sku);
  return (row !== null ? grid.rows[row] : undefined) ?? grid.rows['1'] ?? null;
}
