import { CLEAR_BACKGROUND_TAG } from '../catalog/die-cut-product';
import type { Margins } from './editor-api';
import { CELL_CONTENT, CELL_TRANSPARENT, cellFlags, type ContentGrid } from './preflight-pixels';
import { EDITOR_UNITS_PER_INCH } from './product-definition';

/**
 * The print checks of an uploaded artwork, run as soon as it arrives and
 * again beside the proof (one function, so both say the same): its
 * effective resolution at the chosen size, content in the bleed or outside
 * the safe zone, and transparency on a product printed without white ink.
 * Warnings only: the shopper may go on.
 *
 * The file is read as the whole printed piece, trim plus bleed, as print
 * shops ask for print-ready files: fitted inside that box, centred, its
 * proportions kept.
 */

/** The resolution a print needs. */
export const PRINT_DPI = 300;
/** Below this the print is visibly blurry, not just soft. */
export const SEVERE_DPI = 150;

/** The white underprint extra: a product offering it prints white ink. */
export const WHITE_HALO_TAG = 'OE=White Halo';

/** A box in points, from the top left of the bleed box. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the checks look, in the editor's points: the template's bleed around the cut line, and the safe line's margin inside it. */
export interface PreflightGuides {
  bleed: Margins;
  safe: number;
}

export interface PreflightInput {
  /** The converted image's pixels. */
  pixels: { width: number; height: number };
  /** Null when the server could not read the pixels: only the resolution is checked. */
  grid: ContentGrid | null;
  /** The chosen size (a custom one included), in inches. */
  size: { widthIn: number; heightIn: number };
  /** Null on a die-cut shape: its cut follows the artwork, so no band is fixed. */
  guides: PreflightGuides | null;
  whiteInk: boolean;
}

export type PreflightIssue =
  | { kind: 'resolution'; level: 'low' | 'severe'; dpi: number; widthIn: number; heightIn: number }
  /** `cells`: the grid indexes of the offending cells. */
  | { kind: 'bleed' | 'safe' | 'transparency'; cells: number[] };

export type PreflightKind = PreflightIssue['kind'];

/** What the preview draws: the bleed box, the cut line (trim), the safe line and the artwork, in points. */
export interface PreflightLayout {
  box: { width: number; height: number };
  trim: Box;
  safe: Box;
  art: Box;
}

export interface Preflight {
  issues: PreflightIssue[];
  layout: PreflightLayout;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whether the product prints white ink: it prints on a clear background, offers the white underprint, or has a White ink option. */
export function printsWhiteInk(product: { tags: readonly string[]; options: readonly { name: string; values: readonly string[] }[] }): boolean {
  if (product.tags.includes(CLEAR_BACKGROUND_TAG) || product.tags.includes(WHITE_HALO_TAG)) return true;
  return product.options.some((o) => /\bink\b/i.test(o.name) && o.values.some((v) => /^white\b/i.test(v.trim())));
}

/**
 * The artwork's effective resolution at a size: the editor fits an image
 * inside the design, so the axis that fills it sets the scale. Null when
 * it reaches PRINT_DPI (or nothing is known).
 */
export function resolutionIssue(pixels: { width: number; height: number }, size: { widthIn: number; heightIn: number }): PreflightIssue | null {
  if (!(size.widthIn > 0 && size.heightIn > 0 && pixels.width > 0 && pixels.height > 0)) return null;
  const dpi = Math.round(Math.max(pixels.width / size.widthIn, pixels.height / size.heightIn));
  if (dpi >= PRINT_DPI) return null;
  return { kind: 'resolution', level: dpi < SEVERE_DPI ? 'severe' : 'low', dpi, widthIn: round2(size.widthIn), heightIn: round2(size.heightIn) };
}

/** The bleed box, cut line, safe line and the artwork fitted in the bleed box. */
export function preflightLayout(pixels: { width: number; height: number }, size: { widthIn: number; heightIn: number }, guides: PreflightGuides | null): PreflightLayout {
  const bleed = guides?.bleed ?? { left: 0, top: 0, right: 0, bottom: 0 };
  const trimWidth = size.widthIn * EDITOR_UNITS_PER_INCH;
  const trimHeight = size.heightIn * EDITOR_UNITS_PER_INCH;
  const box = { width: trimWidth + bleed.left + bleed.right, height: trimHeight + bleed.top + bleed.bottom };
  const trim = { x: bleed.left, y: bleed.top, width: trimWidth, height: trimHeight };
  const margin = Math.max(0, Math.min(guides?.safe ?? 0, trimWidth / 2, trimHeight / 2));
  const safe = { x: trim.x + margin, y: trim.y + margin, width: trimWidth - 2 * margin, height: trimHeight - 2 * margin };
  const scale = pixels.width > 0 && pixels.height > 0 ? Math.min(box.width / pixels.width, box.height / pixels.height) : 0;
  const width = pixels.width * scale;
  const height = pixels.height * scale;
  return { box, trim, safe, art: { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height } };
}

/** Whether a box reaches outside another (a hair of float noise allowed). */
const outside = (cell: Box, area: Box): boolean => {
  const e = 1e-6;
  return cell.x < area.x - e || cell.y < area.y - e || cell.x + cell.width > area.x + area.width + e || cell.y + cell.height > area.y + area.height + e;
};

/** Grid cell `index` as a box in points on the layout. */
export function cellBox(grid: ContentGrid, index: number, art: Box): Box {
  const x = index % grid.width;
  const y = Math.floor(index / grid.width);
  const w = art.width / grid.width;
  const h = art.height / grid.height;
  return { x: art.x + x * w, y: art.y + y * h, width: w, height: h };
}

export function preflight(input: PreflightInput): Preflight {
  const layout = preflightLayout(input.pixels, input.size, input.guides);
  const issues: PreflightIssue[] = [];
  const resolution = resolutionIssue(input.pixels, input.size);
  if (resolution) issues.push(resolution);
  const { grid } = input;
  if (grid) {
    const bleed: number[] = [];
    const safe: number[] = [];
    const transparent: number[] = [];
    for (let i = 0; i < grid.width * grid.height; i++) {
      const flags = cellFlags(grid, i % grid.width, Math.floor(i / grid.width));
      if (flags & CELL_TRANSPARENT) transparent.push(i);
      if (!(flags & CELL_CONTENT) || !input.guides) continue;
      const cell = cellBox(grid, i, layout.art);
      if (outside(cell, layout.trim)) bleed.push(i);
      else if (outside(cell, layout.safe)) safe.push(i);
    }
    if (bleed.length) issues.push({ kind: 'bleed', cells: bleed });
    if (safe.length) issues.push({ kind: 'safe', cells: safe });
    if (transparent.length && !input.whiteInk) issues.push({ kind: 'transparency', cells: transparent });
  }
  return { issues, layout };
}
