import { designPreviewContract } from '@/lib/edge/api/contracts/design';
import { route } from '@/lib/edge/api/server';
import { designFileOwner } from '@/lib/services/designer/design-owner';
import { log } from '@/lib/ground/log';
import { designPreview } from '@/lib/services/designer/client';
import { DESIGN_REPLY } from '../replies';
import { knownDesignUser } from '../token/user';

/** Product templates change rarely: a browser keeps one a few minutes. Shared caches keep no API answer. */
const TEMPLATE_CACHE = 'private, max-age=300';
/** A shopper's own file is theirs: no shared cache may keep it. */
const OWN_FILE_CACHE = 'private, no-store';

/**
 * GET /api/design/preview?designFile=&width=&height= (the design
 * service's `?mode=File`): a design file's preview image, fetched
 * with our API key so the browser never needs it. A product template's for
 * anyone; a shopper's own file (lib/services/designer/design-owner.ts) only for the
 * session's customer or the browser's issued visitor id it belongs to.
 * 200 image bytes (PNG, JPEG, GIF or WebP); 400 invalid (path or sizes);
 * 404 not_found, alike for a file that is not there and one that is not
 * the asker's, so no one learns which paths exist; 502 design_unavailable.
 */
export const GET = route(designPreviewContract, { event: 'design.preview' }, async ({ request, query: { designFile, width, height }, fail }) => {
  const notFound = () => fail(404, 'not_found', DESIGN_REPLY.noDesign);
  const owner = designFileOwner(designFile);
  if (owner.kind === 'nobody') return notFound();
  if (owner.kind === 'user') {
    // Read only: a preview never issues a visitor id, and a stale session is left for the routes that act.
    const asker = await knownDesignUser(request);
    if (asker.userId !== owner.userId) return notFound();
  }
  try {
    const preview = await designPreview(designFile, { width, height });
    if (!preview) return notFound();
    return new Response(preview.bytes, {
      status: 200,
      headers: {
        'Content-Type': preview.contentType,
        'Content-Length': String(preview.bytes.byteLength),
        'Cache-Control': owner.kind === 'anyone' ? TEMPLATE_CACHE : OWN_FILE_CACHE,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    log.error('design.preview.failed', { designFile, error });
    return fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
  }
});
