/// <reference lib="dom" />
import type { TMat2D } from 'fabric';
import type { DesignSurface } from '../model.ts';

export const FRAME_COLOR = '#e5e7eb';
const BLEED_SHADE = 'rgba(17, 24, 39, 0.16)';
const OUTSIDE_SHADE = 'rgba(229, 231, 235, 0.78)';
const CUT_COLOR = '#374151';

/**
 * Draws the print guides over the design, in screen pixels so they stay crisp at any zoom: the part of items
 * past the bleed dimmed, the bleed shaded, the cut line solid, each safety line dashed in its two colours.
 */
export function drawGuides(ctx: CanvasRenderingContext2D, s: DesignSurface, vpt: TMat2D, size: { width: number; height: number }): void {
  const z = vpt[0];
  const px = (x: number) => x * z + vpt[4];
  const py = (y: number) => y * z + vpt[5];
  const rect = (l: number, t: number, r: number, b: number) => [px(l), py(t), (r - l) * z, (b - t) * z] as const;
  const bleed = rect(-s.bleed.left, -s.bleed.top, s.width + s.bleed.right, s.height + s.bleed.bottom);
  const trim = rect(0, 0, s.width, s.height);
  ctx.save();
  ctx.fillStyle = OUTSIDE_SHADE;
  ctx.beginPath();
  ctx.rect(0, 0, size.width, size.height);
  ctx.rect(...bleed);
  ctx.fill('evenodd');
  ctx.fillStyle = BLEED_SHADE;
  ctx.beginPath();
  ctx.rect(...bleed);
  ctx.rect(...trim);
  ctx.fill('evenodd');
  ctx.strokeStyle = CUT_COLOR;
  ctx.lineWidth = 1;
  ctx.strokeRect(Math.round(trim[0]) + 0.5, Math.round(trim[1]) + 0.5, Math.round(trim[2]), Math.round(trim[3]));
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
  ctx.restore();
}
