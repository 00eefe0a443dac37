import { designTokenContract } from '@/lib/api/contracts/design';
import { route } from '@/lib/api/server';
import { log } from '@/lib/log';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { DesignServiceError, userToken } from '@/lib/services/design';
import { clearSessionCookie } from '@/lib/session/server';
import { DESIGN_REPLY } from '../replies';
import { designUser } from './user';

/** A design request's body is one id. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /api/design/token { userId? } (spec accounts §6, §7 "Design
 * service"): the editor's token for the signed-in customer (their numeric
 * id, from the session; a body id is ignored) or for the visitor's generated
 * UUID. 200 { userId, tokenId }; 400 invalid (no customer and no UUID);
 * 403 cross-site; 429 rate_limited (30 a minute per client address); 502
 * token_refused when the service answers 403, design_unavailable otherwise.
 * The token is never logged.
 */
export const POST = route(designTokenContract, { event: 'design.token', maxBytes: MAX_BODY_BYTES }, async ({ request, body, ok, fail }) => {
  // Counted once the body is well-formed: only those reach the services.
  const limit = await checkRateLimit(request, 'design-token');
  if (limit.refused) return limit.refused;

  let response: Response;
  let staleSession = false;
  try {
    const user = await designUser(request, body.userId);
    staleSession = user.staleSession;
    response = user.userId === null ? fail(400, 'invalid', DESIGN_REPLY.noUser) : ok({ userId: user.userId, tokenId: await userToken(user.userId) });
  } catch (error) {
    if (error instanceof DesignServiceError && error.kind === 'token_refused') {
      log.warn('design.token.refused', { operation: error.operation });
      response = fail(502, 'token_refused', DESIGN_REPLY.tokenRefused);
    } else {
      log.error('design.token.failed', { error });
      response = fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
    }
  }
  if (staleSession) response.headers.append('Set-Cookie', clearSessionCookie());
  return response;
});
