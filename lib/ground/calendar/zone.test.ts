import { dayOf, isoOf } from './days';
import { instantAt, isTimeZone, wallClock } from './zone';

const at = (s: string) => Date.parse(s);

describe('wallClock', () => {
  it('reads the day and time in the zone, not in UTC', () => {
    const clock = wallClock(at('2026-11-30T04:30:00Z'), 'America/New_York');
    expect(isoOf(clock.day)).toBe('2026-11-29');
    expect(clock.minutes).toBe(23 * 60 + 30);
    expect(isoOf(wallClock(at('2026-11-29T23:30:00Z'), 'Europe/Paris').day)).toBe('2026-11-30');
  });

  it('reads midnight as minute 0', () => {
    expect(wallClock(at('2026-12-01T05:00:00Z'), 'America/New_York')).toEqual({ day: dayOf(2026, 12, 1), minutes: 0 });
  });
});

describe('instantAt', () => {
  it('places a wall time in winter and in summer', () => {
    expect(new Date(instantAt(dayOf(2026, 12, 7), 14 * 60, 'America/New_York')).toISOString()).toBe('2026-12-07T19:00:00.000Z');
    expect(new Date(instantAt(dayOf(2026, 7, 7), 14 * 60, 'America/New_York')).toISOString()).toBe('2026-07-07T18:00:00.000Z');
    expect(new Date(instantAt(dayOf(2026, 7, 7), 12 * 60, 'Europe/Paris')).toISOString()).toBe('2026-07-07T10:00:00.000Z');
  });

  it('is right on DST change days, both ways', () => {
    expect(new Date(instantAt(dayOf(2026, 3, 8), 14 * 60, 'America/New_York')).toISOString()).toBe('2026-03-08T18:00:00.000Z');
    expect(new Date(instantAt(dayOf(2026, 11, 1), 14 * 60, 'America/Toronto')).toISOString()).toBe('2026-11-01T19:00:00.000Z');
    expect(new Date(instantAt(dayOf(2026, 3, 29), 12 * 60, 'Europe/Paris')).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(new Date(instantAt(dayOf(2026, 10, 25), 12 * 60, 'Europe/Paris')).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('takes a skipped time an hour later', () => {
    expect(new Date(instantAt(dayOf(2026, 3, 8), 2 * 60 + 30, 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});

it('knows zone names', () => {
  expect(isTimeZone('Europe/Paris')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
});
