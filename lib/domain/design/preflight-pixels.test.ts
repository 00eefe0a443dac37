import { CELL_CONTENT, CELL_TRANSPARENT, cellFlags, contentGrid, gridSize } from './preflight-pixels';

/** An RGBA buffer of `width` × `height`, every pixel `fill`, then `paint` applied per pixel. */
function pixels(width: number, height: number, fill: [number, number, number, number], paint?: (x: number, y: number) => [number, number, number, number] | null): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const px = paint?.(x, y) ?? fill;
      out.set(px, (y * width + x) * 4);
    }
  return out;
}

const WHITE: [number, number, number, number] = [255, 255, 255, 255];
const CLEAR: [number, number, number, number] = [0, 0, 0, 0];
const RED: [number, number, number, number] = [200, 30, 30, 255];

describe('gridSize', () => {
  it('puts the long side on the grid side and keeps the proportions', () => {
    expect(gridSize(2400, 1200)).toEqual({ width: 48, height: 24 });
    expect(gridSize(300, 900)).toEqual({ width: 16, height: 48 });
  });

  it('never has more cells than pixels', () => {
    expect(gridSize(10, 4)).toEqual({ width: 10, height: 4 });
    expect(gridSize(1, 1)).toEqual({ width: 1, height: 1 });
  });
});

describe('contentGrid', () => {
  it('marks nothing on a white page', () => {
    const grid = contentGrid(pixels(8, 8, WHITE), 8, 8, 4);
    expect(grid).toEqual({ width: 4, height: 4, cells: '0'.repeat(16) });
  });

  it('marks the cells holding printable pixels', () => {
    // A red dot in the top-left 2×2 block of an 8×8 white page, 4×4 cells.
    const grid = contentGrid(pixels(8, 8, WHITE, (x, y) => (x < 2 && y < 2 ? RED : null)), 8, 8, 4);
    expect(cellFlags(grid, 0, 0)).toBe(CELL_CONTENT);
    expect(grid.cells.slice(1)).toBe('0'.repeat(15));
  });

  it('marks see-through pixels, with content where they are also visible', () => {
    const half: [number, number, number, number] = [200, 30, 30, 128];
    const grid = contentGrid(pixels(4, 4, CLEAR, (x) => (x === 3 ? half : null)), 4, 4, 4);
    expect(cellFlags(grid, 0, 0)).toBe(CELL_TRANSPARENT);
    expect(cellFlags(grid, 3, 2)).toBe(CELL_TRANSPARENT | CELL_CONTENT);
  });

  it('reads near-white and invisible pixels as no content', () => {
    const grid = contentGrid(pixels(2, 1, WHITE, (x) => (x === 0 ? [240, 245, 250, 255] : [0, 0, 0, 8])), 2, 1, 2);
    expect(cellFlags(grid, 0, 0)).toBe(0);
    expect(cellFlags(grid, 1, 0)).toBe(CELL_TRANSPARENT);
  });

  it('refuses a buffer shorter than its size', () => {
    expect(() => contentGrid(new Uint8Array(10), 4, 4)).toThrow(RangeError);
  });
});
