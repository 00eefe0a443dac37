import 'server-only';
import sharp from 'sharp';
import { BORDER_OFFSETS, maskFromRgba, traceOutline, type Border } from './outline';
import { DIE_CUT_BLEED, EDITOR_UNITS_PER_INCH } from './product-definition';

/**
 * A die-cut product's custom template, made from the shopper's artwork: the
 * artwork placed at 300 dpi, and the cut line traced around what it shows
 * (its non-transparent pixels; on a Clear Background product, its visible
 * content) with the chosen border. The design service stores it as a
 * design file of its own model, which the editor opens like any template.
 */

/** Custom shapes are made at 300 dpi: the artwork's pixels give its natural size at that resolution. */
export const DIE_CUT_DPI = 300;
/** Tracing works on a copy this large on its long side: fine enough for a cut line, fast enough for a request. */
export const TRACE_MAX_SIDE_PX = 600;

export interface DieCutTemplate {
  /** The design file's content (the design service's design model). */
  design: unknown;
  /** Natural size of the cut shape (artwork plus border) in inches. */
  widthIn: number;
  heightIn: number;
}

export class NoOutlineError extends Error {
  constructor() {
    super('the artwork has nothing visible to cut around');
    this.name = 'NoOutlineError';
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function dieCutTemplate(
  image: Uint8Array,
  options: { border: Border; clearBackground: boolean; galleryFile: string },
): Promise<DieCutTemplate> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new NoOutlineError();
  const scale = Math.min(1, TRACE_MAX_SIDE_PX / Math.max(width, height));
  const small = await sharp(image)
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = maskFromRgba(new Uint8Array(small.data), small.info.width, small.info.height, { clearBackground: options.clearBackground });
  // Points per traced pixel: the artwork is placed at 300 dpi.
  const pointsPerPx = (width / small.info.width) * (EDITOR_UNITS_PER_INCH / DIE_CUT_DPI);
  const offsetPx = BORDER_OFFSETS[options.border] / pointsPerPx;
  const outline = traceOutline(mask, { offsetPx });
  if (!outline) throw new NoOutlineError();
  // Where the cut line's box sits in the traced image (negative with a border).
  const boxX = outline.x;
  const boxY = outline.y;
  const trimWidth = round2(outline.width * pointsPerPx);
  const trimHeight = round2(outline.height * pointsPerPx);
  const artworkScale = EDITOR_UNITS_PER_INCH / DIE_CUT_DPI;
  const design = {
    version: 1,
    surfaces: [
      {
        name: 'Front',
        width: trimWidth,
        height: trimHeight,
        bleed: { left: DIE_CUT_BLEED, top: DIE_CUT_BLEED, right: DIE_CUT_BLEED, bottom: DIE_CUT_BLEED },
        safetyLines: [],
        background: '#ffffff',
        items: [
          {
            type: 'image',
            id: 'artwork',
            name: 'Artwork',
            file: options.galleryFile,
            cx: round2((small.info.width / 2 - boxX) * pointsPerPx),
            cy: round2((small.info.height / 2 - boxY) * pointsPerPx),
            width,
            height,
            scaleX: artworkScale,
            scaleY: artworkScale,
            angle: 0,
          },
        ],
        dieCut: { path: outline.path, width: outline.width, height: outline.height },
      },
    ],
  };
  return { design, widthIn: round2(trimWidth / EDITOR_UNITS_PER_INCH), heightIn: round2(trimHeight / EDITOR_UNITS_PER_INCH) };
}
