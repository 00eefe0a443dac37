import { designPreviewContract } from '@/lib/api/contracts/design';
import { route } from '@/lib/api/server';
import { log } from '@/lib/log';
import { designPreview } from '@/lib/services/design';
import { DESIGN_REPLY } from '../replies';

/** Design files change rarely and previews are not personal: browsers and shared caches keep one a few minutes. */
const PREVIEW_CACHE = 'public, max-age=300';

/**
 * GET /api/design/preview?designFile=&width=&height= (spec accounts §7
 * "Design service", `?mode=File`): a design file's preview image, fetched
 * with our API key so the browser never needs it. 200 image bytes (PNG,
 * JPEG, GIF or WebP); 400 invalid (path or sizes); 404 not_found; 502
 * design_unavailable.
 */
export const GET = route(designPreviewContract, { event: 'design.preview' }, async ({ query: { designFile, width, height }, fail }) => {
  try {
    const preview = await designPreview(designFile, { width, height });
    if (!preview) return fail(404, 'not_found', DESIGN_REPLY.noDesign);
    return new Response(preview.bytes, {
      status: 200,
      headers: {
        'Content-Type': preview.contentType,
        'Content-Length': String(preview.bytes.byteLength),
        'Cache-Control': PREVIEW_CACHE,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    log.error('design.preview.failed', { designFile, error });
    return fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
  }
});
