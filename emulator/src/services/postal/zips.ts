import { createRequire } from 'node:module';

/**
 * US ZIP codes → city and state, from the `zipcodes` package (BSD; 42,555 five-digit ZIPs of the 50 states,
 * DC, the territories and military APO/FPO/DPO codes). Cities are upper-cased as USPS sends them. The data
 * is read on the first lookup (about 5 MB of JavaScript, ~0.4 s), not at start.
 *
 * `00000` is never a ZIP (USPS has none), so it is the documented way to reach the invalid-ZIP path; any
 * other five-digit string missing from the data set is unknown too (e.g. 99999).
 */
export interface CityState {
  city: string;
  state: string;
}

export const UNKNOWN_ZIP = '00000';
export const ZIP_SOURCE = 'zipcodes@8.0.0';

interface ZipRow {
  zip: string;
  city: string;
  state: string;
  country: string;
}

let table: Record<string, ZipRow> | undefined;

function load(): Record<string, ZipRow> {
  if (!table) {
    const require = createRequire(import.meta.url);
    table = (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> }).codes;
  }
  return table;
}

export function lookupZip(zip5: string): CityState | null {
  if (zip5 === UNKNOWN_ZIP || !/^\d{5}$/.test(zip5)) return null;
  const row = Object.hasOwn(load(), zip5) ? load()[zip5]! : null;
  return row && row.country === 'US' ? { city: row.city.toUpperCase(), state: row.state } : null;
}

export const zipCount = (): number => Object.values(load()).filter((r) => r.country === 'US' && /^\d{5}$/.test(r.zip)).length;
