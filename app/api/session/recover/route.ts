import { handleRoute, problem, readBody, reply, requestScope } from '@/lib/account/http';
import { REPLY } from '@/lib/account/replies';
import { log } from '@/lib/log';
import { recoverPassword } from '@/lib/shopify/customer';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';

/**
 * POST /api/session/recover {email} (spec accounts §2 "Forgot password", §7
 * customerRecover): 200 `{ ok: true }` once the platform sends the reset
 * email; 400 `reset_failed` when it reports user errors; 400 invalid form.
 */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'session.recover', async () => {
    const body = await readBody(request, forgotPasswordSchema);
    if (!body.ok) return body.response;
    const { context, tenant } = requestScope(request);
    const result = await recoverPassword(context, body.data.email);
    if (!result.ok) {
      log.info('session.recover.refused', { tenantKey: tenant.key, messages: result.messages });
      return problem(400, 'reset_failed', REPLY.resetFailed);
    }
    return reply(200, { ok: true });
  });
}
