import { dayOf, nthWeekday, weekdayOf, type Day } from './days';
import { easterSunday } from './easter';

/** Countries whose public holidays are known by rule. */
export const HOLIDAY_COUNTRIES = ['US', 'CA', 'FR'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

const MON = 1;
const THU = 4;
const SAT = 6;
const SUN = 0;

/** United States federal holidays: one on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function unitedStates(year: number): Day[] {
  const observed = (day: Day) => (weekdayOf(day) === SAT ? day - 1 : weekdayOf(day) === SUN ? day + 1 : day);
  return [
    observed(dayOf(year, 1, 1)),
    nthWeekday(year, 1, MON, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, MON, 3), // Washington's Birthday
    nthWeekday(year, 5, MON, -1), // Memorial Day
    observed(dayOf(year, 6, 19)), // Juneteenth
    observed(dayOf(year, 7, 4)),
    nthWeekday(year, 9, MON, 1), // Labor Day
    nthWeekday(year, 10, MON, 2), // Columbus Day
    observed(dayOf(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, THU, 4), // Thanksgiving
    observed(dayOf(year, 12, 25)),
    // Next New Year's Day falling on a Saturday is observed on this year's December 31.
    ...(weekdayOf(dayOf(year + 1, 1, 1)) === SAT ? [dayOf(year, 12, 31)] : []),
  ];
}

/**
 * Canada's nationwide statutory holidays: one on a weekend is observed on the
 * next weekday that is not already a holiday (Christmas on a Saturday moves
 * to Monday, Boxing Day to Tuesday).
 */
function canada(year: number): Day[] {
  const easter = easterSunday(year);
  const fixed = [dayOf(year, 1, 1), dayOf(year, 7, 1), dayOf(year, 12, 25), dayOf(year, 12, 26)];
  const moving = [
    easter - 2, // Good Friday
    nthWeekday(year, 5, MON, -1) - (nthWeekday(year, 5, MON, -1) >= dayOf(year, 5, 25) ? 7 : 0), // Victoria Day: the Monday before May 25
    nthWeekday(year, 9, MON, 1), // Labour Day
    nthWeekday(year, 10, MON, 2), // Thanksgiving
  ];
  const taken = new Set<Day>(moving);
  for (const day of fixed) {
    let observed = day;
    while (weekdayOf(observed) === SAT || weekdayOf(observed) === SUN || taken.has(observed)) observed++;
    taken.add(observed);
  }
  return [...taken];
}

/** France's public holidays: never moved when they fall on a weekend. */
function france(year: number): Day[] {
  const easter = easterSunday(year);
  return [
    dayOf(year, 1, 1),
    easter + 1, // Lundi de Pâques
    dayOf(year, 5, 1),
    dayOf(year, 5, 8),
    easter + 39, // Ascension
    easter + 50, // Lundi de Pentecôte
    dayOf(year, 7, 14),
    dayOf(year, 8, 15),
    dayOf(year, 11, 1),
    dayOf(year, 11, 11),
    dayOf(year, 12, 25),
  ];
}

const RULES: Record<HolidayCountry, (year: number) => Day[]> = { US: unitedStates, CA: canada, FR: france };

/** The days a country's holidays are observed on in a year, computed by rule (any year). */
export function holidaysOf(country: HolidayCountry, year: number): ReadonlySet<Day> {
  return new Set(RULES[country](year));
}

export function isHolidayCountry(value: unknown): value is HolidayCountry {
  return typeof value === 'string' && (HOLIDAY_COUNTRIES as readonly string[]).includes(value);
}
