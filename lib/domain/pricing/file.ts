import * as z from 'zod';
import { inUnits, type Cents } from '../../ground/money/cents';
import { LOT_DIVISION_CAP, netRowFor, type PricingGrid } from './grid';
import { EXTRAS, skuRow } from './tags';

export { LOT_DIVISION_CAP, netRowFor, type PricingGrid } from './grid';

/**
 * Pricing files: one JSON file
 * per `$=` tag, holding `quantity_breaks`, `msrp_markup_multiplier` (one per
 * break), a `net_row_{n}` array per SKU row and optional extra tables
 * (`net_overlam`, `net_foil`, …), every array one value per break.
 *
 * checkPricingFile applies every rule of a pricing file and collects every problem, so a
 * reseller fixing a file sees them all at once ('Pricing JSON contains
 * errors: {details}'):
 *   - quantity_breaks and msrp_markup_multiplier must be present;
 *   - every value must be a number; quantity breaks must be integers;
 *   - every array must have as many values as quantity_breaks;
 *   - every variant needs its net row, `net_row_1` standing in for a missing one;
 *   - no net value may exceed the base (list) price of a variant priced by it.
 *     Lot files quote whole lots (see ./price.ts), so for them the value is
 *     compared per unit: value / min(break, 500).
 */


export interface PricedVariant {
  sku: string | null;
  /** The variant's base (list) price per unit, store currency. */
  price: Cents;
}

export type PricingCheck = { ok: true; grid: PricingGrid } | { ok: false; details: string[] };

const ROW_TABLE = /^net_row_(.+)$/;

/** Every table is a list of finite numbers; zod reports each bad entry by index. */
const NumberList = z.array(z.number().finite());


export function checkPricingFile(raw: unknown, variants: readonly PricedVariant[], options: { lot?: boolean } = {}): PricingCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, details: ['the file is not a JSON object'] };
  const file = raw as Record<string, unknown>;
  const details: string[] = [];

  const numbers = (field: string): number[] | null => {
    if (file[field] === undefined) return null;
    const parsed = NumberList.safeParse(file[field]);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [index] = issue.path;
      details.push(
        typeof index === 'number'
          ? `${field}[${index}] is not a number (${JSON.stringify((file[field] as unknown[])[index])})`
          : `${field} is not a list`,
      );
    }
    return null;
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
      const divisor = options.lot && breaks?.[i] ? Math.min(breaks[i], LOT_DIVISION_CAP) : 1;
      // The file's values are currency units: compared with the price in the same units, as the reseller wrote them.
      const price = inUnits(variant.price);
      if (value / divisor > price) {
        const what = divisor === 1 ? `${value}` : `${value} per ${divisor}`;
        details.push(`${table}[${i}] (${what}) is above the base price ${price} of variant ${variant.sku ?? '(no SKU)'}`);
      }
    });
  }

  // The same over-price problem can be reported once per variant of a row: say it once.
  const unique = [...new Set(details)];
  if (unique.length || !breaks || !msrp) return { ok: false, details: unique };
  return { ok: true, grid: { breaks, msrp, rows, extras } };
}
