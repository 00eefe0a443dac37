/// <reference lib="dom" />
import type { TMat2D } from 'fabric';
import { cutPathSvg, surfaceCutPath } from '../cutPath.ts';
import type { DesignSurface } from '../model.ts';

export const FRAME_COLOR = '#e5e7eb';
const BLEED_SHADE = 'rgba(17, 24, 39, 0.16)';
const OUTSIDE_SHADE = 'rgba(229, 231, 235, 0.78)';
const CUT_COLOR = '#374151';
/** the die-cut line: the colour printers give a cut contour, dashed so it reads as a guide, not as ink */
export const DIE_CUT_COLOR = '#ff00ff';
/** what lies outside a die-cut line is cut away: veiled, still visible so it can be moved back in */
const DIE_CUT_VEIL = 'rgba(255, 255, 255, 0.62)';

let cutCache: { path: string; w: number; h: number; bw: number; bh: number; shape: Path2D | null } | null = null;

/** The surface's cut line as a canvas path in trim points, rebuilt only when the line or the trim changes. */
function dieCutShape(s: DesignSurface): Path2D | null {
  const cut = s.dieCut;
  if (!cut) return null;
  const c = cutCache;
  if (c && c.path === cut.path && c.w === s.width && c.h === s.height && c.bw === cut.width && c.bh === cut.height) return c.shape;
  let shape: Path2D | null = null;
  try {
    const segments = surfaceCutPath(s);
    shape = segments ? new Path2D(cutPathSvg(segments)) : null;
  } catch {
    // the server checked the path; a bad one draws no guide rather than breaking the canvas
  }
  cutCache = { path: cut.path, w: s.width, h: s.height, bw: cut.width, bh: cut.height, shape };
  return shape;
}

/**
 * Draws the print guides over the design, in screen pixels so they stay crisp at any zoom: the part of items
 * past the bleed dimmed, the bleed shaded, the cut line solid (or a die-cut line dashed magenta, with what lies
 * outside it veiled), each safety line dashed in its two colours. Drawn after the items, so never selectable.
 */
export function drawGuides(ctx: CanvasRenderingContext2D, s: DesignSurface, vpt: TMat2D, size: { width: number; height: number }): void {
  const z = vpt[0];
  const px = (x: number) => x * z + vpt[4];
  const py = (y: number) => y * z + vpt[5];
  const rect = (l: number, t: number, r: number, b: number) => [px(l), py(t), (r - l) * z, (b - t) * z] as const;
  const bleed = rect(-s.bleed.left, -s.bleed.top, s.width + s.bleed.right, s.height + s.bleed.bottom);
  const trim = rect(0, 0, s.width, s.height);
  const dieCut = dieCutShape(s);
  // the die-cut line is drawn in trim points; the context keeps fabric's retina scale underneath
  const inTrimPoints = () => ctx.transform(z, 0, 0, z, vpt[4], vpt[5]);
  ctx.save();
  ctx.fillStyle = OUTSIDE_SHADE;
  ctx.beginPath();
  ctx.rect(0, 0, size.width, size.height);
  ctx.rect(...bleed);
  ctx.fill('evenodd');
  if (dieCut) {
    ctx.save();
    inTrimPoints();
    const outside = new Path2D();
    outside.rect(-s.bleed.left, -s.bleed.top, s.width + s.bleed.left + s.bleed.right, s.height + s.bleed.top + s.bleed.bottom);
    outside.addPath(dieCut);
    ctx.fillStyle = DIE_CUT_VEIL;
    ctx.fill(outside, 'evenodd');
    ctx.restore();
  }
  ctx.fillStyle = BLEED_SHADE;
  ctx.beginPath();
  ctx.rect(...bleed);
  ctx.rect(...trim);
  ctx.fill('evenodd');
  // with a die-cut line, the trim rectangle is not where the sticker is cut
  if (!dieCut) {
    ctx.strokeStyle = CUT_COLOR;
    ctx.lineWidth = 1;
    ctx.strokeRect(Math.round(trim[0]) + 0.5, Math.round(trim[1]) + 0.5, Math.round(trim[2]), Math.round(trim[3]));
  }
  for (const line of s.safetyLines) {
    const [x, y, w, h] = rect(line.margin.left, line.margin.top, s.width - line.margin.right, s.height - line.margin.bottom);
    if (w <= 0 || h <= 0) continue;
    ctx.lineWidth = Math.max(1, line.widthPx);
    ctx.setLineDash([]);
    ctx.strokeStyle = line.altColor;
    ctx.strokeRect(x, y, w, h);
    ctx.setLineDash([Math.max(1, line.stepPx), Math.max(1, line.stepPx)]);
    ctx.strokeStyle = line.color;
    ctx.strokeRect(x, y, w, h);
  }
  if (dieCut) {
    inTrimPoints();
    // widths and dashes in screen pixels, whatever the zoom
    ctx.lineWidth = 1.5 / z;
    ctx.setLineDash([6 / z, 4 / z]);
    ctx.strokeStyle = DIE_CUT_COLOR;
    ctx.stroke(dieCut);
  }
  ctx.restore();
}
