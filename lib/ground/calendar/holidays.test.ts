import { dayOf, isoOf, nthWeekday, weekdayOf } from './days';
import { easterSunday } from './easter';
import { holidaysOf } from './holidays';

const iso = (country: 'US' | 'CA' | 'FR', year: number) => [...holidaysOf(country, year)].sort((a, b) => a - b).map(isoOf);

describe('days', () => {
  it('knows weekdays, including before 1970', () => {
    expect(weekdayOf(dayOf(2026, 11, 29))).toBe(0);
    expect(weekdayOf(dayOf(2026, 12, 8))).toBe(2);
    expect(weekdayOf(dayOf(1969, 12, 31))).toBe(3);
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(isoOf(nthWeekday(2026, 11, 4, 4))).toBe('2026-11-26');
    expect(isoOf(nthWeekday(2026, 5, 1, -1))).toBe('2026-05-25');
    expect(isoOf(nthWeekday(2026, 9, 1, 1))).toBe('2026-09-07');
  });
});

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (year, expected) => {
    expect(isoOf(easterSunday(year))).toBe(expected);
  });
});

describe('holidaysOf US', () => {
  it('lists the federal holidays of 2026, July 4 (a Saturday) observed on Friday', () => {
    expect(iso('US', 2026)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });

  it('observes July 4 on a Sunday on the Monday after', () => {
    expect(holidaysOf('US', 2027).has(dayOf(2027, 7, 5))).toBe(true);
    expect(holidaysOf('US', 2027).has(dayOf(2027, 7, 4))).toBe(false);
  });

  it('observes a Saturday New Year on the December 31 before', () => {
    expect(holidaysOf('US', 2021).has(dayOf(2021, 12, 31))).toBe(true);
    expect(holidaysOf('US', 2022).has(dayOf(2022, 1, 1))).toBe(false);
  });

  it('finds Thanksgiving on the fourth Thursday in any year', () => {
    expect(holidaysOf('US', 2030).has(dayOf(2030, 11, 28))).toBe(true);
    expect(holidaysOf('US', 2031).has(dayOf(2031, 11, 27))).toBe(true);
  });
});

describe('holidaysOf CA', () => {
  it('lists the statutory holidays of 2026', () => {
    expect(iso('CA', 2026)).toEqual([
      '2026-01-01', '2026-04-03', '2026-05-18', '2026-07-01', '2026-09-07', '2026-10-12', '2026-12-25', '2026-12-28',
    ]);
  });

  it('puts Victoria Day on the Monday before May 25, even when May 24 is a Monday', () => {
    expect(holidaysOf('CA', 2027).has(dayOf(2027, 5, 24))).toBe(true);
    expect(holidaysOf('CA', 2025).has(dayOf(2025, 5, 19))).toBe(true);
  });

  it('moves a weekend Canada Day, Christmas and Boxing Day to the next free weekdays', () => {
    expect(holidaysOf('CA', 2028).has(dayOf(2028, 7, 3))).toBe(true);
    const y2021 = holidaysOf('CA', 2021);
    expect(y2021.has(dayOf(2021, 12, 27))).toBe(true);
    expect(y2021.has(dayOf(2021, 12, 28))).toBe(true);
    expect(holidaysOf('CA', 2022).has(dayOf(2022, 1, 3))).toBe(true);
  });
});

describe('holidaysOf FR', () => {
  it('lists the jours fériés of 2026 with the Easter-based ones', () => {
    expect(iso('FR', 2026)).toEqual([
      '2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25',
      '2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25',
    ]);
  });

  it('follows Easter from year to year', () => {
    const y2027 = holidaysOf('FR', 2027);
    expect(y2027.has(dayOf(2027, 3, 29))).toBe(true); // Lundi de Pâques
    expect(y2027.has(dayOf(2027, 5, 6))).toBe(true); // Ascension
    expect(y2027.has(dayOf(2027, 5, 17))).toBe(true); // Lundi de Pentecôte
  });
});
