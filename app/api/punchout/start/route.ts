import { punchoutStartContract } from '@/lib/edge/api/contracts/punchout';
import { route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { checkProcurementUrl, configuredAllowlist, hostForLog } from '@/lib/ground/http/allowlist';
import { punchoutLandingPath } from '@/lib/domain/punchout/landing';
import { encodePunchoutSession, newPunchoutSession, punchoutCookie } from '@/lib/domain/punchout/session';

/**
 * GET /api/punchout/start (lib/edge/api/contracts/punchout.ts): a procurement
 * system's link to a product page, passed on by the middleware, starts a
 * punchout session and lands on the page. The return_url is kept in the
 * signed cookie as it came, allowed or not: the buyer still gets the
 * reduced pages, and the hand-off refuses it with its own message. A plain
 * link from another site, so not held to the same-origin rule.
 */
export const GET = route(punchoutStartContract, { event: 'punchout.start' }, async ({ request, query }) => {
  const cfg = config();
  const returnUrl = query.return_url?.trim() || null;
  if (returnUrl) {
    const checked = checkProcurementUrl(returnUrl, configuredAllowlist(cfg.PUNCHOUT_RETURN_HOSTS));
    if (!checked.ok) log.warn('punchout.start.refused', { host: hostForLog(returnUrl), reason: checked.reason });
  }
  const session = newPunchoutSession(returnUrl);
  const headers = new Headers({
    Location: punchoutLandingPath(query.path, new URL(request.url).origin) ?? '/',
    'Cache-Control': 'no-store',
  });
  headers.append('Set-Cookie', punchoutCookie(encodePunchoutSession(session, cfg.PUNCHOUT_SESSION_SECRET), cfg));
  return new Response(null, { status: 303, headers });
});

