import { partsOf, weekdayOf, type Day } from '../../ground/calendar/days';
import { holidaysOf } from '../../ground/calendar/holidays';
import type { DeliverySettings } from '../../ground/tenant/delivery';

/** Longer than any gap between working days a sane calendar has: a calendar without any stops the search. */
const SEARCH_LIMIT = 400;

export interface WorkingCalendar {
  isWorking(day: Day): boolean;
  /** The first working day on or after `day`. */
  nextWorking(day: Day): Day;
  /** The working day `count` working days after `day` (itself a working day). */
  addWorking(day: Day, count: number): Day;
}

/** The workshop's days: its working weekdays, less its country's public holidays. */
export function workingCalendar(settings: Pick<DeliverySettings, 'workingDays' | 'holidays'>): WorkingCalendar {
  const byYear = new Map<number, ReadonlySet<Day>>();
  const holidays = (year: number) => {
    let set = byYear.get(year);
    if (!set) byYear.set(year, (set = holidaysOf(settings.holidays, year)));
    return set;
  };
  const isWorking = (day: Day) => settings.workingDays.includes(weekdayOf(day)) && !holidays(partsOf(day).year).has(day);
  const nextWorking = (day: Day) => {
    for (let d = day, n = 0; n < SEARCH_LIMIT; d++, n++) if (isWorking(d)) return d;
    throw new RangeError('no working day in the delivery calendar');
  };
  const addWorking = (day: Day, count: number) => {
    let d = day;
    for (let n = 0; n < count; n++) d = nextWorking(d + 1);
    return d;
  };
  return { isWorking, nextWorking, addWorking };
}
