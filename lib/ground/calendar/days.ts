import { MS_PER_DAY } from './day-instant';

/**
 * Calendar days as whole numbers (days since 1970-01-01), so adding days and
 * reading a weekday is plain arithmetic with no time zone or DST involved.
 */
export type Day = number;

export function dayOf(year: number, month: number, date: number): Day {
  return Math.floor(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function partsOf(day: Day): { year: number; month: number; date: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/** "2026-12-08" */
export function isoOf(day: Day): string {
  const { year, month, date } = partsOf(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The nth (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Day {
  if (n > 0) {
    const first = dayOf(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayOf(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}
