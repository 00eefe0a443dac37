import { postalContract } from '@/lib/edge/api/contracts/postal';
import { route } from '@/lib/edge/api/server';
import { log } from '@/lib/ground/log';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { lookupCityState } from '@/lib/services/postal';
import { englishMessage } from '@/lib/ground/validation/english';

/**
 * GET /api/postal?zip=12345: the US city and state of a ZIP for the address
 * form's check. 200 {city, state}; 400 invalid; 404
 * not_found; 502 lookup_failed with the form's message. The USPS quota is
 * small, so other sites may not spend it through us (same-origin only).
 */
export const GET = route(postalContract, { event: 'postal.route', mutating: true }, async ({ request, query, ok, fail }) => {
  const limit = await checkRateLimit(request, 'postal');
  if (limit.refused) return limit.refused;
  try {
    const result = await lookupCityState(query.zip);
    if (result.kind === 'found') return ok({ city: result.city, state: result.state });
    if (result.kind === 'not-found') return fail(404, 'not_found', englishMessage('address.zipState'));
  } catch (error) {
    log.error('postal.route.failed', { zip: query.zip, error });
  }
  return fail(502, 'lookup_failed', englishMessage('address.lookupFailed'));
});
