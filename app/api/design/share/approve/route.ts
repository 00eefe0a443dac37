import { proofApproveContract } from '@/lib/edge/api/contracts/proof-share';
import { route } from '@/lib/edge/api/server';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { approveShare, proofShareSecret, proofShareStore } from '@/lib/domain/design/proof-share';
import { checkShareToken } from '@/lib/domain/design/proof-share-token';
import { SHARE_REPLY } from '../replies';

/**
 * POST /api/design/share/approve: a colleague approves the proof a link
 * shows, without signing in; the link's signature, its expiry and its site
 * are checked first. Idempotent: the first approval stands and is answered again.
 */
export const POST = route(proofApproveContract, { event: 'design.share.approve' }, async ({ request, tenant, body, ok, fail }) => {
  const limit = await checkRateLimit(request, 'proof-approve');
  if (limit.refused) return limit.refused;
  const link = checkShareToken(body.token, proofShareSecret());
  if (!link.ok) return link.reason === 'expired' ? fail(410, 'expired', SHARE_REPLY.expired) : fail(404, 'not_found', SHARE_REPLY.noShare);
  if (link.payload.tenantKey !== tenant.key) return fail(404, 'not_found', SHARE_REPLY.noShare);
  const outcome = await approveShare(proofShareStore(), link.payload.id, tenant.key, { name: body.name || undefined, comment: body.comment || undefined });
  if (outcome.kind === 'not-found') return fail(404, 'not_found', SHARE_REPLY.noShare);
  if (outcome.kind === 'not-allowed') return fail(409, 'not_allowed', SHARE_REPLY.notAllowed);
  return ok({ approvedAt: outcome.share.approval!.at });
});
