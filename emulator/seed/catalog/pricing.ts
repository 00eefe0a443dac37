import type { ProductRec } from '../../src/store/types.ts';

/**
 * Pricing files (GET /pricing/{name}.json), one per `$=` tag. Net prices are per unit, decrease with
 * quantity, and are derived from the cheapest variant on each row, so no net value ever exceeds the
 * list price of a variant that uses the row. `Lot Pricing` files quote the whole lot at breaks below
 * 500 and each block of 500 units at breaks of 500 or more (the app divides by min(break, 500)).
 */

export interface PricingFile {
  quantity_breaks: number[];
  msrp_markup_multiplier: number[];
  [table: string]: number[];
}

const UNIT = {
  breaks: [50, 100, 250, 500, 1000, 2500, 5000],
  msrp: [1.6, 1.55, 1.5, 1.45, 1.4, 1.35, 1.3],
  net: [0.62, 0.55, 0.47, 0.41, 0.36, 0.32, 0.29],
};
/** Rolls of 250: 1, 2, 4, 10 and 20 rolls. `net` is per unit; the file holds it × min(break, 500). */
const LOT = {
  breaks: [250, 500, 1000, 2500, 5000],
  msrp: [1.5, 1.45, 1.4, 1.35, 1.3],
  net: [0.62, 0.52, 0.45, 0.4, 0.36],
};
const LOT_DIVISION_CAP = 500;

/** Per-unit add-on nets at each unit break; the `OE=` tag enables the add-on, the table prices it. */
const EXTRA_TABLES: Record<string, { table: string; net: number[] }> = {
  'OE=Overlamination': { table: 'net_overlam', net: [0.05, 0.045, 0.04, 0.034, 0.03, 0.026, 0.022] },
  'OE=Foil Stamping': { table: 'net_foil', net: [0.12, 0.1, 0.085, 0.07, 0.06, 0.05, 0.045] },
  'OE=Matte Varnish': { table: 'net_matte_varnish', net: [0.04, 0.035, 0.03, 0.026, 0.022, 0.019, 0.016] },
  'OE=Double Sided Tape': { table: 'net_double_sided_tape', net: [0.09, 0.08, 0.07, 0.06, 0.05, 0.045, 0.04] },
  'OE=Back Imprint': { table: 'net_back_imprint', net: [0.06, 0.05, 0.042, 0.036, 0.03, 0.026, 0.022] },
  'OE=Numbering': { table: 'net_numbering', net: [0.03, 0.026, 0.022, 0.019, 0.016, 0.014, 0.012] },
};

/** The deliberately invalid file: unequal lengths, a string value and a non-integer break. */
export const BROKEN_GRID = {
  quantity_breaks: [50, 100, 250.5, 500],
  msrp_markup_multiplier: [1.6, 1.5, 1.4],
  net_row_1: [0.5, '0.45', 0.4, 0.35],
};

/** Names that are tagged but deliberately have no valid generated file. */
export const MISSING_GRID = 'missing-grid';
export const BROKEN_GRID_NAME = 'broken-grid';

export function pricingName(p: Pick<ProductRec, 'tags'>): string | null {
  const tag = p.tags.find((t) => t.startsWith('$='));
  return tag ? tag.slice(2) : null;
}

export function skuRow(sku: string | null): number {
  return Number(sku?.split('-').pop());
}

const round4 = (n: number) => Math.round(n * 10000) / 10000;

/** Builds every pricing file; `missingRows` lists rows to leave out per product handle. */
export function buildPricingFiles(products: ProductRec[], missingRows: Map<string, number[]>): Map<string, unknown> {
  const groups = new Map<string, ProductRec[]>();
  for (const p of products) {
    const name = pricingName(p);
    if (!name || name === MISSING_GRID || name === BROKEN_GRID_NAME) continue;
    groups.set(name, [...(groups.get(name) ?? []), p]);
  }
  const files = new Map<string, unknown>([[BROKEN_GRID_NAME, BROKEN_GRID]]);
  for (const [name, members] of groups) {
    const lot = members.some((p) => p.tags.includes('Lot Pricing'));
    const scheme = lot ? LOT : UNIT;
    const omitted = new Set(members.flatMap((p) => missingRows.get(p.handle) ?? []));
    // cheapest list price per effective row (omitted rows fall back to row 1)
    const minByRow = new Map<number, number>();
    for (const v of members.flatMap((p) => p.variants)) {
      const row = omitted.has(skuRow(v.sku)) ? 1 : skuRow(v.sku);
      minByRow.set(row, Math.min(minByRow.get(row) ?? Infinity, Number(v.price)));
    }
    const file: PricingFile = { quantity_breaks: scheme.breaks, msrp_markup_multiplier: scheme.msrp };
    for (const row of [...minByRow.keys()].sort((a, b) => a - b)) {
      const min = minByRow.get(row)!;
      file[`net_row_${row}`] = scheme.net.map((f, i) => round4(min * f * (lot ? Math.min(scheme.breaks[i]!, LOT_DIVISION_CAP) : 1)));
    }
    if (!lot) {
      const tags = new Set(members.flatMap((p) => p.tags));
      for (const [tag, t] of Object.entries(EXTRA_TABLES)) if (tags.has(tag)) file[t.table] = t.net;
    }
    files.set(name, file);
  }
  return files;
}
