import { proofShareLinkContract } from '@/lib/edge/api/contracts/proof-share';
import { route } from '@/lib/edge/api/server';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { linkShareRef, proofShareStore } from '@/lib/domain/design/proof-share';
import { knownDesignUser } from '../../token/user';

/**
 * POST /api/design/share/link: the editor saves a design as a new state, so
 * a proof shared from it before saving is filed under the saved state too,
 * and My Artwork shows its approval on the project. Only the asker's own
 * shares are read or filed.
 */
export const POST = route(proofShareLinkContract, { event: 'design.share.link' }, async ({ request, tenant, body, ok }) => {
  const limit = await checkRateLimit(request, 'proof-share');
  if (limit.refused) return limit.refused;
  const { userId } = await knownDesignUser(request);
  return ok({ linked: userId ? await linkShareRef(proofShareStore(), tenant.key, userId, body.from, body.to) : false });
});
