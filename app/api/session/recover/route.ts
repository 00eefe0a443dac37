import { handleRoute, readBody, reply, requestScope } from '@/lib/api/server';
import { log } from '@/lib/log';
import { checkRateLimit } from '@/lib/security/rate-limit';
import { recoverPassword } from '@/lib/shopify/customer';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';

/**
 * POST /api/session/recover {email} (spec accounts §2 "Forgot password", §7
 * customerRecover): 200 `{ ok: true }` whether or not the platform knows
 * the address, so the reply never tells who has an account (the island
 * shows "Check your email…", spec key reset_password_check_email); the
 * platform's refusal is only logged, without the address. 400 invalid form;
 * 429 rate_limited (3 per email and 10 per client address an hour: each one
 * may send a mail); 502 when the store cannot be reached.
 */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'session.recover', async () => {
    const body = await readBody(request, forgotPasswordSchema);
    if (!body.ok) return body.response;
    const limit = await checkRateLimit(request, 'recover', body.data.email);
    if (limit.refused) return limit.refused;
    const { context, tenant } = requestScope(request);
    const result = await recoverPassword(context, body.data.email);
    if (!result.ok) log.info('session.recover.refused', { tenantKey: tenant.key, messages: result.messages });
    return reply(200, { ok: true });
  });
}
