/// <reference lib="dom" />
import { StaticCanvas } from 'fabric';
import type { DesignSurface } from '../model.ts';
import type { ImageCache } from './images.ts';
import { objectsOf } from './items.ts';

export const DEFAULT_PROOF_SIDE = 800;

/** The proof of one surface: its trim area, no guides, fitted into maxWidth × maxHeight; base64 PNG. */
export async function renderProof(surface: DesignSurface, images: ImageCache, maxWidth = DEFAULT_PROOF_SIDE, maxHeight = DEFAULT_PROOF_SIDE): Promise<string> {
  const scale = Math.min(maxWidth / surface.width, maxHeight / surface.height);
  const width = Math.max(1, Math.round(surface.width * scale));
  const height = Math.max(1, Math.round(surface.height * scale));
  const canvas = new StaticCanvas(document.createElement('canvas'), { width, height, enableRetinaScaling: false, renderOnAddRemove: false, backgroundColor: surface.background });
  try {
    canvas.setViewportTransform([scale, 0, 0, scale, 0, 0]);
    for (const o of await objectsOf(surface.items, images)) canvas.add(o);
    canvas.renderAll();
    return canvas.toDataURL({ format: 'png', multiplier: 1 }).replace(/^data:image\/png;base64,/, '');
  } finally {
    void canvas.dispose();
  }
}

/** Reads proof size options whichever way the host named them. */
export function proofSize(options: unknown, w: 'proofMaxWidth' | 'maxWidth', h: 'proofMaxHeight' | 'maxHeight'): [number, number] {
  const o = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  const side = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 16 ? Math.min(v, 4000) : DEFAULT_PROOF_SIDE);
  return [side(o[w]), side(o[h])];
}
