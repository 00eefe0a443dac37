import { taglines } from '../catalog/description';

/** A production time in business days: the fastest and the slowest the workshop says. */
export interface ProductionTime {
  min: number;
  max: number;
}

const UNITS: { pattern: RegExp; days: (n: number) => number }[] = [
  { pattern: /^(?:business |working )?days?|^jours?(?: ouvr(?:ables?|es?))?/, days: (n) => n },
  { pattern: /^weeks?|^semaines?/, days: (n) => n * 5 },
  { pattern: /^(?:hours?|heures?|h\b)/, days: (n) => Math.max(1, Math.ceil(n / 24)) },
];

const AMOUNT = /(\d{1,3})(?:\s*(?:-|to|a|au)\s*(\d{1,3}))?\s*/;

/**
 * Reads a "Production Time" spec, in English or French: "3–5 business days",
 * "3 à 5 jours ouvrables", "2 weeks", "48 hours". Null when it says
 * something else, so the page keeps showing the words alone.
 */
export function parseProductionTime(text: string): ProductionTime | null {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const amount = AMOUNT.exec(plain);
  if (!amount) return null;
  const rest = plain.slice(amount.index + amount[0].length);
  const unit = UNITS.find((u) => u.pattern.test(rest));
  if (!unit) return null;
  const low = Number(amount[1]);
  const high = amount[2] === undefined ? low : Number(amount[2]);
  if (high < low || high === 0) return null;
  return { min: unit.days(low), max: unit.days(high) };
}

/** The slow end of a product's production time, read from its spec lines; null when it has none we can read. */
export function productionDaysOf(specs: readonly string[]): number | null {
  const text = taglines(specs).productionTime;
  return text ? (parseProductionTime(text)?.max ?? null) : null;
}
