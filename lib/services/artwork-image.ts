import 'server-only';
import { config, type AppConfig } from '../ground/config';
import { artworkOrigins, isArtworkUrl, type ArtworkConfig } from './designer/artwork-urls';
import { readBounded } from '../ground/http/body';
import { decodedSize, UndecodableImageError } from './decoded-image';

/**
 * Reads a converted artwork image back from the image host, for the design
 * service's gallery and for tracing a die-cut outline. The URL comes from
 * the host's own reply or from the browser, so it is fetched only when it
 * is on an origin we run or pay for (artworkOrigins), without following
 * redirects, within a time and size limit, and only if it is a raster
 * image that decodes whole: a file cut short at the host would otherwise
 * reach the shopper's gallery and break their design.
 */

/** A 2700 px PNG with transparency stays well under this; anything larger is not our conversion. */
export const MAX_ARTWORK_IMAGE_BYTES = 40 * 1024 * 1024;
/** Rasterising a large PDF on the first request takes a while at the host. */
const FETCH_TIMEOUT_MS = 60_000;
const RASTER = new Set(['image/png', 'image/jpeg']);

export class ArtworkImageError extends Error {
  constructor(message: string) {
    super(`artwork image: ${message}`);
    this.name = 'ArtworkImageError';
  }
}

export interface ArtworkImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: 'image/png' | 'image/jpeg';
  /** The decoded image's pixels. */
  width: number;
  height: number;
}

export async function fetchArtworkImage(url: string, cfg: ArtworkConfig & Pick<AppConfig, 'UPSTREAM_TIMEOUT_MS'> = config()): Promise<ArtworkImage> {
  if (!isArtworkUrl(url, artworkOrigins(cfg))) throw new ArtworkImageError('not on an image host we use');
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    // No URL in the message: it is logged.
    throw new ArtworkImageError('the host could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ArtworkImageError(`HTTP ${response.status}${response.headers.get('x-cld-error') ? ` (${response.headers.get('x-cld-error')!.slice(0, 120)})` : ''}`);
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!RASTER.has(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ArtworkImageError(`content type "${type.slice(0, 60)}" is not PNG or JPEG`);
  }
  const read = await readBounded(response, MAX_ARTWORK_IMAGE_BYTES);
  if (!read.ok) throw new ArtworkImageError(read.reason === 'too-large' ? 'image too large' : 'reply cut short');
  try {
    const { width, height } = await decodedSize(read.bytes);
    return { bytes: read.bytes, contentType: type as ArtworkImage['contentType'], width, height };
  } catch (error) {
    if (error instanceof UndecodableImageError) throw new ArtworkImageError(error.message);
    throw error;
  }
}
