import 'server-only';
import { createHash } from 'node:crypto';
import type { ArtworkKind } from './artwork-file';
import { conversionFor, deliveryUrl } from './conversion';
import { contentGrid, type ContentGrid } from './preflight-pixels';

/**
 * A shopper's artwork on its way into the design editor: stored at the
 * image host, converted there to a PNG the editor can draw (vector files
 * rasterised, PSD flattened, large sources scaled), then put in the
 * shopper's private gallery at the design service, where the editor takes
 * its source images from. The outside calls are passed in, so each failure
 * can be tested; each becomes one reason the modal explains.
 */

export type ArtworkUploadFailure =
  /** The image host could not take the file (down, refused our credentials, could not read it). */
  | 'upload_failed'
  /** The image host could not read the file as an image (a corrupt or mislabelled file): another file is needed. */
  | 'unreadable_file'
  /** The host took it but could not give it back as an image. */
  | 'conversion_failed'
  /** The design service refused the shopper's token (its 403): the upload is abandoned. */
  | 'token_refused'
  /** The design service failed otherwise. */
  | 'design_unavailable';

export class ArtworkUploadError extends Error {
  constructor(
    readonly reason: ArtworkUploadFailure,
    cause: unknown,
  ) {
    super(`artwork upload: ${reason}`, { cause });
    this.name = 'ArtworkUploadError';
  }
}

export interface UploadedArtwork {
  /** The gallery file the editor places (`user:{file}`). */
  file: string;
  /** The converted image at the image host: what a die-cut outline is traced from. */
  imageUrl: string;
  /** The converted image's pixels. */
  width: number;
  height: number;
  kind: ArtworkKind;
  /** What the print checks read (lib/domain/design/preflight.ts); null when the pixels could not be read for them. */
  grid: ContentGrid | null;
}

export interface ArtworkUploadDeps {
  upload(bytes: Uint8Array, options: { folder: string; fileName: string }): Promise<{ secureUrl: string; publicId: string; width: number; height: number }>;
  /** The image at `url`, decoded whole (a truncated or unreadable image is a rejection). */
  fetchImage(url: string): Promise<{ bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg'; width: number; height: number }>;
  userToken(userId: string): Promise<string>;
  uploadToGallery(userId: string, tokenId: string, image: { bytes: Uint8Array; name: string; contentType: string }): Promise<string>;
  /** The image's pixels as RGBA, scaled down (the print checks' grid is coarse). */
  samplePixels(bytes: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number }>;
  /** Whether an error from upload is the host refusing the file itself as no image it can read. */
  isUnreadableFile(error: unknown): boolean;
  /** Whether an error from userToken/uploadToGallery is the service's 403. */
  isTokenRefusal(error: unknown): boolean;
}

/** Where uploads go at the image host. */
export const ARTWORK_FOLDER = 'artwork';

async function step<T>(reason: ArtworkUploadFailure, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof ArtworkUploadError ? error : new ArtworkUploadError(reason, error);
  }
}

/** The print checks' grid of the converted image; a failure only loses the checks, never the upload. */
async function gridOf(bytes: Uint8Array, deps: Pick<ArtworkUploadDeps, 'samplePixels'>): Promise<ContentGrid | null> {
  try {
    const sample = await deps.samplePixels(bytes);
    return contentGrid(sample.data, sample.width, sample.height);
  } catch {
    return null;
  }
}

export async function uploadArtwork(
  input: { bytes: Uint8Array; fileName: string; kind: ArtworkKind; userId: string },
  deps: ArtworkUploadDeps,
): Promise<UploadedArtwork> {
  const stored = await step('upload_failed', async () => {
    try {
      return await deps.upload(input.bytes, { folder: ARTWORK_FOLDER, fileName: input.fileName });
    } catch (error) {
      throw deps.isUnreadableFile(error) ? new ArtworkUploadError('unreadable_file', error) : error;
    }
  });
  const transformation = conversionFor(input.kind, { width: stored.width, height: stored.height });
  const imageUrl = await step('conversion_failed', async () => (transformation ? deliveryUrl(stored.secureUrl, transformation, 'png') : stored.secureUrl));
  const image = await step('conversion_failed', () => deps.fetchImage(imageUrl));
  const serviceStep = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new ArtworkUploadError(deps.isTokenRefusal(error) ? 'token_refused' : 'design_unavailable', error);
    }
  };
  const tokenId = await serviceStep(() => deps.userToken(input.userId));
  // Named after the stored file, so uploading the same artwork again replaces it rather than piling up copies.
  const name = `artwork-${createHash('sha256').update(stored.publicId).digest('hex').slice(0, 20)}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`;
  const file = await serviceStep(() => deps.uploadToGallery(input.userId, tokenId, { bytes: image.bytes, name, contentType: image.contentType }));
  return { file, imageUrl, width: image.width, height: image.height, kind: input.kind, grid: await gridOf(image.bytes, deps) };
}
