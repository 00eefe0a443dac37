import { CUSTOM_SIZE_DECIMALS, type CustomSizeLimits } from '../configurator/custom-size';

/**
 * The size of a custom die-cut sticker. The product rules: width and height
 * in inches, in steps of 0.01, each between the product's smallest and
 * largest dimension (customSizeLimits of its size options), at most 93 sq.
 * in., tied by the uploaded artwork's aspect ratio; digits past the second
 * decimal are dropped, not rounded. Any error disables Review Design.
 * Messages: the `DieCut` namespace, keyed by DieCutError.key (and
 * `scaling` for fitArtwork's failure), with `{min}` and `{max}` in inches.
 */

/** The limits a die-cut size is checked against: customSizeLimits' result fits. */
export type DieCutLimits = Pick<CustomSizeLimits, 'minSide' | 'maxSide' | 'maxArea'>;

export type DieCutError = { key: 'widthMin' | 'heightMin'; min: number } | { key: 'widthMax' | 'heightMax'; max: number } | { key: 'maxArea' };

export type FitResult = { ok: true; width: number; height: number } | { ok: false; max: number; min: number };

const SCALE = 10 ** CUSTOM_SIZE_DECIMALS;
/** One step of a size, in inches. */
const STEP = 1 / SCALE;

/**
 * `value` with digits past the second decimal dropped (toward zero), as the
 * shopper reads the number: 2.675 → 2.67, while 0.29 stays 0.29 although
 * 0.29 × 100 is 28.999…96 in floating point. Float noise from arithmetic
 * (4.199999999999999 for 4.2) is removed first, at 9 decimals.
 */
export function truncate2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const text = value.toFixed(9);
  const dot = text.indexOf('.');
  // Past 1e21 toFixed writes an exponent: no decimals to drop anyway.
  if (dot < 0) return value;
  const truncated = Number(text.slice(0, dot + 1 + CUSTOM_SIZE_DECIMALS));
  return Object.is(truncated, -0) ? 0 : truncated;
}

/** A whole number of steps: sums of steps stay on the 0.01 grid. */
const onGrid = (value: number) => Math.round(value * SCALE) / SCALE;

/** Areas compared after rounding away float noise (9.3 × 10 is 93.00000000000001). */
const areaOf = (width: number, height: number) => Math.round(width * height * 1e6) / 1e6;

/** The first rule a size breaks, in the order width min, width max, height min, height max, area; null when it is valid. */
export function checkDieCut(size: { width: number; height: number }, limits: DieCutLimits): DieCutError | null {
  if (!(size.width >= limits.minSide)) return { key: 'widthMin', min: limits.minSide };
  if (size.width > limits.maxSide) return { key: 'widthMax', max: limits.maxSide };
  if (!(size.height >= limits.minSide)) return { key: 'heightMin', min: limits.minSide };
  if (size.height > limits.maxSide) return { key: 'heightMax', max: limits.maxSide };
  if (areaOf(size.width, size.height) > limits.maxArea) return { key: 'maxArea' };
  return null;
}

/** The size after the shopper types one side: the other follows the artwork's aspect (width / height); both truncated to 2 decimals. */
export function tieToAspect(changed: 'width' | 'height', value: number, aspect: number): { width: number; height: number } {
  const typed = truncate2(value);
  return changed === 'width' ? { width: typed, height: truncate2(typed / aspect) } : { width: truncate2(typed * aspect), height: typed };
}

/**
 * The size an uploaded custom shape starts at: its natural size (inches),
 * shrunk to fit the largest side and the area, grown to reach the smallest
 * side, its aspect kept. Truncating to 2 decimals can leave a side just
 * under the minimum; it is stepped up by 0.01 (and a side over a maximum
 * down). When no size meets every limit (artwork too elongated for the
 * product) the result carries the limits for the `scaling` message.
 */
export function fitArtwork(natural: { width: number; height: number }, limits: DieCutLimits): FitResult {
  const refused: FitResult = { ok: false, max: limits.maxSide, min: limits.minSide };
  const { width: w, height: h } = natural;
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h))) return refused;
  const smallest = limits.minSide / Math.min(w, h);
  const largest = Math.min(limits.maxSide / Math.max(w, h), Math.sqrt(limits.maxArea / (w * h)));
  if (smallest > largest * (1 + 1e-9)) return refused;
  const scale = Math.min(Math.max(1, smallest), largest);
  let width = truncate2(w * scale);
  let height = truncate2(h * scale);
  width = width < limits.minSide ? onGrid(width + STEP) : width > limits.maxSide ? onGrid(width - STEP) : width;
  height = height < limits.minSide ? onGrid(height + STEP) : height > limits.maxSide ? onGrid(height - STEP) : height;
  // Stepping a side up can tip the area over: take the step back off the longer side.
  if (areaOf(width, height) > limits.maxArea) {
    if (width >= height) width = onGrid(width - STEP);
    else height = onGrid(height - STEP);
  }
  return checkDieCut({ width, height }, limits) ? refused : { ok: true, width, height };
}

/**
 * A typed size: digits with an optional ',' or '.' decimal part; digits
 * past the second decimal are dropped (the field keeps accepting typing).
 * Null for anything else, so the field can show the last valid value.
 */
export function parseInches(raw: string): number | null {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(raw.trim());
  if (!match || !/\d/.test(raw)) return null;
  const whole = match[1] || '0';
  const decimals = (match[2] ?? '').slice(0, CUSTOM_SIZE_DECIMALS);
  return Number(decimals ? `${whole}.${decimals}` : whole);
}
