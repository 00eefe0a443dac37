import sharp from 'sharp';
import { cutPathSvg, surfaceCutPath } from '../cutPath.ts';
import type { DesignSurface } from '../model.ts';

/**
 * A proof of a die-cut surface, transparent outside its cut line: the proof covers the trim, and the cut line's
 * own box is stretched onto the trim, so the mask is the cut path drawn over the proof's pixels. Inner contours
 * cut holes (even-odd). A surface without a cut line keeps its proof as it is.
 */
export async function maskToCutLine(png: Buffer, surface: DesignSurface): Promise<Buffer> {
  const cut = surfaceCutPath(surface);
  if (!cut) return png;
  const { width, height } = await sharp(png).metadata();
  if (!width || !height) throw new Error('proof has no size');
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${surface.width} ${surface.height}" preserveAspectRatio="none">` +
    `<path d="${cutPathSvg(cut)}" fill="#000" fill-rule="evenodd"/></svg>`;
  return sharp(png).ensureAlpha().composite([{ input: Buffer.from(mask), blend: 'dest-in' }]).png().toBuffer();
}
