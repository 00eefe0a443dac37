'use client';

import { currentEntry, type ScheduleEntry } from '@/lib/domain/delivery/schedule';
import { PromiseLines } from './PromiseLines';
import { useMinuteClock } from './useMinuteClock';

/**
 * A product page's delivery promise. The page is cached, so the server
 * sends the promises of the coming cut-offs and the browser shows the one
 * still ahead by its own clock (from `from`): no calendar or holiday rules ship here.
 */
export function ProductPromise({ from, schedule }: { from: number; schedule: ScheduleEntry[] }) {
  const now = useMinuteClock();
  // Before `from` the first promise may not hold: nothing rather than a wrong day.
  return <PromiseLines now={now} entry={now === null || now < from ? null : currentEntry(schedule, now)} subject="product" />;
}
