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
