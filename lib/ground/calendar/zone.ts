import { dayOf, type Day } from './days';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in a time zone at an instant: the calendar day and the minutes since its midnight. */
export function wallClock(instant: number, timeZone: string): { day: Day; minutes: number } {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { day: dayOf(parts.year!, parts.month!, parts.day!), minutes: parts.hour! * 60 + parts.minute! };
}

function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const seconds = new Date(instant).getUTCSeconds();
  return wall.day * 86_400_000 + wall.minutes * 60_000 + seconds * 1000 - (instant - (instant % 1000));
}

/**
 * The instant a wall-clock time happens on a day in a time zone. A time the
 * clocks skip on a DST change day is taken at the new offset (an hour later).
 */
export function instantAt(day: Day, minutes: number, timeZone: string): number {
  const wall = day * 86_400_000 + minutes * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (second === first) return first;
  const shows = (instant: number) => {
    const clock = wallClock(instant, timeZone);
    return clock.day === day && clock.minutes === minutes;
  };
  if (shows(second)) return second;
  return shows(first) ? first : Math.max(first, second);
}

/** Whether the runtime knows the zone name. */
export function isTimeZone(value: string): boolean {
  try {
    formatIn(value);
    return true;
  } catch {
    return false;
  }
}
