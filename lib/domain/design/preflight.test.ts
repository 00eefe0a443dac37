import { preflight, preflightLayout, printsWhiteInk, resolutionIssue, type PreflightGuides } from './preflight';
import { contentGrid, type ContentGrid } from './preflight-pixels';

/** The seeded templates' guides: 1/8" bleed, safe line 1/8" inside the cut. */
const GUIDES: PreflightGuides = { bleed: { left: 9, top: 9, right: 9, bottom: 9 }, safe: 9 };

/** A grid from rows of characters: '#' content, '.' white, ' ' transparent. */
function gridOf(rows: string[]): ContentGrid {
  const width = rows[0]!.length;
  const rgba = new Uint8Array(width * rows.length * 4);
  rows.forEach((row, y) =>
    Array.from(row).forEach((c, x) => rgba.set(c === '#' ? [20, 20, 200, 255] : c === '.' ? [255, 255, 255, 255] : [0, 0, 0, 0], (y * width + x) * 4)),
  );
  return contentGrid(rgba, width, rows.length);
}

const kinds = (input: Parameters<typeof preflight>[0]) => preflight(input).issues.map((i) => i.kind);

describe('resolutionIssue', () => {
  it('is the dpi at the chosen size, against the 300 a print needs', () => {
    // 450 px across 3": 150 dpi, soft but not blurry.
    expect(resolutionIssue({ width: 450, height: 300 }, { widthIn: 3, heightIn: 2 })).toEqual({ kind: 'resolution', level: 'low', dpi: 150, widthIn: 3, heightIn: 2 });
    expect(resolutionIssue({ width: 200, height: 200 }, { widthIn: 2, heightIn: 2 })).toEqual({ kind: 'resolution', level: 'severe', dpi: 100, widthIn: 2, heightIn: 2 });
    expect(resolutionIssue({ width: 600, height: 600 }, { widthIn: 2, heightIn: 2 })).toBeNull();
  });

  it('follows a custom size: the same file is sharp small and soft large', () => {
    expect(resolutionIssue({ width: 900, height: 600 }, { widthIn: 2.5, heightIn: 1.67 })).toBeNull();
    expect(resolutionIssue({ width: 900, height: 600 }, { widthIn: 4.37, heightIn: 2.91 })).toMatchObject({ level: 'low', dpi: 206, widthIn: 4.37, heightIn: 2.91 });
  });

  it('takes the axis that fills the design when the proportions differ', () => {
    // 300 × 150 px in 3 × 2 in: the width fills, 100 dpi.
    expect(resolutionIssue({ width: 300, height: 150 }, { widthIn: 3, heightIn: 2 })).toMatchObject({ dpi: 100 });
  });

  it('says nothing without a size', () => {
    expect(resolutionIssue({ width: 10, height: 10 }, { widthIn: 0, heightIn: 2 })).toBeNull();
  });
});

describe('preflightLayout', () => {
  it('draws the bleed box around the cut line and the safe line inside it, in points', () => {
    const layout = preflightLayout({ width: 100, height: 100 }, { widthIn: 2, heightIn: 2 }, GUIDES);
    expect(layout.box).toEqual({ width: 162, height: 162 });
    expect(layout.trim).toEqual({ x: 9, y: 9, width: 144, height: 144 });
    expect(layout.safe).toEqual({ x: 18, y: 18, width: 126, height: 126 });
    expect(layout.art).toEqual({ x: 0, y: 0, width: 162, height: 162 });
  });

  it('centres an artwork of other proportions', () => {
    const layout = preflightLayout({ width: 200, height: 100 }, { widthIn: 2, heightIn: 2 }, GUIDES);
    expect(layout.art).toEqual({ x: 0, y: 40.5, width: 162, height: 81 });
  });
});

describe('preflight', () => {
  const size = { widthIn: 2, heightIn: 2 };
  // 18 cells over a 162 pt box: 9 pt a cell, so the outer ring is the bleed and the next ring the caution zone.
  const pixels = { width: 1800, height: 1800 };
  const blank = Array.from({ length: 18 }, () => '.'.repeat(18));
  const at = (rows: string[], x: number, y: number, c = '#') => rows.map((row, i) => (i === y ? row.slice(0, x) + c + row.slice(x + 1) : row));

  it('finds nothing in artwork kept inside the safe line', () => {
    expect(kinds({ pixels, grid: gridOf(at(blank, 9, 9)), size, guides: GUIDES, whiteInk: false })).toEqual([]);
  });

  it('flags content in the bleed band, with its cells', () => {
    const result = preflight({ pixels, grid: gridOf(at(blank, 0, 5)), size, guides: GUIDES, whiteInk: false });
    expect(result.issues).toEqual([{ kind: 'bleed', cells: [5 * 18] }]);
  });

  it('flags content between the safe line and the cut line', () => {
    expect(preflight({ pixels, grid: gridOf(at(blank, 16, 9)), size, guides: GUIDES, whiteInk: false }).issues).toEqual([{ kind: 'safe', cells: [9 * 18 + 16] }]);
  });

  it('checks no band on a die-cut shape', () => {
    expect(kinds({ pixels, grid: gridOf(at(blank, 0, 0)), size, guides: null, whiteInk: false })).toEqual([]);
  });

  it('flags transparency only on a product without white ink', () => {
    const clear = gridOf(at(blank, 9, 9, ' '));
    expect(kinds({ pixels, grid: clear, size, guides: GUIDES, whiteInk: false })).toEqual(['transparency']);
    expect(kinds({ pixels, grid: clear, size, guides: GUIDES, whiteInk: true })).toEqual([]);
  });

  it('lists every problem, resolution first, and checks only the resolution without pixels', () => {
    const small = { width: 100, height: 100 };
    expect(kinds({ pixels: small, grid: gridOf(at(at(blank, 0, 0), 9, 9, ' ')), size, guides: GUIDES, whiteInk: false })).toEqual(['resolution', 'bleed', 'transparency']);
    expect(kinds({ pixels: small, grid: null, size, guides: GUIDES, whiteInk: false })).toEqual(['resolution']);
  });
});

describe('printsWhiteInk', () => {
  const none = { tags: ['Customizable'], options: [{ name: 'Material', values: ['White Vinyl'] }] };
  it('is false for a product printed in colour only, whatever its material is called', () => {
    expect(printsWhiteInk(none)).toBe(false);
  });

  it('is true on a clear background, with the white underprint, or a White ink option', () => {
    expect(printsWhiteInk({ ...none, tags: ['Clear Background'] })).toBe(true);
    expect(printsWhiteInk({ ...none, tags: ['OE=White Halo'] })).toBe(true);
    expect(printsWhiteInk({ ...none, options: [{ name: 'Ink', values: ['CMYK', 'White'] }] })).toBe(true);
  });
});
