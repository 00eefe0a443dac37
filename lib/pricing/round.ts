/**
 * Decimal-safe rounding, half away from zero. Binary floats turn 1.005 into
 * 1.00499999…; going through 15 significant digits first drops that noise,
 * so 1.005 rounds to 1.01 as a person doing the sum by hand expects.
 */
export function roundTo(value: number, places: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** places;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Money to the cent. */
export const cents = (value: number): number => roundTo(value, 2);
