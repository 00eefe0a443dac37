import { ociStartContract, ociStartFields, type OciStartFields } from '@/lib/edge/api/contracts/punchout';
import { requestScope, route } from '@/lib/edge/api/server';
import { config } from '@/lib/ground/config';
import { readBoundedText } from '@/lib/ground/http/body';
import { sameSecret } from '@/lib/ground/http/same-secret';
import { log } from '@/lib/ground/log';
import type { OciBuyer } from '@/lib/ground/punchout/buyers';
import { hostForLog } from '@/lib/ground/punchout/return-prefix';
import type { Tenant } from '@/lib/ground/tenant/types';
import { buyerById } from '@/lib/domain/punchout/buyer-directory';
import { punchoutLandingPath } from '@/lib/domain/punchout/landing';
import { openSession } from '@/lib/domain/punchout/open-session';
import { checkStartLink } from '@/lib/domain/punchout/start-link';
import { punchoutRefusalPage, type PunchoutRefusal } from '@/lib/edge/punchout/refusal-page';
import { sessionStartResponse } from '@/lib/edge/punchout/session-start';
import { checkPartyLimit, credentialFailures } from '@/lib/edge/security/rate-limit';

/** An OCI start form is a handful of short fields. */
const MAX_FORM_BYTES = 16 * 1024;

/** The buyer's proof: its signed link, else its user and password (OCI 4.0 sends them in the URL, which is why the signed link comes first). */
function proved(buyer: OciBuyer, fields: OciStartFields, returnUrl: string): 'ok' | 'expired' | 'refused' {
  if (fields.sig || fields.ts) {
    if (!buyer.oci.linkSecret) return 'refused';
    const link = checkStartLink({ buyer: buyer.id, ts: fields.ts, sig: fields.sig, returnUrl }, buyer.oci.linkSecret);
    return link === 'ok' ? 'ok' : link === 'expired' ? 'expired' : 'refused';
  }
  return buyer.oci.username && fields.USERNAME === buyer.oci.username && sameSecret(fields.PASSWORD, buyer.oci.password) ? 'ok' : 'refused';
}

async function start(request: Request, tenant: Tenant, fields: OciStartFields): Promise<Response> {
  const cfg = config();
  const { locale } = requestScope(request);
  const claimed = fields.buyer ?? fields.USERNAME ?? '';
  const refuse = (reason: PunchoutRefusal) => {
    log.warn('punchout.start.refused', { protocol: 'oci', buyer: claimed || null, host: hostForLog(fields.HOOK_URL), reason });
    return punchoutRefusalPage(reason, locale);
  };
  if (await credentialFailures.refused('punchout-auth', claimed, request)) return refuse('rateLimited');
  const named = buyerById(fields.buyer, cfg);
  const buyer = named?.protocol === 'oci' ? named : null;
  const returnUrl = fields.HOOK_URL?.trim() ?? '';
  const proof = buyer ? proved(buyer, fields, returnUrl) : 'refused';
  if (!buyer || proof === 'refused') {
    await credentialFailures.count('punchout-auth', claimed, request);
    return refuse(buyer ? 'credentials' : 'unknownBuyer');
  }
  if (proof === 'expired') return refuse('expired');
  if (await checkPartyLimit('punchout-start', { buyer: buyer.id })) return refuse('rateLimited');
  const opened = openSession(buyer, 'oci', tenant.key, returnUrl, {
    ...(fields['~TARGET'] ? { target: fields['~TARGET'] } : {}),
    ...(fields['~OkCode'] ? { okCode: fields['~OkCode'] } : {}),
  });
  if (!opened.ok) return refuse(opened.reason);
  log.info('punchout.start', { protocol: 'oci', buyer: buyer.id, host: hostForLog(returnUrl) });
  return sessionStartResponse(opened.session, punchoutLandingPath(fields.path, new URL(request.url).origin) ?? '/', cfg);
}

/**
 * GET /api/punchout/oci (lib/edge/api/contracts/punchout.ts): an OCI buyer's
 * system opens the catalog. A link from the buyer's system, so not held to
 * the same-origin rule: the signed link or the password is the proof.
 */
export const GET = route(ociStartContract, { event: 'punchout.oci' }, async ({ request, tenant, query }) => start(request, tenant, query));

/** POST /api/punchout/oci: the same, as the form SAP systems usually post. */
export const POST = route(ociStartContract, { event: 'punchout.oci', mutating: false }, async ({ request, tenant, query }) => {
  const read = await readBoundedText(request, MAX_FORM_BYTES);
  if (!read.ok) return new Response('The OCI start form is too large.', { status: 413, headers: { 'Cache-Control': 'no-store' } });
  const form = Object.fromEntries(new URLSearchParams(read.text));
  return start(request, tenant, ociStartFields.parse({ ...query, ...form }));
});
