import { PRICE_PLACES } from './order.ts';

/**
 * Line and order totals in exact integer fractions of the currency unit (bigint, 10^-PRICE_PLACES), since a unit
 * price may carry sub-cent precision and a floating-point product of price and quantity would show as 12.499999
 * on the requisition.
 */
const SCALE = 10n ** BigInt(PRICE_PLACES);

/** A checked price (order.ts: a decimal string or a number with at most PRICE_PLACES places) in those fractions. */
export function priceMicros(price: string | number): bigint {
  const text = typeof price === 'number' ? price.toFixed(PRICE_PLACES) : price;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(PRICE_PLACES, '0').slice(0, PRICE_PLACES));
}

export const lineMicros = (price: string | number, quantity: number): bigint => priceMicros(price) * BigInt(quantity);

/** Rounded half up to whole cents, as a requisition prices a line. */
export const toCents = (micros: bigint): bigint => (micros + SCALE / 200n) / (SCALE / 100n);

/** A line's total: unit × quantity rounded to the cent. */
export const lineCents = (price: string | number, quantity: number): bigint => toCents(lineMicros(price, quantity));

/** Cents as "12.50". */
export const centsText = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** Rounded half up to cents: "12.50". */
export const formatCents = (micros: bigint): string => centsText(toCents(micros));

/** A unit price as precise as it was sent, with at least two places: "0.035", "12.50". */
export function formatUnit(micros: bigint): string {
  const fraction = String(micros % SCALE).padStart(PRICE_PLACES, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${micros / SCALE}.${fraction}`;
}
