import type { Day } from '../../ground/calendar/days';
import { instantAt, wallClock } from '../../ground/calendar/zone';
import type { DeliverySettings } from '../../ground/tenant/delivery';
import { workingCalendar } from './calendar';
import type { ScheduleEntry } from './schedule';

export interface DeliveryPromise {
  /** The next cut-off: an order placed before this instant starts production on `startDay`. */
  orderBy: number;
  /** The first production day (site calendar). */
  startDay: Day;
  /** The day the order leaves the workshop, at the end of its last production day. */
  shipDay: Day;
  /** The day it arrives, `transitDays` working days after it ships. */
  arrival: Day;
}

/**
 * When an order placed at `now` arrives. Production starts the same day
 * when the order comes in on a working day before the cut-off (site time),
 * else the next working day; that day is the first of `productionDays`; the
 * parcel ships at the end of the last one and spends `transitDays` working
 * days in transit. The promise uses the slow end of a production range.
 */
export function deliveryPromise(now: number, settings: DeliverySettings, productionDays: number, transitDays: number): DeliveryPromise {
  const calendar = workingCalendar(settings);
  const cutoff = settings.cutoffHour * 60;
  const wall = wallClock(now, settings.timeZone);
  const startDay = calendar.isWorking(wall.day) && wall.minutes < cutoff ? wall.day : calendar.nextWorking(wall.day + 1);
  const shipDay = calendar.addWorking(startDay, Math.max(0, productionDays - 1));
  return {
    orderBy: instantAt(startDay, cutoff, settings.timeZone),
    startDay,
    shipDay,
    arrival: calendar.addWorking(shipDay, transitDays),
  };
}

/** The transit days of a method, or of the site's default one when the id is unknown. */
export function transitDaysOf(settings: DeliverySettings, methodId?: string): number {
  const method = settings.shipping.find((m) => m.id === methodId) ?? settings.shipping[0];
  return method?.transitDays ?? 0;
}

/** Several lines ordered together arrive with the slowest: the latest promise of their production times. */
export function latestPromise(now: number, settings: DeliverySettings, productionDays: readonly number[], methodId?: string): DeliveryPromise | null {
  if (productionDays.length === 0) return null;
  return deliveryPromise(now, settings, Math.max(...productionDays), transitDaysOf(settings, methodId));
}

/**
 * The promises of every cut-off from `from` over the next `horizonDays`, in
 * order: a page made now can show the right one later (the first cut-off
 * still ahead) with no calendar of its own.
 */
export function deliverySchedule(
  from: number,
  settings: DeliverySettings,
  productionDays: number,
  transitDays: number,
  horizonDays: number,
): ScheduleEntry[] {
  const until = from + horizonDays * 86_400_000;
  const entries: ScheduleEntry[] = [];
  for (let at = from; at < until; ) {
    const { orderBy, arrival } = deliveryPromise(at, settings, productionDays, transitDays);
    entries.push({ orderBy, arrival });
    at = orderBy;
  }
  return entries;
}
