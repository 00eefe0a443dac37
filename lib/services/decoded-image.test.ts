/** @jest-environment node */
jest.mock('server-only', () => ({}));

import sharp from 'sharp';
import { decodedSize, UndecodableImageError } from './decoded-image';

/** Noise, so the compressed data is long and a cut lands inside the pixels. */
const noise = (width: number, height: number) => sharp(Buffer.alloc(width * height * 3).map((_, i) => (i * 2654435761) >>> 24), { raw: { width, height, channels: 3 } });
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));

describe('decodedSize', () => {
  it('answers the size of a whole PNG or JPEG', async () => {
    expect(await decodedSize(await noise(120, 80).png().toBuffer())).toEqual({ width: 120, height: 80 });
    expect(await decodedSize(await noise(120, 80).jpeg().toBuffer())).toEqual({ width: 120, height: 80 });
  });

  it('refuses a PNG or JPEG cut short, whose header still gives a size', async () => {
    for (const whole of [await noise(120, 80).png().toBuffer(), await noise(120, 80).jpeg().toBuffer()]) {
      expect((await sharp(cut(whole)).metadata()).width).toBe(120);
      await expect(decodedSize(cut(whole))).rejects.toBeInstanceOf(UndecodableImageError);
    }
  });

  it('refuses bytes that are no image', async () => {
    await expect(decodedSize(Buffer.from('not an image'))).rejects.toBeInstanceOf(UndecodableImageError);
  });
});
