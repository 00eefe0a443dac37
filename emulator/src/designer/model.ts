/**
 * The design model the stand-in stores as a state and renders: shared by the server (validation, PDF) and the
 * editor bundle (fabric), so it must stay free of Node and DOM imports. All lengths are points (72 per inch);
 * item positions are centres relative to the trim's top-left corner, so the bleed lies at negative coordinates.
 */

// The vendor's margins, as the storefront describes them: one shape on both sides of the editor.
import type { Margins } from '../../../lib/domain/design/editor-api.ts';

export type { Margins };

export interface SafetyLine {
  name?: string;
  margin: Margins;
  color: string;
  altColor: string;
  stepPx: number;
  widthPx: number;
  pdfBox?: string;
}

export const FONT_FAMILIES = ['Helvetica', 'Times', 'Courier'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

interface ItemBase {
  id: string;
  name: string;
  /** centre, points from the trim's top-left */
  cx: number;
  cy: number;
  /** unscaled size: points for text, the image's pixels for images (so placed points = width * scaleX) */
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  /** degrees, clockwise (screen coordinates) */
  angle: number;
}

export interface TextItem extends ItemBase {
  type: 'text';
  text: string;
  fontFamily: FontFamily;
  bold: boolean;
  italic: boolean;
  fontSize: number;
  /** #rrggbb */
  color: string;
  align: TextAlign;
}

export interface ImageItem extends ItemBase {
  type: 'image';
  /** a file of the owner's private gallery */
  file: string;
}

export type DesignItem = TextItem | ImageItem;

/**
 * A die-cut sticker's cut line: an SVG path (absolute M, L, H, V, C, Q, Z only) drawn in its own box
 * `width × height`, which is stretched onto the surface's trim. Kept in its own box rather than in points so a
 * resize of the surface carries the cut line with it without rewriting the path.
 */
export interface DieCut {
  path: string;
  width: number;
  height: number;
}

export interface DesignSurface {
  name: string;
  /** the design file the surface was started from, if any (echoed by getProduct) */
  designFile?: string;
  /** trim size */
  width: number;
  height: number;
  bleed: Margins;
  safetyLines: SafetyLine[];
  /** #rrggbb behind everything, bleed included */
  background: string;
  items: DesignItem[];
  /** the sticker's shape, when it is not the trim rectangle */
  dieCut?: DieCut;
}

export interface Design {
  version: 1;
  surfaces: DesignSurface[];
}

/** The text measures the editor and the PDF agree on (fabric's defaults). */
export const LINE_HEIGHT = 1.16;

export const LIMITS = { surfaces: 20, items: 500, side: 14_400, text: 5_000, fontSize: 1_000 } as const;

export const zeroMargins = (): Margins => ({ left: 0, top: 0, right: 0, bottom: 0 });

export function blankSurface(name: string, width: number, height: number, bleed: Margins = zeroMargins(), safetyLines: SafetyLine[] = []): DesignSurface {
  return { name, width, height, bleed, safetyLines, background: '#ffffff', items: [] };
}

/** Effective resolution of a placed image: its pixels over its placed inches, on the poorer axis. */
export function imageDpi(item: Pick<ImageItem, 'width' | 'height' | 'scaleX' | 'scaleY'>, natural: { width: number; height: number }): number {
  const inchesW = (item.width * Math.abs(item.scaleX)) / 72;
  const inchesH = (item.height * Math.abs(item.scaleY)) / 72;
  if (inchesW <= 0 || inchesH <= 0) return Infinity;
  return Math.min(natural.width / inchesW, natural.height / inchesH);
}
