/**
 * Money is integer cents of its currency: the platform's decimal strings are
 * parsed into cents exactly and written back from them, so no amount ever
 * passes through a binary fraction on its way. The rounding (half away from
 * zero) lives here and nowhere else: the emulator's platform rounds with it too.
 *
 * Only the pricing formula works in fractions: a per-unit price from a
 * pricing file (net ÷ lot × multipliers) has no exact cent value, so it stays
 * a plain number of currency units until a total is rounded to cents
 * (`toCents`) or its display is rounded to thousandths (`toThousandths`).
 */

/** An integer number of cents (hundredths of the currency unit). */
export type Cents = number;

/**
 * Cents that keep a fraction: a per-unit price from the pricing formula,
 * unrounded. Only shown (rounded) or multiplied into a total that is then
 * rounded; never added to whole Cents as if it were one.
 */
export type FractionalCents = number;

/** A per-unit price in currency units (the pricing formula's) as fractional cents. */
export function toFractionalCents(amount: number): FractionalCents {
  return amount * 100;
}

/**
 * |value| × 10^places rounded half away from zero, as an integer. Binary
 * floats turn 1.005 × 100 into 100.49999…; going through 15 significant
 * digits first drops that noise, so 1.005 rounds to 1.01 as a person doing
 * the sum by hand expects.
 */
export function roundScaled(value: number, places: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Number((Math.abs(value) * 10 ** places).toPrecision(15));
  const rounded = Math.round(scaled);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `value` rounded half away from zero to `places` decimals. */
export function roundTo(value: number, places: number): number {
  return roundScaled(value, places) / 10 ** places;
}

/** An amount in currency units (a computed total) to the cent. */
export function toCents(amount: number): Cents {
  return roundScaled(amount, 2);
}

/** An amount in currency units to the thousandth, as an integer number of thousandths (per-unit display). */
export function toThousandths(amount: number): number {
  return roundScaled(amount, 3);
}

/** Integer thousandths to cents, half away from zero, in integer arithmetic. */
export function thousandthsToCents(thousandths: number): Cents {
  const magnitude = Math.floor((Math.abs(Math.round(thousandths)) + 5) / 10);
  return thousandths < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Cents as currency units, for the pricing formula's fractions (the exact double nearest the decimal). */
export function inUnits(cents: Cents): number {
  return cents / 100;
}

const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

/**
 * A decimal string as the platform writes amounts ("12.5", "12.50", "0.185")
 * to cents, digit by digit: "0.185" is 19 cents, never 18.499… Digits past
 * the cent round half away from zero. Null for anything that is not a plain
 * decimal number.
 */
export function parseCents(text: string | null | undefined): Cents | null {
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const rounded = cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return sign === '-' && rounded !== 0 ? -rounded : rounded;
}

/** Cents as the platform's decimal string with 2 decimals ("123.40"), the form of cart attributes and signatures. */
export function decimalString(cents: Cents): string {
  const whole = roundScaled(cents, 0);
  const magnitude = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
