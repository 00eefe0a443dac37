import { AnalyticsEventSchema, sendAnalyticsEvent } from '@/lib/services/analytics';

const MAX_BODY_BYTES = 8 * 1024;

/** Browser page/identify events (sent with sendBeacon) are validated here and forwarded to the analytics service. */
export async function POST(request: Request) {
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return Response.json({ error: 'Event too large' }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return Response.json({ error: 'Body must be JSON' }, { status: 400 });
  }
  const parsed = AnalyticsEventSchema.safeParse({ timestamp: new Date().toISOString(), ...(json as object) });
  if (!parsed.success) return Response.json({ error: 'Invalid event', issues: parsed.error.issues }, { status: 400 });
  // The shopper's page must never wait on or fail because of analytics.
  void sendAnalyticsEvent(parsed.data);
  return new Response(null, { status: 202 });
}
