import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { designModal } from './design';

/** The shopper's own artwork in the design modal: files of each kind, the upload, and what the proof shows. */

/** A transparent canvas with an opaque disc in the middle, `pixels` square, the disc `fill` of it. */
export async function discPng(pixels: number, fill = 2 / 3, colour = '#d63a2f'): Promise<Buffer> {
  const r = (pixels * fill) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}"><circle cx="${pixels / 2}" cy="${pixels / 2}" r="${r}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A PNG cut short, as a failed transfer leaves one: its header (and so its
 * size) is whole, its pixels are not. Noise, so the cut lands in the pixels.
 */
export async function truncatedPng(pixels = 400): Promise<Buffer> {
  const noise = Buffer.alloc(pixels * pixels * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const whole = await sharp(noise, { raw: { width: pixels, height: pixels, channels: 3 } }).png().toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** A long thin opaque strip: no size within a product's limits keeps its proportions. */
export function stripPng(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 120, channels: 4, background: '#1f4fd1' } }).png().toBuffer();
}

/** A one-page vector PDF, `inches` square, filled with one colour. */
export async function colourPdf(inches = 2, colour = { r: 0.1, g: 0.6, b: 0.2 }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([inches * 72, inches * 72]);
  page.drawRectangle({ x: 0, y: 0, width: inches * 72, height: inches * 72, color: rgb(colour.r, colour.g, colour.b) });
  return Buffer.from(await doc.save());
}

/**
 * A PDF just under the 10,000,000-byte limit (9.9 MB): a photo-like page whose
 * image data hardly compresses (noise), as a scanned or photographic artwork is.
 */
export async function heavyPdf(side = 2700): Promise<Buffer> {
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage([8 * 72, 8 * 72]);
  page.drawImage(image, { x: 0, y: 0, width: 8 * 72, height: 8 * 72 });
  return Buffer.from(await doc.save());
}

export const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" fill="#7b2cbf"/><text x="40" y="120" font-size="64" fill="#fff">HELLO</text></svg>');

export const uploadTool = (page: Page): Locator => designModal(page).getByTestId('artwork-upload');

/** Chooses a file in the modal's upload tool (the hidden input behind its button). */
export async function chooseArtwork(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await designModal(page).getByTestId('artwork-file').setInputFiles(file);
}

/** Uploads a file and waits until it is in the design. */
export async function uploadArtwork(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await chooseArtwork(page, file);
  await expect(uploadTool(page)).toHaveAttribute('data-step', 'placed', { timeout: 90_000 });
}

/** The proof's pixel colour at its centre (#rrggbb), read from the image the approval step shows. */
export async function proofCentre(page: Page, request: APIRequestContext): Promise<string> {
  const src = await page.getByTestId('design-proof').getAttribute('src');
  const res = await request.get(new URL(src!, page.url()).toString().replace('localhost', '127.0.0.1'));
  const image = sharp(await res.body());
  const { width, height } = await image.metadata();
  const { data, info } = await image.extract({ left: Math.floor(width! / 2), top: Math.floor(height! / 2), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  void info;
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** True when two colours are within a few steps on each channel (PNG proofs are rendered, not copied). */
export function near(actual: string, expected: string, tolerance = 24): boolean {
  const parse = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const a = parse(actual);
  const e = parse(expected);
  return a.every((v, i) => Math.abs(v - e[i]!) <= tolerance);
}
