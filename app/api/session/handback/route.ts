import { handbackContract } from '@/lib/edge/api/contracts/session';
import { requestScope, route } from '@/lib/edge/api/server';
import { tagOnFirstSignIn } from '@/lib/edge/account/first-sign-in';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { TRANSPORT_REPLY } from '@/lib/ground/http/replies';
import { problem } from '@/lib/ground/http/reply';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { adoptHandback, SIGN_IN_FAILED_PARAM, SIGNED_IN_PARAM } from '@/lib/edge/session/account-sign-in';
import { openAccountSession } from '@/lib/edge/session/account-session';
import { redirectReply, setSessionCookie } from '@/lib/edge/session/server';

/**
 * GET /api/session/handback?t=: the shopper's own host takes the sign-in
 * the callback host finished. Only this host and tenant, only the browser
 * that started it, only once; then the session cookie (and, on a reseller's
 * store, the reseller tag for a customer new to it) and on to where the
 * shopper was going, flagged so the page says "Logged in successfully".
 */
export const GET = route(handbackContract, { event: 'session.handback' }, async ({ request, tenant, query }) => {
  const cfg = config();
  if (cfg.CUSTOMER_ACCOUNTS !== 'customer-account-api') return problem(404, 'not_found', TRANSPORT_REPLY.notFound);
  const origin = tenantOrigin(tenant, cfg);
  const adopted = await adoptHandback(query.t, tenant, request.headers.get('cookie'));
  if (!adopted.ok) {
    log.warn('session.handback.refused', { tenantKey: tenant.key, reason: adopted.reason });
    return redirectReply(`${origin}/?${SIGN_IN_FAILED_PARAM}=1`);
  }
  await tagOnFirstSignIn(tenant, requestScope(request).context, adopted.tokens.accessToken);
  const session = await openAccountSession(adopted.tokens);
  const target = new URL(adopted.redirect, origin);
  target.searchParams.set(SIGNED_IN_PARAM, '1');
  return redirectReply(target.toString(), [setSessionCookie(session), adopted.clearCookie]);
});
