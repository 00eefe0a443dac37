import { z } from 'zod';
import { isHolidayCountry } from '../../ground/calendar/holidays';
import { isTimeZone } from '../../ground/calendar/zone';
import type { DeliverySettings } from '../../ground/tenant/delivery';

/** What a `delivery` snippet may change in its site's delivery calendar; anything left out stays the site's. */
export type DeliveryOverride = Partial<DeliverySettings>;

const MAX_TRANSIT_DAYS = 30;

/** A field that fails its check is dropped (the site's value applies), the others still count. */
const orSite = <T>(schema: z.ZodType<T>) => schema.optional().catch(undefined);

const ShippingMethodSchema = z.object({
  id: z.string().trim().regex(/^[a-z0-9-]{1,32}$/),
  transitDays: z.number().int().min(0).max(MAX_TRANSIT_DAYS),
});

/**
 * The `delivery` snippet: JSON such as
 *
 *   { "timeZone": "America/Chicago", "cutoffHour": 16, "workingDays": [1, 2, 3, 4, 5],
 *     "holidays": "US", "shipping": [{ "id": "standard", "transitDays": 2 }, { "id": "express", "transitDays": 1 }] }
 *
 * Every field is optional. A time zone the runtime does not know, an hour
 * outside 0–23, weekdays outside 0–6 or none at all, an unknown holiday
 * country or an empty or malformed method list is ignored.
 */
export const DeliveryOverrideSchema = z
  .object({
    timeZone: orSite(z.string().trim().refine(isTimeZone)),
    cutoffHour: orSite(z.number().int().min(0).max(23)),
    workingDays: orSite(
      z
        .array(z.number().int().min(0).max(6))
        .min(1)
        .transform((days) => [...new Set(days)].sort()),
    ),
    holidays: orSite(z.string().trim().toUpperCase().refine(isHolidayCountry)),
    shipping: orSite(z.array(ShippingMethodSchema).min(1).max(5)),
  })
  .transform((o): DeliveryOverride => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as DeliveryOverride);
