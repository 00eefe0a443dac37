import { proofApprovalsContract } from '@/lib/edge/api/contracts/proof-share';
import { route } from '@/lib/edge/api/server';
import { ownerShares, proofShareStore } from '@/lib/domain/design/proof-share';
import { knownDesignUser } from '../../token/user';


/** GET /api/design/share/approvals: the asker's own live shares on this site (none for a browser we never issued an id). */
export const GET = route(proofApprovalsContract, { event: 'design.share.approvals' }, async ({ request, tenant, ok }) => {
  const { userId } = await knownDesignUser(request);
  return ok({ shares: userId ? await ownerShares(proofShareStore(), tenant.key, userId) : [] });
});
