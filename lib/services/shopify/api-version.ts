/**
 * The platform supports each Storefront API version for twelve months from
 * its release (on the first day of its month); after that, calls to it are
 * served by the oldest version still supported, with whatever changed in
 * between. An operator is told at start once the configured version is more
 * than eleven months old, a month before that happens.
 */

const WARN_AFTER_MONTHS = 11;
const SUPPORT_MONTHS = 12;

export interface StaleVersion {
  version: string;
  /** The first day the platform may serve another version in its place (ISO date). */
  supportedUntil: string;
}

const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));

/** The configured version when it is more than eleven months old at `now`; null otherwise (or for `unstable`). */
export function staleApiVersion(version: string, now: Date): StaleVersion | null {
  const match = /^(\d{4})-(\d{2})$/.exec(version);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  if (now <= monthStart(year, month + WARN_AFTER_MONTHS)) return null;
  return { version, supportedUntil: monthStart(year, month + SUPPORT_MONTHS).toISOString().slice(0, 10) };
}
