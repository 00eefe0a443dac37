import { cxmlContract } from '@/lib/edge/api/contracts/punchout';
import { route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { readBoundedText } from '@/lib/ground/http/body';
import { log } from '@/lib/ground/log';
import { tenantOrigin } from '@/lib/ground/tenant/resolve';
import { configuredBuyers } from '@/lib/domain/punchout/buyer-directory';
import { authenticateCxml, claimedIdentity, punchOutSetup } from '@/lib/domain/punchout/cxml-setup';
import { placePurchaseOrder } from '@/lib/domain/punchout/purchase-order';
import { QuotedLines } from '@/lib/domain/punchout/quoted-line';
import { checkPartyLimit, credentialFailures } from '@/lib/edge/security/rate-limit';
import { MAX_CXML_BYTES, parseCxml } from '@/lib/services/procurement/cxml-parse';
import { cxmlRequestKind, readCredentials, readOrderRequest, readSetupRequest } from '@/lib/services/procurement/cxml-read';
import { cxmlStatus, punchOutSetupResponse } from '@/lib/services/procurement/cxml-write';
import { placeDraftOrder } from '@/lib/services/shopify/admin/draft-order';

/** A cXML answer: the document, with its Status code as the HTTP status too. */
function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' } });
}
const statusAnswer = (code: number, text: string, detail?: string) => answer(code, cxmlStatus(code, text, detail));

/**
 * POST /api/punchout/cxml (lib/edge/api/contracts/punchout.ts): a buyer's
 * procurement system, server to server. A PunchOutSetupRequest opens a
 * session and answers its one-time StartPage; an OrderRequest becomes a
 * platform order from the lines we quoted (lib/domain/punchout/purchase-order.ts).
 * The body is cXML, read with a size cap and parsed with DTDs and entities
 * refused; whatever is wrong is answered with the standard's status codes,
 * never a 5xx unless the platform itself failed.
 */
export const POST = route(cxmlContract, { event: 'punchout.cxml', mutating: false }, async ({ request, tenant }) => {
  const read = await readBoundedText(request, MAX_CXML_BYTES);
  if (!read.ok) return read.reason === 'too-large' ? statusAnswer(413, 'Request Entity Too Large') : statusAnswer(400, 'Bad Request', 'The body could not be read.');
  const parsed = parseCxml(read.text);
  if (!parsed.ok) return statusAnswer(parsed.status, parsed.status === 413 ? 'Request Entity Too Large' : 'Bad Request', parsed.text);
  const kind = cxmlRequestKind(parsed.doc);
  if (kind === 'other') return statusAnswer(400, 'Bad Request', 'Only PunchOutSetupRequest and OrderRequest are accepted here.');

  const cfg = config();
  const credentials = readCredentials(parsed.doc);
  const claimed = claimedIdentity(credentials);
  if (await credentialFailures.refused('punchout-auth', claimed, request)) return statusAnswer(429, 'Too Many Requests');
  const auth = authenticateCxml(configuredBuyers(cfg), credentials, tenant.key);
  if (!auth.ok) {
    if (auth.status === 401) await credentialFailures.count('punchout-auth', claimed, request);
    log.warn('punchout.cxml.refused', { kind, status: auth.status });
    return statusAnswer(auth.status, auth.text);
  }
  const { buyer } = auth;
  if (await checkPartyLimit('punchout-start', { buyer: buyer.id })) return statusAnswer(429, 'Too Many Requests');

  if (kind === 'setup') {
    const setup = readSetupRequest(parsed.doc);
    if (!setup.ok) return statusAnswer(400, 'Bad Request', setup.text);
    const outcome = await punchOutSetup(buyer, tenant.key, setup.request, {
      origin: tenantOrigin(tenant, cfg),
      secret: cfg.PUNCHOUT_SESSION_SECRET,
      quotes: new QuotedLines(cfg.PUNCHOUT_SESSION_SECRET),
    });
    if (!outcome.ok) return statusAnswer(outcome.status, 'Bad Request', outcome.text);
    log.info('punchout.cxml.setup', { buyer: buyer.id, operation: setup.request.operation });
    return answer(200, punchOutSetupResponse(outcome.startUrl));
  }

  const order = readOrderRequest(parsed.doc);
  if (!order.ok) return statusAnswer(400, 'Bad Request', order.text);
  const outcome = await placePurchaseOrder(buyer, tenant.key, order.request, {
    quotes: new QuotedLines(cfg.PUNCHOUT_SESSION_SECRET),
    place: (input) => placeDraftOrder(cfg, input),
  });
  switch (outcome.kind) {
    case 'placed':
      return statusAnswer(200, 'OK', `Order ${outcome.order.name} placed.`);
    case 'refused':
      return statusAnswer(outcome.status, outcome.status === 409 ? 'Conflict' : 'Bad Request', outcome.text);
    default:
      return statusAnswer(500, 'Internal Server Error', outcome.text);
  }
});
