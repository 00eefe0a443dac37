import { designTokenContract } from '@/lib/edge/api/contracts/design';
import { route } from '@/lib/edge/api/server';
import { log } from '@/lib/ground/log';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { DesignServiceError, userToken } from '@/lib/services/designer/client';
import { DESIGN_REPLY } from '../replies';
import { designUser, withUserCookies, type DesignUser } from './user';

/** A token request has no fields: anything large is not one. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /api/design/token {}: the design editor's token for the signed-in customer (their numeric id, from the
 * session) or for the visitor id our server issued to this browser (a
 * signed cookie, set now when the browser has none; an id in the body is
 * ignored). 200 { userId, tokenId }; 400 invalid (a body that is not an
 * object); 403 cross-site; 429 rate_limited (30 a minute per client address); 502
 * token_refused when the service answers 403, design_unavailable otherwise.
 * The token is never logged.
 */
export const POST = route(designTokenContract, { event: 'design.token', maxBytes: MAX_BODY_BYTES }, async ({ request, ok, fail }) => {
  // Counted once the body is well-formed: only those reach the services.
  const limit = await checkRateLimit(request, 'design-token');
  if (limit.refused) return limit.refused;

  let user: DesignUser;
  try {
    user = await designUser(request);
  } catch (error) {
    log.error('design.token.failed', { error });
    return fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
  }
  let response: Response;
  try {
    response = ok({ userId: user.userId, tokenId: await userToken(user.userId) });
  } catch (error) {
    if (error instanceof DesignServiceError && error.kind === 'token_refused') {
      log.warn('design.token.refused', { operation: error.operation });
      response = fail(502, 'token_refused', DESIGN_REPLY.tokenRefused);
    } else {
      log.error('design.token.failed', { error });
      response = fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
    }
  }
  return withUserCookies(response, user);
});
