import sharp from 'sharp';
import { cutPathSvg, surfaceCutPath } from '../cutPath.ts';
import { LINE_HEIGHT, type Design } from '../model.ts';
import type { DesignFileContent } from '../store/designs.ts';
import type { ImageSource } from './pdf.ts';

const MAX_SIDE = 2000;
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FAMILY = { Helvetica: 'Arial, Helvetica, sans-serif', Times: "'Times New Roman', Times, serif", Courier: "'Courier New', Courier, monospace" } as const;

/** Fits the design's trim into the asked box (either side optional), never past MAX_SIDE. */
function outputSize(width: number, height: number, maxW?: number, maxH?: number): { w: number; h: number } {
  const scale = Math.min((maxW ?? MAX_SIDE) / width, (maxH ?? MAX_SIDE) / height, maxW || maxH ? Infinity : 1, MAX_SIDE / width, MAX_SIDE / height);
  return { w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) };
}

/** An SVG of the first surface's trim area: background, images, text, the order they stack in, clipped to a cut line. */
function designSvg(design: Design, images: ImageSource): string {
  const s = design.surfaces[0]!;
  const parts = [`<rect x="0" y="0" width="${s.width}" height="${s.height}" fill="${s.background}"/>`];
  for (const item of s.items) {
    const at = `translate(${item.cx} ${item.cy}) rotate(${item.angle}) scale(${item.scaleX} ${item.scaleY})`;
    if (item.type === 'image') {
      const file = images(item.file);
      if (file) parts.push(`<image transform="${at}" x="${-item.width / 2}" y="${-item.height / 2}" width="${item.width}" height="${item.height}" preserveAspectRatio="none" href="data:${file.contentType};base64,${file.bytes.toString('base64')}"/>`);
      continue;
    }
    const anchor = item.align === 'left' ? 'start' : item.align === 'right' ? 'end' : 'middle';
    const x = item.align === 'left' ? -item.width / 2 : item.align === 'right' ? item.width / 2 : 0;
    const lines = item.text.split(/\r?\n/).map((line, i) =>
      `<tspan x="${x}" y="${-item.height / 2 + item.fontSize * 0.9 + i * item.fontSize * LINE_HEIGHT * 1.13}">${esc(line)}</tspan>`).join('');
    parts.push(`<text transform="${at}" font-family="${FAMILY[item.fontFamily]}" font-size="${item.fontSize}" font-weight="${item.bold ? 700 : 400}" font-style="${item.italic ? 'italic' : 'normal'}" fill="${item.color}" text-anchor="${anchor}">${lines}</text>`);
  }
  // a die-cut design previews as the sticker: nothing outside its cut line
  const cut = surfaceCutPath(s);
  const body = cut
    ? `<defs><clipPath id="cut"><path d="${cutPathSvg(cut)}" clip-rule="evenodd"/></clipPath></defs><g clip-path="url(#cut)">${parts.join('')}</g>`
    : parts.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" viewBox="0 0 ${s.width} ${s.height}">${body}</svg>`;
}

/** The design preview PNG (`GET …/designs/{id}?mode=File&width=&height=`). */
export async function designPreviewPng(content: DesignFileContent, images: ImageSource, maxW?: number, maxH?: number): Promise<Buffer> {
  if (content.kind === 'image') {
    const { w, h } = outputSize(content.width, content.height, maxW, maxH);
    return sharp(content.bytes, { density: 144 }).resize(w, h, { fit: 'fill' }).png().toBuffer();
  }
  if (content.kind === 'design') {
    const s = content.design.surfaces[0]!;
    const { w, h } = outputSize(s.width, s.height, maxW, maxH);
    return sharp(Buffer.from(designSvg(content.design, images))).resize(w, h, { fit: 'fill' }).png().toBuffer();
  }
  // a stored file we cannot draw (PDF, PSD…): a neutral card naming its type
  const { w, h } = outputSize(400, 400, maxW, maxH);
  const label = esc(content.ext.replace('.', '').toUpperCase() || 'FILE');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f3f4f6"/><text x="50%" y="50%" font-family="Arial, sans-serif" font-size="${Math.max(10, Math.round(Math.min(w, h) / 8))}" fill="#4b5563" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
