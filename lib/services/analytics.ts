import 'server-only';
import { z } from 'zod';
import { config } from '../ground/config';
import { upstream } from '../ground/http/upstream';
import { log } from '../ground/log';

/**
 * Server-side analytics: page, identify and track events posted as JSON to
 * ANALYTICS_URL. Analytics must never break a page or a route, so
 * sendAnalyticsEvent reports success as a boolean and only logs failures.
 */

/** Short, so a slow sink never holds up the request that reported the event. */
export const ANALYTICS_TIMEOUT_MS = 2000;

const jsonValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/**
 * The event shape, shared with the app's /api/analytics route (which
 * validates browser input with it). Bounded sizes keep a browser from
 * pushing large payloads through our server.
 */
export const AnalyticsEventSchema = z
  .object({
    type: z.enum(['page', 'identify', 'track']),
    name: z.string().trim().min(1).max(200).optional(),
    properties: z
      .record(z.string().max(100), z.union([jsonValue, z.array(jsonValue).max(50)]))
      .refine((p) => Object.keys(p).length <= 50, 'at most 50 properties')
      .optional(),
    userId: z.string().trim().min(1).max(200).optional(),
    anonymousId: z.string().trim().min(1).max(200).optional(),
    timestamp: z.iso.datetime({ offset: true }),
  })
  .strict()
  .refine((e) => e.type !== 'track' || e.name !== undefined, { message: 'a track event needs a name', path: ['name'] })
  .refine((e) => e.type !== 'identify' || e.userId !== undefined || e.anonymousId !== undefined, {
    message: 'an identify event needs a userId or an anonymousId',
    path: ['userId'],
  });

export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** Validates and posts one event; false (and a log line) when invalid or when the sink fails. */
export async function sendAnalyticsEvent(event: unknown): Promise<boolean> {
  const parsed = AnalyticsEventSchema.safeParse(event);
  if (!parsed.success) {
    log.warn('analytics.event.invalid', { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
    return false;
  }
  try {
    await upstream(
      'analytics',
      config().ANALYTICS_URL,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(parsed.data) },
      { timeoutMs: ANALYTICS_TIMEOUT_MS },
    );
    return true;
  } catch {
    // upstream() has logged the failure; the page or route goes on.
    return false;
  }
}
