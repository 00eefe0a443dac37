import { checkRateLimit } from '@/lib/security/rate-limit';
import { z } from 'zod';
import { problem, reply } from '@/lib/account/http';
import { isCrossOrigin } from '@/lib/security/origin';
import { log } from '@/lib/log';
import { lookupCityState } from '@/lib/services/postal';
import { englishMessage } from '@/lib/validation/english';

/** Five digits, or ZIP+4 ("35203-1234", "35203 1234", "352031234"): the lookup takes the first five. */
const Query = z.object({
  zip: z
    .string({ error: 'zip is required' })
    .trim()
    .regex(/^\d{5}(?:[-\s]?\d{4})?$/, 'zip must be 5 digits, or ZIP+4 (12345-6789)')
    .transform((zip) => zip.slice(0, 5)),
});

/**
 * GET /api/postal?zip=12345: the US city and state of a ZIP for the address
 * form's check (spec accounts §5). 200 {city, state}; 400 invalid; 404
 * not_found; 502 lookup_failed with the spec's message. The USPS quota is
 * small, so other sites may not spend it through us.
 */
export async function GET(request: Request): Promise<Response> {
  if (isCrossOrigin(request)) return problem(403, 'forbidden', 'Cross-site requests are not allowed.');
  const parsed = Query.safeParse({ zip: new URL(request.url).searchParams.get('zip') ?? undefined });
  if (!parsed.success) return problem(400, 'invalid', parsed.error.issues[0]?.message ?? 'zip is invalid');
  const limit = await checkRateLimit(request, 'postal');
  if (limit.refused) return limit.refused;
  try {
    const result = await lookupCityState(parsed.data.zip);
    if (result.kind === 'found') return reply(200, { city: result.city, state: result.state });
    if (result.kind === 'not-found') return problem(404, 'not_found', englishMessage('address.zipState'));
  } catch (error) {
    log.error('postal.route.failed', { zip: parsed.data.zip, error });
  }
  return problem(502, 'lookup_failed', englishMessage('address.lookupFailed'));
}
