import 'server-only';
import { config, type AppConfig } from '../ground/config';
import { artworkOrigins, isArtworkUrl, type ArtworkConfig } from './designer/artwork-urls';
import { UpstreamError, upstream, type FailureDetails, type UpstreamFailure } from '../ground/http/upstream';
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

export class ArtworkImageError extends UpstreamError<'not-allowed'> {
  constructor(message: string, details: { kind: UpstreamFailure | 'not-allowed'; status?: number | null } = { kind: 'malformed' }) {
    super(`artwork image: ${message}`, { service: 'artwork-image', kind: details.kind, status: details.status ?? null });
    this.name = 'ArtworkImageError';
  }
}

/** The message of a failed read: never the URL (it is the shopper's file), the host's own reason when it gave one. */
function failureMessage({ kind, status, headers }: FailureDetails): string {
  if (kind === 'timeout' || kind === 'network') return 'the host could not be reached';
  if (kind === 'too-large') return 'image too large';
  const why = headers?.get('x-cld-error');
  return `HTTP ${status}${why ? ` (${why.slice(0, 120)})` : ''}`;
}

export interface ArtworkImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: 'image/png' | 'image/jpeg';
  /** The decoded image's pixels. */
  width: number;
  height: number;
}

export async function fetchArtworkImage(url: string, cfg: ArtworkConfig & Pick<AppConfig, 'UPSTREAM_TIMEOUT_MS'> = config()): Promise<ArtworkImage> {
  if (!isArtworkUrl(url, artworkOrigins(cfg))) throw new ArtworkImageError('not on an image host we use', { kind: 'not-allowed' });
  const reply = await upstream('artwork-image', url, { redirect: 'manual' }, {
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: MAX_ARTWORK_IMAGE_BYTES,
    error: (failure) => new ArtworkImageError(failureMessage(failure), failure),
  });
  const type = (reply.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!RASTER.has(type)) throw new ArtworkImageError(`content type "${type.slice(0, 60)}" is not PNG or JPEG`, { kind: 'malformed', status: reply.status });
  try {
    const { width, height } = await decodedSize(reply.bytes);
    return { bytes: reply.bytes, contentType: type as ArtworkImage['contentType'], width, height };
  } catch (error) {
    if (error instanceof UndecodableImageError) throw new ArtworkImageError(error.message, { kind: 'malformed', status: reply.status });
    throw error;
  }
}
