import {
  concatTransformationMatrix, PDFDocument, popGraphicsState, pushGraphicsState, rgb, StandardFonts,
  type PDFFont, type PDFImage, type PDFPage,
} from 'pdf-lib';
import sharp from 'sharp';
import { surfaceCutPath } from '../cutPath.ts';
import { LINE_HEIGHT, type Design, type DesignSurface, type FontFamily, type ImageItem, type TextItem } from '../model.ts';
import type { GalleryFile } from '../store/gallery.ts';
import { addCutContourLayer, drawCutContour, type CutContourLayer } from './cutContour.ts';

/** Reads a placed image's original bytes (the owner's gallery); null when the file is gone. */
export type ImageSource = (file: string) => GalleryFile | null;

const FONTS: Record<FontFamily, [StandardFonts, StandardFonts, StandardFonts, StandardFonts]> = {
  // regular, bold, italic, bold italic
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique, StandardFonts.HelveticaBoldOblique],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold, StandardFonts.TimesRomanItalic, StandardFonts.TimesRomanBoldItalic],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold, StandardFonts.CourierOblique, StandardFonts.CourierBoldOblique],
};

/** fabric's line box: lineHeight times its font-size multiplier; baselines sit this far into a line. */
const FABRIC_SIZE_MULT = 1.13;
const BASELINE = 0.9;
/** SVGs have no pixels of their own: rasterised at this density (print resolution), longest side capped. */
const SVG_DPI = 300;
const SVG_MAX_SIDE = 6000;

const hexRgb = (hex: string) => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/**
 * The print-ready PDF: one page per surface at trim plus bleed, TrimBox set, images
 * embedded from their original bytes at full resolution, text as real text in the PDF standard fonts, and a
 * die-cut surface's cut line on top, in its own CutContour layer and spot colour.
 */
export async function renderPrintPdf(design: Design, images: ImageSource, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Design editor emulator');
  doc.setCreator('Design editor emulator');
  const fonts = new Map<StandardFonts, PDFFont>();
  const font = async (name: StandardFonts) => fonts.get(name) ?? fonts.set(name, await doc.embedFont(name)).get(name)!;
  const embedded = new Map<string, PDFImage | null>();
  let cutLayer: CutContourLayer | null = null;
  for (const surface of design.surfaces) {
    const page = addPage(doc, surface);
    for (const item of surface.items) {
      if (item.type === 'image') {
        if (!embedded.has(item.file)) embedded.set(item.file, await embedImage(doc, images(item.file)));
        const image = embedded.get(item.file);
        if (image) drawImage(page, surface, item, image);
      } else {
        const [regular, bold, italic, both] = FONTS[item.fontFamily];
        drawText(page, surface, item, await font(item.bold ? (item.italic ? both : bold) : item.italic ? italic : regular));
      }
    }
    const cut = surfaceCutPath(surface);
    if (cut) drawCutContour(doc, page, surface, cut, (cutLayer ??= addCutContourLayer(doc)));
  }
  return doc.save();
}

function addPage(doc: PDFDocument, s: DesignSurface): PDFPage {
  const w = s.width + s.bleed.left + s.bleed.right;
  const h = s.height + s.bleed.top + s.bleed.bottom;
  const page = doc.addPage([w, h]);
  page.setBleedBox(0, 0, w, h);
  page.setTrimBox(s.bleed.left, s.bleed.bottom, s.width, s.height);
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: hexRgb(s.background) });
  return page;
}

async function embedImage(doc: PDFDocument, file: GalleryFile | null): Promise<PDFImage | null> {
  if (!file) return null;
  if (file.kind === 'png') return doc.embedPng(file.bytes);
  if (file.kind === 'jpeg') return doc.embedJpg(file.bytes);
  // GIF and WebP become PNG at their own pixel size (lossless); SVG is rasterised at print density.
  let pipeline = sharp(file.bytes, file.kind === 'svg' ? { density: SVG_DPI } : { animated: false });
  if (file.kind === 'svg') pipeline = pipeline.resize({ width: SVG_MAX_SIDE, height: SVG_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  return doc.embedPng(await pipeline.png().toBuffer());
}

/** Moves the origin to the item's centre (PDF space: y up), turns it and scales it, as fabric does on screen. */
function placeItem(page: PDFPage, s: DesignSurface, item: { cx: number; cy: number; angle: number; scaleX: number; scaleY: number }): void {
  const x = s.bleed.left + item.cx;
  const y = page.getHeight() - (s.bleed.top + item.cy);
  // fabric turns clockwise on a y-down screen, which is counter-clockwise in PDF's y-up space
  const a = (-item.angle * Math.PI) / 180;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(1, 0, 0, 1, x, y),
    concatTransformationMatrix(Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0),
    concatTransformationMatrix(item.scaleX, 0, 0, item.scaleY, 0, 0),
  );
}

function drawImage(page: PDFPage, s: DesignSurface, item: ImageItem, image: PDFImage): void {
  placeItem(page, s, item);
  page.drawImage(image, { x: -item.width / 2, y: -item.height / 2, width: item.width, height: item.height });
  page.pushOperators(popGraphicsState());
}

/** Characters the standard fonts (WinAnsi) cannot encode become "?" rather than failing the render. */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, ' ')].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

function drawText(page: PDFPage, s: DesignSurface, item: TextItem, font: PDFFont): void {
  const lines = item.text.split(/\r?\n/).map((l) => encodable(font, l));
  const size = item.fontSize;
  const widths = lines.map((l) => font.widthOfTextAtSize(l, size));
  const boxWidth = item.width > 0 ? item.width : Math.max(0, ...widths);
  const boxHeight = item.height > 0 ? item.height : lines.length * size * LINE_HEIGHT * FABRIC_SIZE_MULT;
  placeItem(page, s, item);
  lines.forEach((line, i) => {
    if (!line) return;
    const w = widths[i]!;
    const x = item.align === 'left' ? -boxWidth / 2 : item.align === 'right' ? boxWidth / 2 - w : -w / 2;
    const y = boxHeight / 2 - size * BASELINE - i * size * LINE_HEIGHT * FABRIC_SIZE_MULT;
    page.drawText(line, { x, y, size, font, color: hexRgb(item.color) });
  });
  page.pushOperators(popGraphicsState());
}
