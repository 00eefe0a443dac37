import type { Day } from '../../ground/calendar/days';

/**
 * A promise made ahead of time: one cut-off and the day an order placed
 * before it arrives. Kept apart from the calendar so that a page showing
 * one of these ships none of the calendar's code.
 */
export interface ScheduleEntry {
  orderBy: number;
  arrival: Day;
}

/** The entry whose cut-off is still ahead at `now`, or null once the schedule has run out. */
export function currentEntry(schedule: readonly ScheduleEntry[], now: number): ScheduleEntry | null {
  return schedule.find((entry) => entry.orderBy > now) ?? null;
}
