import { proofShareContract } from '@/lib/edge/api/contracts/proof-share';
import { requestScope, route } from '@/lib/edge/api/server';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { config } from '@/lib/ground/config';
import { LOCALE_PARAM } from '@/lib/ground/i18n/locale';
import { isUnavailable } from '@/lib/services/cache/read';
import { artworkOrigins, isArtworkUrl } from '@/lib/services/designer/artwork-urls';
import { getDisplayCurrency } from '@/lib/services/shopify/markets';
import { readPricedProduct } from '@/lib/domain/pricing/priced-product';
import { createShare, proofShareSecret, proofShareStore } from '@/lib/domain/design/proof-share';
import { sharedLineTotal } from '@/lib/domain/design/proof-share-price';
import { signShareToken } from '@/lib/domain/design/proof-share-token';
import { knownDesignUser } from '../token/user';
import { SHARE_REPLY } from './replies';

/**
 * POST /api/design/share: a read-only link to a proof, for a month. Nothing
 * shown through it is taken from the browser on trust: the product's title
 * and the price are read and computed here, and the images must be on the
 * design service or our image host. The share is the session's customer's
 * (or the browser's visitor's), so its approval shows in their My Artwork.
 */
export const POST = route(proofShareContract, { event: 'design.share' }, async ({ request, body, ok, fail }) => {
  const limit = await checkRateLimit(request, 'proof-share');
  if (limit.refused) return limit.refused;
  const cfg = config();
  const origins = artworkOrigins(cfg);
  if (!isArtworkUrl(body.proof, origins) || (body.thumbnail !== undefined && !isArtworkUrl(body.thumbnail, origins))) {
    return fail(400, 'invalid', SHARE_REPLY.notImage);
  }
  const { tenant, locale } = requestScope(request);
  const [priced, display, user] = await Promise.all([readPricedProduct(tenant, locale, body.handle), getDisplayCurrency(tenant), knownDesignUser(request)]);
  if (isUnavailable(priced)) throw new Error('the store could not be reached for the product');
  if (priced === null) return fail(404, 'not_found', SHARE_REPLY.noProduct);
  const share = await createShare(proofShareStore(), {
    tenantKey: tenant.key,
    productTitle: priced.product.title,
    productHandle: priced.product.handle,
    projectName: body.projectName || undefined,
    size: body.size,
    material: body.material || undefined,
    quantity: body.quantity,
    total: sharedLineTotal(priced, body),
    display: { currency: display.currency, factor: display.factor },
    proof: body.proof,
    thumbnail: body.thumbnail,
    allowApproval: body.allowApproval,
    owner: user.userId,
    ref: body.ref || null,
  });
  const token = signShareToken({ id: share.id, tenantKey: tenant.key, expiresAt: share.expiresAt }, proofShareSecret());
  return ok({ url: `/proof/${token}?${LOCALE_PARAM}=${locale}`, expiresAt: share.expiresAt });
});
