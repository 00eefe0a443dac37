import { noonUtcOf } from '@/lib/ground/calendar/day-instant';
import type { Day } from '@/lib/ground/calendar/days';

/** A delivery day as a calendar date ("Tue, Dec 8", « mar. 8 déc. »): the same date wherever the shopper is, never broken across lines. */
export function showDay(day: Day, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(noonUtcOf(day)).replace(/ /g, '\u00a0');
}

/** A cut-off in the shopper's own time zone ("Mon 2:00 PM", « lun. 14:00 »). */
export function showDeadline(instant: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** Whole hours and minutes left until a cut-off, rounded up to the minute so it never reads "0 min" before it has passed. */
export function timeLeft(now: number, until: number): { hours: number; minutes: number } {
  const total = Math.max(1, Math.ceil((until - now) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
