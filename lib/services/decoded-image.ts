import 'server-only';
import sharp, { type Metadata } from 'sharp';

/**
 * Whether image bytes are a whole image: a header alone (what a size probe
 * reads) says nothing about the pixels after it, and a file cut short in
 * transfer or at the host still has one. Every pixel is decoded, with
 * truncation an error, before an image is passed on as usable.
 */

export class UndecodableImageError extends Error {
  constructor(reason: string) {
    super(`image does not decode: ${reason}`);
    this.name = 'UndecodableImageError';
  }
}

/** Far above any artwork we convert (2700 px a side); a bomb stops here instead of filling memory. */
const MAX_PIXELS = 100_000_000;

/** The image's size once all of it has decoded; UndecodableImageError when it does not. */
export async function decodedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS });
  let meta: Metadata;
  try {
    meta = await image.metadata();
    // stats() reads every pixel through the decoder: a missing tail fails here, where metadata() did not look.
    await image.stats();
  } catch (error) {
    // sharp's message names the decoder's complaint, never the bytes.
    throw new UndecodableImageError(error instanceof Error ? error.message.slice(0, 200) : 'unreadable');
  }
  if (!meta.width || !meta.height) throw new UndecodableImageError('no size');
  return { width: meta.width, height: meta.height };
}

/** The print checks read a copy this large on its long side: their grid is far coarser, and a 2700 px image would be 29 MB raw. */
const SAMPLE_MAX_SIDE_PX = 480;

/** The image's pixels as RGBA (4 bytes a pixel), scaled down to at most SAMPLE_MAX_SIDE_PX a side. */
export async function sampledRgba(bytes: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .resize(SAMPLE_MAX_SIDE_PX, SAMPLE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
