import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseRecord } from '@/lib/ground/kv/record';
import { sharedStore } from '@/lib/ground/kv/shared';
import { isUnavailable } from '@/lib/services/cache/read';
import { designShapeContract } from '@/lib/edge/api/contracts/design';
import { requestScope, route } from '@/lib/edge/api/server';
import { hasClearBackground, isDieCutProduct } from '@/lib/domain/catalog/die-cut-product';
import { dieCutTemplate, NoOutlineError } from '@/lib/domain/design/die-cut-template';
import { log } from '@/lib/ground/log';
import { readPricedProduct } from '@/lib/domain/pricing/priced-product';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { ArtworkImageError, fetchArtworkImage } from '@/lib/services/artwork-image';
import { uploadCustomTemplate } from '@/lib/services/designer/client';
import { DESIGN_REPLY } from '../replies';
import { designUser, withUserCookies } from '../token/user';

const MAX_BODY_BYTES = 4 * 1024;
/** Templates already made, shared by the app servers, so each artwork and border is traced and uploaded once. */
const MADE_TTL_MS = 24 * 60 * 60 * 1000;
const madeSchema = z.object({ designFile: z.string(), widthIn: z.number(), heightIn: z.number() });
type Made = z.infer<typeof madeSchema>;
const made = () => sharedStore('design-shape');

const known = async (key: string): Promise<Made | null> => parseRecord(await made().get(key), madeSchema);

/**
 * POST /api/design/shape (the custom-shape border, as a custom template):
 * traces the uploaded artwork's outline with the
 * chosen border and stores it as a custom template at the design service
 * in the shopper's own folder (lib/services/designer/design-owner.ts), once per
 * artwork and border. Whether the product is die-cut, and whether its background is
 * clear, is read from the store, never taken from the browser.
 */
export const POST = route(designShapeContract, { event: 'design.shape', maxBytes: MAX_BODY_BYTES }, async ({ request, body, ok, fail }) => {
  const limit = await checkRateLimit(request, 'artwork');
  if (limit.refused) return limit.refused;
  const { tenant, locale } = requestScope(request);
  const priced = await readPricedProduct(tenant, locale, body.handle);
  if (isUnavailable(priced)) throw new Error('the store could not be reached for the product');
  if (priced === null || !isDieCutProduct(priced.product.tags)) return fail(404, 'not_die_cut', DESIGN_REPLY.notDieCut);
  const clearBackground = hasClearBackground(priced.product.tags);
  const user = await designUser(request);
  const key = createHash('sha256').update([user.userId, body.imageUrl, body.file, body.border, clearBackground].join('|')).digest('hex');
  const done = await known(key);
  if (done) return withUserCookies(ok({ ...done, border: body.border }), user);
  let response: Response;
  try {
    const image = await fetchArtworkImage(body.imageUrl);
    const template = await dieCutTemplate(image.bytes, { border: body.border, clearBackground, galleryFile: body.file });
    const name = `shape-${key.slice(0, 24)}-${body.border.toLowerCase()}.json`;
    const designFile = await uploadCustomTemplate(user.userId, name, template.design);
    const value = { designFile, widthIn: template.widthIn, heightIn: template.heightIn };
    await made().set(key, JSON.stringify(value), MADE_TTL_MS);
    response = ok({ ...value, border: body.border });
  } catch (error) {
    if (error instanceof NoOutlineError) response = fail(422, 'no_outline', DESIGN_REPLY.noOutline);
    else if (error instanceof ArtworkImageError) {
      log.warn('design.shape.image', { error });
      response = fail(400, 'invalid', DESIGN_REPLY.notArtwork);
    } else {
      log.error('design.shape.failed', { error });
      response = fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
    }
  }
  return withUserCookies(response, user);
});
