import { designArtworkContract } from '@/lib/edge/api/contracts/design';
import { route } from '@/lib/edge/api/server';
import { ARTWORK_MAX_BYTES, ARTWORK_SNIFF_BYTES, artworkKind } from '@/lib/domain/design/artwork-file';
import { ArtworkUploadError, uploadArtwork } from '@/lib/domain/design/artwork-upload';
import { readBounded } from '@/lib/ground/http/body';
import { log } from '@/lib/ground/log';
import { checkRateLimit } from '@/lib/edge/security/rate-limit';
import { fetchArtworkImage } from '@/lib/services/artwork-image';
import { sampledRgba } from '@/lib/services/decoded-image';
import { DesignServiceError, uploadToGallery, userToken } from '@/lib/services/designer/client';
import { ImageHostError, imageHost } from '@/lib/services/image-host';
import { DESIGN_REPLY } from '../replies';
import { designUser, withUserCookies } from '../token/user';

/** The artwork limit plus the multipart framing and the user id. */
const MAX_BODY_BYTES = ARTWORK_MAX_BYTES + 64 * 1024;

const FAILURES = {
  upload_failed: DESIGN_REPLY.uploadFailed,
  unreadable_file: DESIGN_REPLY.unreadableFile,
  conversion_failed: DESIGN_REPLY.conversionFailed,
  token_refused: DESIGN_REPLY.tokenRefused,
  design_unavailable: DESIGN_REPLY.unavailable,
} as const;

/**
 * POST /api/design/artwork (artwork upload): the shopper's file, checked
 * again here by size, name and content whatever the browser did, goes to
 * the image host (a signed upload), comes back converted, and lands in the
 * shopper's gallery at the design service. See designArtworkContract for replies.
 */
export const POST = route(designArtworkContract, { event: 'design.artwork' }, async ({ request, ok, fail }) => {
  // Counted before the body is read: the body is what costs.
  const limit = await checkRateLimit(request, 'artwork');
  if (limit.refused) return limit.refused;
  const read = await readBounded(request, MAX_BODY_BYTES);
  if (!read.ok) return read.reason === 'too-large' ? fail(413, 'too_large', DESIGN_REPLY.tooLarge) : fail(400, 'invalid', DESIGN_REPLY.unreadable);
  let form: FormData;
  try {
    form = await new Request(request.url, { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body: read.bytes }).formData();
  } catch {
    return fail(400, 'invalid', DESIGN_REPLY.unreadable);
  }
  const file = form.get('file');
  if (!(file instanceof File)) return fail(400, 'invalid', DESIGN_REPLY.noFile);
  if (file.size > ARTWORK_MAX_BYTES) return fail(413, 'too_large', DESIGN_REPLY.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = artworkKind({ name: file.name, size: file.size }, bytes.subarray(0, ARTWORK_SNIFF_BYTES));
  if (!kind) return fail(415, 'unsupported_file', DESIGN_REPLY.unsupportedFile);
  const user = await designUser(request);
  let response: Response;
  try {
    const uploaded = await uploadArtwork(
      // The shopper's name is not trusted as a name at the host: the kind is what we checked.
      { bytes, fileName: `artwork.${kind}`, kind, userId: user.userId },
      {
        upload: (b, options) => imageHost().upload(b, options),
        fetchImage: (url) => fetchArtworkImage(url),
        samplePixels: sampledRgba,
        userToken,
        uploadToGallery,
        // The host's 400 is about the file (its bytes are no image it can read), not about us.
        isUnreadableFile: (error) => error instanceof ImageHostError && error.kind === 'refused',
        isTokenRefusal: (error) => error instanceof DesignServiceError && error.kind === 'token_refused',
      },
    );
    response = ok(uploaded);
  } catch (error) {
    if (!(error instanceof ArtworkUploadError)) throw error;
    log.warn(`design.artwork.${error.reason}`, { kind, bytes: file.size, error: error.cause });
    response = fail(error.reason === 'unreadable_file' ? 422 : 502, error.reason, FAILURES[error.reason]);
  }
  return withUserCookies(response, user);
});
