/**
 * Custom sizes. The shopper types a
 * width and a height in inches; the product is made from the smallest
 * standard size whose area covers it, so that size's variant is priced and
 * ordered, with the typed dimensions travelling as line properties.
 */

/** The largest custom area, in square inches. */
export const CUSTOM_SIZE_MAX_AREA = 93;
/** At most 2 decimals for sizes. */
export const CUSTOM_SIZE_DECIMALS = 2;

export interface StandardSize {
  /** The Size option value, e.g. `3" x 4"`. */
  value: string;
  width: number;
  height: number;
  area: number;
}

export type CustomSizeError = 'decimals' | 'range';

export type CustomSizeResult =
  | { ok: true; width: number; height: number; size: StandardSize }
  | { ok: false; error: CustomSizeError };

/** Areas are compared after rounding away float noise (2.2 × 3 = 6.6000000000000005). */
const area = (w: number, h: number) => Math.round(w * h * 1e6) / 1e6;

/** The first two numbers of a size option (`3" x 4"`, `1.5 x 2 in`); null when it has fewer. */
export function parseSizeOption(value: string): StandardSize | null {
  const numbers = value.match(/\d+(?:[.,]\d+)?/g)?.map((n) => Number(n.replace(',', '.')));
  const [width, height] = numbers ?? [];
  if (width === undefined || height === undefined) return null;
  return { value, width, height, area: area(width, height) };
}

/**
 * Every size option that reads as two numbers. One that does not is a
 * catalogue mistake the shopper cannot fix: it is logged and left out.
 */
export function standardSizes(values: readonly string[]): StandardSize[] {
  const sizes: StandardSize[] = [];
  for (const value of values) {
    const size = parseSizeOption(value);
    if (size) sizes.push(size);
    else console.error(`Custom size: the size option "${value}" does not hold two numbers; it is ignored.`);
  }
  return sizes;
}

export interface CustomSizeLimits {
  minSide: number;
  maxSide: number;
  minArea: number;
  maxArea: number;
}

/** Each side lies between the smallest and largest dimension of the options; the area between the smallest option's and 93. */
export function customSizeLimits(sizes: readonly StandardSize[]): CustomSizeLimits | null {
  if (sizes.length === 0) return null;
  const sides = sizes.flatMap((s) => [s.width, s.height]);
  return {
    minSide: Math.min(...sides),
    maxSide: Math.max(...sides),
    minArea: Math.min(...sizes.map((s) => s.area)),
    maxArea: CUSTOM_SIZE_MAX_AREA,
  };
}

type Parsed = { ok: true; value: number } | { ok: false; error: CustomSizeError };

/** A typed dimension: digits with an optional '.' or ',' decimal part of at most 2 digits. */
export function parseDimension(raw: string): Parsed {
  const text = raw.trim().replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return { ok: false, error: 'range' };
  if ((match[2]?.length ?? 0) > CUSTOM_SIZE_DECIMALS) return { ok: false, error: 'decimals' };
  return { ok: true, value: Number(text) };
}

/**
 * Checks a typed width and height against the options and picks the
 * standard size to make it from: the smallest by area (first in option
 * order on a tie) at or above the requested area, among `candidates` (the
 * sizes that exist with the chosen material and sides). A request no
 * standard size covers is out of range too.
 */
export function resolveCustomSize(
  rawWidth: string,
  rawHeight: string,
  sizes: readonly StandardSize[],
  candidates: readonly StandardSize[] = sizes,
): CustomSizeResult {
  const w = parseDimension(rawWidth);
  const h = parseDimension(rawHeight);
  // The decimals rule is the more specific message: it wins over range.
  if ((!w.ok && w.error === 'decimals') || (!h.ok && h.error === 'decimals')) return { ok: false, error: 'decimals' };
  const limits = customSizeLimits(sizes);
  if (!w.ok || !h.ok || !limits) return { ok: false, error: 'range' };
  const width = w.value;
  const height = h.value;
  const requested = area(width, height);
  const inSide = (v: number) => v >= limits.minSide && v <= limits.maxSide;
  if (!inSide(width) || !inSide(height) || requested < limits.minArea || requested > limits.maxArea) return { ok: false, error: 'range' };
  let best: StandardSize | undefined;
  for (const s of candidates) {
    if (s.area >= requested && (!best || s.area < best.area)) best = s;
  }
  return best ? { ok: true, width, height, size: best } : { ok: false, error: 'range' };
}

/** Dimensions to prefill when Custom Size is chosen: the standard size in use, as typed text. */
export function dimensionsOf(value: string | undefined): { width: string; height: string } {
  const size = value ? parseSizeOption(value) : null;
  return size ? { width: String(size.width), height: String(size.height) } : { width: '', height: '' };
}
