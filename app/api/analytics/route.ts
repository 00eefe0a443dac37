import { checkRateLimit } from '@/lib/security/rate-limit';
import { readBoundedText } from '@/lib/http/body';
import { isCrossOrigin } from '@/lib/security/origin';
import { AnalyticsEventSchema, sendAnalyticsEvent } from '@/lib/services/analytics';

const MAX_BODY_BYTES = 8 * 1024;

/** Browser page/identify events (sent with sendBeacon) are validated here and forwarded to the analytics service. */
export async function POST(request: Request) {
  // identify ties a browser to a customer: another site must not do it for the shopper.
  if (isCrossOrigin(request)) return Response.json({ error: 'forbidden', message: 'Cross-site requests are not allowed.' }, { status: 403 });
  const read = await readBoundedText(request, MAX_BODY_BYTES);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? Response.json({ error: 'too_large', message: 'Event too large' }, { status: 413 })
      : Response.json({ error: 'invalid', message: 'The body could not be read.' }, { status: 400 });
  }
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch {
    return Response.json({ error: 'Body must be JSON' }, { status: 400 });
  }
  const parsed = AnalyticsEventSchema.safeParse({ timestamp: new Date().toISOString(), ...(json as object) });
  if (!parsed.success) return Response.json({ error: 'Invalid event', issues: parsed.error.issues }, { status: 400 });
  const limit = await checkRateLimit(request, 'analytics');
  if (limit.refused) return limit.refused;
  // The shopper's page must never wait on or fail because of analytics.
  void sendAnalyticsEvent(parsed.data);
  return new Response(null, { status: 202 });
}
