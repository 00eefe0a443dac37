import { z } from 'zod';
import { defineContract } from '../contract';
import { AnalyticsEventSchema, type AnalyticsEvent } from '../../../services/analytics';

/** An event as the browser sends it: the time is the server's unless the event carries one. */
type BrowserEvent = Omit<z.input<typeof AnalyticsEventSchema>, 'timestamp'> & { timestamp?: string };

const stamped = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? { timestamp: new Date().toISOString(), ...value } : value;

/**
 * POST /api/analytics: one page or identify event from the browser (sent as
 * a beacon), validated with the analytics service's own schema and
 * forwarded. 202 with nothing to read.
 */
export const analyticsContract = defineContract({
  body: z.preprocess(stamped, AnalyticsEventSchema) as z.ZodType<AnalyticsEvent, BrowserEvent>,
  reply: z.null(),
});
