import { isoOf } from '../../ground/calendar/days';
import { SITE_DELIVERY, type DeliverySettings } from '../../ground/tenant/delivery';
import { deliveryPromise, deliverySchedule, latestPromise, transitDaysOf } from './promise';
import { currentEntry } from './schedule';

const US = SITE_DELIVERY.us;
const CA = SITE_DELIVERY.ca;
const FR = SITE_DELIVERY.fr;
const at = (s: string) => Date.parse(s);

/** The promise's days as ISO dates and its cut-off as an ISO instant. */
function promise(now: string, settings: DeliverySettings, productionDays: number, transitDays: number) {
  const p = deliveryPromise(at(now), settings, productionDays, transitDays);
  return { orderBy: new Date(p.orderBy).toISOString(), start: isoOf(p.startDay), ship: isoOf(p.shipDay), arrival: isoOf(p.arrival) };
}

describe('deliveryPromise around the cut-off', () => {
  it('starts today just before the cut-off (13:59 in New York)', () => {
    expect(promise('2026-11-30T18:59:00Z', US, 5, 3)).toEqual({
      orderBy: '2026-11-30T19:00:00.000Z',
      start: '2026-11-30',
      ship: '2026-12-04',
      arrival: '2026-12-09',
    });
  });

  it('starts the next working day at the cut-off itself', () => {
    expect(promise('2026-11-30T19:00:00Z', US, 5, 3)).toEqual({
      orderBy: '2026-12-01T19:00:00.000Z',
      start: '2026-12-01',
      ship: '2026-12-07',
      arrival: '2026-12-10',
    });
  });

  it('reads the cut-off in the site zone, whatever the UTC date', () => {
    // 23:30 in New York on Monday is already Tuesday in UTC.
    expect(promise('2026-12-01T04:30:00Z', US, 1, 1).start).toBe('2026-12-01');
    expect(promise('2026-12-01T04:30:00Z', US, 1, 1).orderBy).toBe('2026-12-01T19:00:00.000Z');
  });

  it('ships a one-day job at the end of its start day', () => {
    expect(promise('2026-12-01T15:00:00Z', US, 1, 1)).toMatchObject({ ship: '2026-12-01', arrival: '2026-12-02' });
  });
});

describe('deliveryPromise over weekends', () => {
  it('skips the weekend for a Friday order after the cut-off', () => {
    expect(promise('2026-12-04T20:00:00Z', US, 5, 3)).toEqual({
      orderBy: '2026-12-07T19:00:00.000Z',
      start: '2026-12-07',
      ship: '2026-12-11',
      arrival: '2026-12-16',
    });
  });

  it('starts on Monday for a Sunday order', () => {
    expect(promise('2026-12-06T15:00:00Z', US, 2, 1)).toMatchObject({ start: '2026-12-07', ship: '2026-12-08', arrival: '2026-12-09' });
  });

  it('honours a workshop that also works on Saturdays', () => {
    const saturdays = { ...US, workingDays: [1, 2, 3, 4, 5, 6] };
    expect(promise('2026-12-04T20:00:00Z', saturdays, 1, 1)).toMatchObject({ start: '2026-12-05', arrival: '2026-12-07' });
  });
});

describe('deliveryPromise over holidays', () => {
  it('US: skips Thanksgiving, the day before it after the cut-off', () => {
    expect(promise('2026-11-25T20:00:00Z', US, 2, 3)).toMatchObject({ start: '2026-11-27', ship: '2026-11-30', arrival: '2026-12-03' });
  });

  it('US: skips July 4 observed on Friday July 3, 2026', () => {
    expect(promise('2026-07-02T19:00:00Z', US, 1, 1)).toMatchObject({ start: '2026-07-06', orderBy: '2026-07-06T18:00:00.000Z' });
  });

  it('US: skips July 4 observed on Monday July 5, 2027', () => {
    expect(promise('2027-07-02T12:00:00Z', US, 1, 1)).toMatchObject({ start: '2027-07-02', arrival: '2027-07-06' });
  });

  it('CA: skips Canada Day and Victoria Day', () => {
    expect(promise('2026-06-30T19:00:00Z', CA, 1, 1)).toMatchObject({ start: '2026-07-02' });
    expect(promise('2026-05-15T19:00:00Z', CA, 1, 1)).toMatchObject({ start: '2026-05-19' });
  });

  it('FR: skips le 14 juillet, le lundi de Pâques and l\'Ascension', () => {
    expect(promise('2026-07-13T11:00:00Z', FR, 1, 1)).toMatchObject({ start: '2026-07-15' });
    expect(promise('2026-04-03T11:00:00Z', FR, 1, 1)).toMatchObject({ start: '2026-04-07' });
    // The day before Ascension, after midday: Thursday is off, production starts Friday.
    expect(promise('2026-05-13T10:30:00Z', FR, 2, 2)).toMatchObject({ start: '2026-05-15', ship: '2026-05-18', arrival: '2026-05-20' });
  });

  it('counts holidays in transit too (Christmas, then New Year in the next year)', () => {
    expect(promise('2026-12-23T15:00:00Z', US, 1, 3)).toMatchObject({ ship: '2026-12-23', arrival: '2026-12-29' });
    expect(promise('2026-12-31T20:00:00Z', US, 1, 1)).toMatchObject({ start: '2027-01-04', arrival: '2027-01-05' });
    expect(promise('2026-12-30T10:00:00Z', FR, 3, 2)).toMatchObject({ start: '2026-12-30', ship: '2027-01-04', arrival: '2027-01-06' });
  });
});

describe('deliveryPromise on DST change days', () => {
  it('US: a Friday cut-off in EST, Monday\'s in EDT', () => {
    expect(promise('2026-03-06T20:00:00Z', US, 1, 1).orderBy).toBe('2026-03-09T18:00:00.000Z');
    expect(promise('2026-03-06T18:59:00Z', US, 1, 1).orderBy).toBe('2026-03-06T19:00:00.000Z');
  });

  it('FR: the cut-off after the clocks go back', () => {
    expect(promise('2026-10-23T11:00:00Z', FR, 1, 1).orderBy).toBe('2026-10-26T11:00:00.000Z');
  });

  it('CA: a Sunday DST change day is not a working day', () => {
    expect(promise('2026-11-01T15:00:00Z', CA, 1, 1)).toMatchObject({ start: '2026-11-02', orderBy: '2026-11-02T19:00:00.000Z' });
  });
});

describe('several lines and shipping methods', () => {
  it('promises the slowest line', () => {
    const p = latestPromise(at('2026-11-30T15:00:00Z'), US, [2, 5, 4]);
    expect(p && isoOf(p.arrival)).toBe('2026-12-09');
    expect(latestPromise(at('2026-11-30T15:00:00Z'), US, [])).toBeNull();
  });

  it('uses the named method, or the default one', () => {
    expect(transitDaysOf(US, 'express')).toBe(1);
    expect(transitDaysOf(US, 'pigeon')).toBe(3);
    expect(transitDaysOf({ ...US, shipping: [] })).toBe(0);
  });

  it('stops on a calendar without any working day', () => {
    expect(() => deliveryPromise(at('2026-11-30T15:00:00Z'), { ...US, workingDays: [] }, 1, 1)).toThrow(RangeError);
  });
});

describe('deliverySchedule', () => {
  const schedule = deliverySchedule(at('2026-12-03T15:00:00Z'), US, 5, 3, 7);

  it('lists each cut-off ahead with its arrival, skipping days off', () => {
    expect(schedule.map((e) => [new Date(e.orderBy).toISOString(), isoOf(e.arrival)])).toEqual([
      ['2026-12-03T19:00:00.000Z', '2026-12-14'],
      ['2026-12-04T19:00:00.000Z', '2026-12-15'],
      ['2026-12-07T19:00:00.000Z', '2026-12-16'],
      ['2026-12-08T19:00:00.000Z', '2026-12-17'],
      ['2026-12-09T19:00:00.000Z', '2026-12-18'],
      ['2026-12-10T19:00:00.000Z', '2026-12-21'],
    ]);
  });

  it('gives the entry still ahead, as a later shopper sees it', () => {
    expect(currentEntry(schedule, at('2026-12-03T15:00:00Z'))).toBe(schedule[0]);
    expect(currentEntry(schedule, at('2026-12-03T19:00:00Z'))).toBe(schedule[1]);
    expect(currentEntry(schedule, at('2026-12-05T12:00:00Z'))).toBe(schedule[2]);
    expect(currentEntry(schedule, at('2027-01-05T12:00:00Z'))).toBeNull();
  });
});
