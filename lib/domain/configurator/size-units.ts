import { CUSTOM_SIZE_DECIMALS, parseSizeOption, type CustomSizeLimits } from './custom-size';
import type { ConfiguratorOption } from './types';
import { sizeOptionName } from './variants';

/**
 * Sizes for a site whose shoppers measure in millimetres. The catalogue,
 * the Size option values and the line properties stay in inches; only what
 * the shopper reads gains millimetres, and a custom size typed in
 * millimetres is turned into inches (2 decimals, as any custom size) before
 * it is checked against the same limits.
 */

export type SizeUnit = 'in' | 'mm';

export const MM_PER_INCH = 25.4;
/** Millimetres are typed whole or to a tenth: a tenth of a millimetre is finer than 2 decimals of an inch. */
export const MM_DECIMALS = 1;
/** Square centimetres per square inch: areas read in cm² on a metric site (mm² would be five-digit numbers). */
const CM2_PER_SQUARE_INCH = (MM_PER_INCH * MM_PER_INCH) / 100;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A length in inches as whole millimetres. */
export const wholeMillimetres = (inches: number): number => Math.round(inches * MM_PER_INCH);

/** `2" x 3"` → `2" x 3" (51 × 76 mm)`: `label` is what the shopper reads, `value` the size in inches it stands for. Unchanged when the value holds no size. */
export function withMillimetres(label: string, value: string): string {
  const size = parseSizeOption(value);
  return size ? `${label} (${wholeMillimetres(size.width)} × ${wholeMillimetres(size.height)} mm)` : label;
}

/** The options with their sizes' labels in millimetres too (the values stay as the store writes them). */
export function withMetricSizeLabels(options: readonly ConfiguratorOption[]): ConfiguratorOption[] {
  const sizeName = sizeOptionName(options);
  return options.map((option) =>
    option.name === sizeName ? { ...option, valueLabels: option.values.map((value, i) => withMillimetres(option.valueLabels?.[i] ?? value, value)) } : option,
  );
}

const NUMBER = /^(\d*)(?:\.(\d*))?$/;

/** A typed number (',' or '.' for decimals), or null when it is not one. */
function typedNumber(raw: string): { value: number; decimals: number } | null {
  const text = raw.trim().replace(',', '.');
  const match = NUMBER.exec(text);
  if (!match || text === '' || text === '.') return null;
  return { value: Number(text), decimals: match[2]?.length ?? 0 };
}

/**
 * A dimension typed in `unit` as the inches text the custom-size rules check:
 * inches pass through untouched; millimetres (at most one decimal, else
 * 'decimals') become inches rounded to 2 decimals. Text that is no number is
 * passed on as it is, for the rules to refuse.
 */
export function dimensionInInches(raw: string, unit: SizeUnit): string | 'decimals' {
  if (unit === 'in') return raw;
  const typed = typedNumber(raw);
  if (!typed) return raw;
  if (typed.decimals > MM_DECIMALS) return 'decimals';
  return String(round(typed.value / MM_PER_INCH, CUSTOM_SIZE_DECIMALS));
}

/** A typed dimension carried over to the other unit when the shopper switches, so the size stays put; text that is no number stays as it is. */
export function convertDimension(raw: string, from: SizeUnit, to: SizeUnit): string {
  const typed = typedNumber(raw);
  if (from === to || !typed) return raw;
  return to === 'mm' ? String(round(typed.value * MM_PER_INCH, MM_DECIMALS)) : String(round(typed.value / MM_PER_INCH, CUSTOM_SIZE_DECIMALS));
}

/**
 * The custom-size limits as the shopper reads them in `unit`: sides in mm and
 * areas in cm² for millimetres, rounded inwards (a tenth up for a minimum,
 * down for a maximum) so a size typed within them is accepted.
 */
export function limitsIn(limits: CustomSizeLimits, unit: SizeUnit): CustomSizeLimits {
  if (unit === 'in') return limits;
  const up = (v: number) => Math.ceil(round(v * 10, 6)) / 10;
  const down = (v: number) => Math.floor(round(v * 10, 6)) / 10;
  return {
    minSide: up(limits.minSide * MM_PER_INCH),
    maxSide: down(limits.maxSide * MM_PER_INCH),
    minArea: up(limits.minArea * CM2_PER_SQUARE_INCH),
    maxArea: down(limits.maxArea * CM2_PER_SQUARE_INCH),
  };
}
