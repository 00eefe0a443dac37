import { recoverContract } from '@/lib/edge/api/contracts/session';
import { requestScope, route } from '@/lib/edge/api/server';
import { log } from '@/lib/ground/log';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { recoverPassword } from '@/lib/services/shopify/customer';
import { legacyAccountsOnly } from '@/lib/edge/session/server';

/**
 * POST /api/session/recover {email} (forgot password, customerRecover):
 * 200 `{ ok: true }` whether or not the platform knows
 * the address, so the reply never tells who has an account (the island
 * shows "Check your email…", message key reset_password_check_email); the
 * platform's refusal is only logged, without the address. 400 invalid form;
 * 429 rate_limited (3 per email and client address and 10 per client
 * address an hour, and 10 mails a day per email from any address: each
 * request may send a mail, lib/edge/security/rate-limit.ts); 502 when the store cannot be reached.
 */
export const POST = route(recoverContract, { event: 'session.recover' }, async ({ request, body, ok }) => {
  const unavailable = legacyAccountsOnly();
  if (unavailable) return unavailable;
  const limit = await checkRateLimit(request, 'recover', body.email);
  if (limit.refused) return limit.refused;
  const { context, tenant } = requestScope(request);
  const result = await recoverPassword(context, body.email);
  if (!result.ok) log.info('session.recover.refused', { tenantKey: tenant.key, messages: result.messages });
  return ok({ ok: true });
});
