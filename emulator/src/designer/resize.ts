import type { DesignSurface } from './model.ts';

/**
 * The vendor's `resize` command with `resize: 0` (Fit): the surface takes the new trim size, each item keeps its
 * relative position and is scaled by the factor that fits the old trim inside the new one.
 */
export function resizeSurfaceFit(surface: DesignSurface, width: number, height: number): DesignSurface {
  const fx = width / surface.width;
  const fy = height / surface.height;
  const fit = Math.min(fx, fy);
  return {
    ...surface,
    width,
    height,
    items: surface.items.map((item) => {
      const scaled = { ...item, cx: item.cx * fx, cy: item.cy * fy, scaleX: item.scaleX * fit, scaleY: item.scaleY * fit };
      return scaled;
    }),
  };
}
