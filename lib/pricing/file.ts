import { EXTRAS, type ExtraKey, skuRow } from './tags';

/**
 * Pricing files (spec §3 "Pricing object", §5 "Pricing file"): one JSON file
 * per `$=` tag, holding `quantity_breaks`, `msrp_markup_multiplier` (one per
 * break), a `net_row_{n}` array per SKU row and optional extra tables
 * (`net_overlam`, `net_foil`, …), every array one value per break.
 *
 * checkPricingFile applies every rule of §5 and collects every problem, so a
 * reseller fixing a file sees them all at once ('Pricing JSON contains
 * errors: {details}'):
 *   - quantity_breaks and msrp_markup_multiplier must be present;
 *   - every value must be a number; quantity breaks must be integers;
 *   - every array must have as many values as quantity_breaks;
 *   - every variant needs its net row, `net_row_1` standing in for a missing one;
 *   - no net value may exceed the base (list) price of a variant priced by it.
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

export interface PricedVariant {
  sku: string | null;
  /** The variant's base (list) price per unit, in the store currency. */
  price: number;
}

export type PricingCheck = { ok: true; grid: PricingGrid } | { ok: false; details: string[] };

const ROW_TABLE = /^net_row_(.+)$/;

/** The net row a variant is priced by: its own, else row 1 (spec §3). */
export function netRowFor(grid: Pick<PricingGrid, 'rows'>, sku: string | null): number[] | null {
  const row = skuRow(sku);
  return (row !== null ? grid.rows[row] : undefined) ?? grid.rows['1'] ?? null;
}

export function checkPricingFile(raw: unknown, variants: readonly PricedVariant[]): PricingCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, details: ['the file is not a JSON object'] };
  const file = raw as Record<string, unknown>;
  const details: string[] = [];

  const numbers = (field: string): number[] | null => {
    const value = file[field];
    if (value === undefined) return null;
    if (!Array.isArray(value)) {
      details.push(`${field} is not a list`);
      return null;
    }
    const bad = value.map((v, i) => (typeof v === 'number' && Number.isFinite(v) ? -1 : i)).filter((i) => i >= 0);
    for (const i of bad) details.push(`${field}[${i}] is not a number (${JSON.stringify(value[i])})`);
    return bad.length ? null : (value as number[]);
  };

  const breaks = numbers('quantity_breaks');
  if (file.quantity_breaks === undefined) details.push('quantity_breaks is missing');
  const msrp = numbers('msrp_markup_multiplier');
  if (file.msrp_markup_multiplier === undefined) details.push('msrp_markup_multiplier is missing');
  breaks?.forEach((b, i) => {
    if (!Number.isInteger(b)) details.push(`quantity_breaks[${i}] (${b}) is not an integer`);
  });

  const rows: Record<string, number[]> = {};
  const extras: PricingGrid['extras'] = {};
  const tables: [string, number[] | null][] = [];
  if (msrp) tables.push(['msrp_markup_multiplier', msrp]);
  for (const field of Object.keys(file)) {
    const row = ROW_TABLE.exec(field)?.[1];
    const extra = EXTRAS.find((e) => e.table === field);
    if (!row && !extra) continue;
    const values = numbers(field);
    tables.push([field, values]);
    if (!values) continue;
    if (row) rows[row] = values;
    if (extra) extras[extra.key] = values;
  }

  const length = file.quantity_breaks === undefined ? undefined : Array.isArray(file.quantity_breaks) ? file.quantity_breaks.length : undefined;
  if (length !== undefined) {
    for (const [field, values] of tables) {
      const count = Array.isArray(file[field]) ? (file[field] as unknown[]).length : values?.length;
      if (count !== undefined && count !== length) details.push(`${field} has ${count} values, quantity_breaks has ${length}`);
    }
  }

  for (const variant of variants) {
    const row = skuRow(variant.sku);
    const net = netRowFor({ rows }, variant.sku);
    if (!net) {
      details.push(`no net_row_${row ?? '?'} (and no net_row_1) for variant ${variant.sku ?? '(no SKU)'}`);
      continue;
    }
    const table = row !== null && rows[row] ? `net_row_${row}` : 'net_row_1';
    net.forEach((value, i) => {
      if (value > variant.price) {
        details.push(`${table}[${i}] (${value}) is above the base price ${variant.price} of variant ${variant.sku ?? '(no SKU)'}`);
      }
    });
  }

  // The same over-price problem can be reported once per variant of a row: say it once.
  const unique = [...new Set(details)];
  if (unique.length || !breaks || !msrp) return { ok: false, details: unique };
  return { ok: true, grid: { breaks, msrp, rows, extras } };
}
