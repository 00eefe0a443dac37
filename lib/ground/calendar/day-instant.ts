/**
 * From a calendar day (days since 1970-01-01, see ./days.ts) to an instant,
 * on its own so that a page formatting a day ships nothing else.
 */
export const MS_PER_DAY = 86_400_000;

/** Noon UTC of the day: formatting it with timeZone 'UTC' shows that calendar date anywhere. */
export function noonUtcOf(day: number): number {
  return day * MS_PER_DAY + MS_PER_DAY / 2;
}
