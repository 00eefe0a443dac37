/**
 * The artwork's pixels boiled down for the print checks: a small grid over
 * the image, each cell saying whether anything printable is in it (a pixel
 * neither transparent nor white) and whether anything see-through is. The
 * server reads it from the converted image (what vector files and PSDs
 * become), so every kind of file is checked the same way, and the browser
 * gets a few kilobytes instead of the image's pixels.
 */

/** Cells on the grid's long side: about 1/20" on a 2" label, enough to tell the bleed band from the safe zone. */
export const PREFLIGHT_GRID_SIDE = 48;

/** A cell flag: printable content is in it. */
export const CELL_CONTENT = 1;
/** A cell flag: a see-through pixel is in it. */
export const CELL_TRANSPARENT = 2;

/** Below this alpha a pixel prints nothing. */
const VISIBLE_ALPHA = 16;
/** Below this alpha a pixel lets the material show through. */
const OPAQUE_ALPHA = 240;
/** A pixel whose red, green and blue are all at least this is the white of the page: nothing is printed there. */
const WHITE = 235;

/**
 * `cells` holds one digit per cell, row by row: the sum of the flags above.
 * Cell (x, y) covers the fraction [x / width, (x + 1) / width] of the image
 * across, and the same down.
 */
export interface ContentGrid {
  width: number;
  height: number;
  cells: string;
}

/** The grid's size for an image: PREFLIGHT_GRID_SIDE on the long side (never more cells than pixels), the short side in proportion. */
export function gridSize(width: number, height: number, side = PREFLIGHT_GRID_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  const cells = Math.min(side, long);
  const scale = cells / long;
  return { width: Math.max(1, Math.min(width, Math.round(width * scale))), height: Math.max(1, Math.min(height, Math.round(height * scale))) };
}

/** The grid of an RGBA buffer (4 bytes a pixel, row by row). */
export function contentGrid(rgba: Uint8Array, width: number, height: number, side = PREFLIGHT_GRID_SIDE): ContentGrid {
  if (!(width > 0 && height > 0) || rgba.length < width * height * 4) throw new RangeError(`an RGBA buffer of ${width} x ${height} needs ${width * height * 4} bytes, got ${rgba.length}`);
  const grid = gridSize(width, height, side);
  const flags = new Uint8Array(grid.width * grid.height);
  for (let y = 0; y < height; y++) {
    const row = Math.min(grid.height - 1, Math.floor((y * grid.height) / height)) * grid.width;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const alpha = rgba[i + 3]!;
      let flag = alpha < OPAQUE_ALPHA ? CELL_TRANSPARENT : 0;
      if (alpha >= VISIBLE_ALPHA && !(rgba[i]! >= WHITE && rgba[i + 1]! >= WHITE && rgba[i + 2]! >= WHITE)) flag |= CELL_CONTENT;
      if (flag) flags[row + Math.min(grid.width - 1, Math.floor((x * grid.width) / width))]! |= flag;
    }
  }
  return { width: grid.width, height: grid.height, cells: Array.from(flags).join('') };
}

/** The flags of cell (x, y). */
export const cellFlags = (grid: ContentGrid, x: number, y: number): number => Number(grid.cells[y * grid.width + x] ?? 0);
