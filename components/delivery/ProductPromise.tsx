'use client';

import { currentEntry, type ScheduleEntry } from '@/lib/domain/delivery/promise';
import { PromiseLines } from './PromiseLines';
import { useMinuteClock } from './useMinuteClock';

/**
 * A product page's delivery promise. The page is cached, so the server
 * sends the promises of the coming cut-offs and the browser shows the one
 * still ahead by its own clock: no calendar or holiday rules ship here.
 */
export function ProductPromise({ schedule }: { schedule: ScheduleEntry[] }) {
  const now = useMinuteClock();
  return <PromiseLines now={now} entry={now === null ? null : currentEntry(schedule, now)} subject="product" />;
}
