import { punchoutStartContract } from '@/lib/edge/api/contracts/punchout';
import { requestScope, route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { hostForLog } from '@/lib/ground/punchout/return-prefix';
import { buyerById } from '@/lib/domain/punchout/buyer-directory';
import { punchoutLandingPath } from '@/lib/domain/punchout/landing';
import { openSession } from '@/lib/domain/punchout/open-session';
import { checkStartLink } from '@/lib/domain/punchout/start-link';
import { punchoutRefusalPage } from '@/lib/edge/punchout/refusal-page';
import { sessionStartResponse } from '@/lib/edge/punchout/session-start';
import { checkPartyLimit, credentialFailures } from '@/lib/edge/security/rate-limit';

/**
 * GET /api/punchout/start (lib/edge/api/contracts/punchout.ts): a JSON
 * gateway's signed link to a product page, passed on by the middleware,
 * opens a punchout session for its configured buyer and lands on the page.
 * A plain link from the gateway's site, so not held to the same-origin rule;
 * what makes it the buyer's is the signature.
 */
export const GET = route(punchoutStartContract, { event: 'punchout.start' }, async ({ request, tenant, query }) => {
  const cfg = config();
  const { locale } = requestScope(request);
  const claimed = query.buyer ?? '';
  const refuse = (reason: Parameters<typeof punchoutRefusalPage>[0]) => {
    log.warn('punchout.start.refused', { protocol: 'json', buyer: claimed || null, host: hostForLog(query.return_url), reason });
    return punchoutRefusalPage(reason, locale);
  };
  if (await credentialFailures.refused('punchout-auth', claimed, request)) return refuse('rateLimited');

  const buyer = buyerById(claimed, cfg);
  if (!buyer || buyer.protocol !== 'json') {
    await credentialFailures.count('punchout-auth', claimed, request);
    return refuse('unknownBuyer');
  }
  const returnUrl = query.return_url?.trim() ?? '';
  const link = checkStartLink({ buyer: buyer.id, ts: query.ts, sig: query.sig, returnUrl }, buyer.json.secret);
  if (link !== 'ok') {
    if (link !== 'expired') await credentialFailures.count('punchout-auth', claimed, request);
    return refuse(link === 'expired' ? 'expired' : 'unsigned');
  }
  if (await checkPartyLimit('punchout-start', { buyer: buyer.id })) return refuse('rateLimited');
  const opened = openSession(buyer, 'json', tenant.key, returnUrl);
  if (!opened.ok) return refuse(opened.reason);
  log.info('punchout.start', { protocol: 'json', buyer: buyer.id, host: hostForLog(returnUrl) });
  return sessionStartResponse(opened.session, punchoutLandingPath(query.path, new URL(request.url).origin) ?? '/', cfg);
});
