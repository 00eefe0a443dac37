import sharp from 'sharp';
import path from 'node:path';

export type ImageFormat = 'png' | 'webp';

/** Rasterises an SVG into the images folder; returns the pixel size actually written. */
export async function renderSvg(svg: string, dir: string, file: string, resizeTo?: number): Promise<{ width: number; height: number }> {
  let img = sharp(Buffer.from(svg));
  if (resizeTo) img = img.resize(resizeTo, resizeTo);
  img = file.endsWith('.webp') ? img.webp({ quality: 82 }) : img.png({ compressionLevel: 6 });
  const info = await img.toFile(path.join(dir, file));
  return { width: info.width, height: info.height };
}
