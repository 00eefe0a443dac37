import { analyticsContract } from '@/lib/edge/api/contracts/analytics';
import { route } from '@/lib/edge/api/server';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { sendAnalyticsEvent } from '@/lib/services/analytics';

/**
 * Browser page / identify events (beacons): validated, rate limited once
 * well-formed, then forwarded to the analytics service without waiting. Same
 * origin only: identify ties a browser to a customer, and another site must
 * not do that for the shopper.
 */
export const POST = route(analyticsContract, { event: 'analytics.route', maxBytes: 8 * 1024 }, async ({ request, body, ok }) => {
  const limit = await checkRateLimit(request, 'analytics');
  if (limit.refused) return limit.refused;
  // The shopper's page must never wait on or fail because of analytics.
  void sendAnalyticsEvent(body);
  return ok(null, { status: 202 });
});
