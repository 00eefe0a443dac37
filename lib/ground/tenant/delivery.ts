import type { HolidayCountry } from '../calendar/holidays';
import type { SiteId } from './types';

/** A way an order travels to the shopper, and how many business days it spends in transit. */
export interface ShippingMethod {
  id: string;
  transitDays: number;
}

/**
 * When a site's workshop makes and ships orders. Production days are counted
 * in the site's own time zone and calendar, whoever is looking.
 */
export interface DeliverySettings {
  /** IANA zone of the workshop ("America/New_York"). */
  timeZone: string;
  /** Orders placed before this hour (site time, 0–23) start production that day. */
  cutoffHour: number;
  /** Weekdays the workshop and carriers work: 0 = Sunday … 6 = Saturday. */
  workingDays: number[];
  /** Whose public holidays are days off. */
  holidays: HolidayCountry;
  /** The methods offered, the default first. */
  shipping: ShippingMethod[];
}

const WEEKDAYS = [1, 2, 3, 4, 5];

/** Each site's workshop calendar; a reseller starts from its site's and may override any of it in its `delivery` snippet. */
export const SITE_DELIVERY: Record<SiteId, DeliverySettings> = {
  us: {
    timeZone: 'America/New_York',
    cutoffHour: 14,
    workingDays: WEEKDAYS,
    holidays: 'US',
    shipping: [
      { id: 'standard', transitDays: 3 },
      { id: 'express', transitDays: 1 },
    ],
  },
  ca: {
    timeZone: 'America/Toronto',
    cutoffHour: 14,
    workingDays: WEEKDAYS,
    holidays: 'CA',
    shipping: [
      { id: 'standard', transitDays: 4 },
      { id: 'express', transitDays: 2 },
    ],
  },
  fr: {
    timeZone: 'Europe/Paris',
    cutoffHour: 12,
    workingDays: WEEKDAYS,
    holidays: 'FR',
    shipping: [
      { id: 'standard', transitDays: 2 },
      { id: 'express', transitDays: 1 },
    ],
  },
};
