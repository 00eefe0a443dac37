import { cxmlStartContract } from '@/lib/edge/api/contracts/punchout';
import { requestScope, route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { log } from '@/lib/ground/log';
import { buyerById } from '@/lib/domain/punchout/buyer-directory';
import { takeStartPage } from '@/lib/domain/punchout/cxml-setup';
import { decodePunchoutSession } from '@/lib/domain/punchout/session';
import { punchoutRefusalPage } from '@/lib/edge/punchout/refusal-page';
import { sessionStartResponse } from '@/lib/edge/punchout/session-start';

/**
 * GET /api/punchout/cxml/start/{token} (lib/edge/api/contracts/punchout.ts):
 * the StartPage a PunchOutSetupResponse named, opened by the buyer's
 * browser. Used once: the session it stands for is taken, its cookie set,
 * and the buyer lands on the punchout catalog. A replayed or late StartPage
 * gets the refusal page and no session.
 */
export const GET = route(cxmlStartContract, { event: 'punchout.cxml.start' }, async ({ request, tenant, params }) => {
  const cfg = config();
  const { locale } = requestScope(request);
  const value = await takeStartPage(params.token ?? '');
  const session = decodePunchoutSession(value, cfg.PUNCHOUT_SESSION_SECRET);
  if (!session) {
    log.warn('punchout.start.refused', { protocol: 'cxml', reason: 'expired' });
    return punchoutRefusalPage('expired', locale);
  }
  if (buyerById(session.buyer, cfg)?.tenant !== tenant.key) {
    log.warn('punchout.start.refused', { protocol: 'cxml', buyer: session.buyer, reason: 'tenant' });
    return punchoutRefusalPage('tenant', locale);
  }
  log.info('punchout.start', { protocol: 'cxml', buyer: session.buyer, operation: session.operation ?? 'create' });
  return sessionStartResponse(session, '/', cfg);
});
