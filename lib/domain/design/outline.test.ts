import { BORDER_OFFSETS, BORDERS, dilate, maskFromRgba, scalePath, traceOutline, type Mask } from './outline';

/** A mask drawn by a predicate over pixel coordinates. */
function drawMask(width: number, height: number, inside: (x: number, y: number) => boolean): Mask {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = inside(x, y) ? 1 : 0;
  return { width, height, data };
}

const rect = (x0: number, y0: number, x1: number, y1: number) => (x: number, y: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
const disc = (cx: number, cy: number, r: number) => (x: number, y: number) => (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r;

type Subpath = [number, number][];

/** Reads back a path of `M x y L x y … Z` subpaths; throws on anything else, so a malformed path fails the test. */
function parsePath(path: string): Subpath[] {
  const tokens = path.trim().split(/\s+/);
  const subpaths: Subpath[] = [];
  let current: Subpath | null = null;
  for (let i = 0; i < tokens.length; ) {
    const command = tokens[i++];
    if (command === 'Z') {
      if (!current || current.length < 3) throw new Error(`closing a subpath of ${current?.length ?? 0} points`);
      subpaths.push(current);
      current = null;
      continue;
    }
    if (command !== 'M' && command !== 'L') throw new Error(`unexpected token ${command}`);
    if ((command === 'M') !== (current === null)) throw new Error(`${command} at the wrong place`);
    const x = tokens[i++];
    const y = tokens[i++];
    for (const n of [x, y]) if (n === undefined || !/^-?\d+(\.\d{1,2})?$/.test(n)) throw new Error(`bad number ${n}`);
    current ??= [];
    current.push([Number(x), Number(y)]);
  }
  if (current) throw new Error('unclosed subpath');
  return subpaths;
}

const points = (path: string) => parsePath(path).flat();

function box(path: string) {
  const all = points(path);
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** Every point of the outline lies in its box, and the path spans the box exactly. */
function expectFitsBox(outline: { path: string; width: number; height: number }) {
  expect(box(outline.path)).toEqual({ minX: 0, minY: 0, maxX: outline.width, maxY: outline.height });
}

describe('borders', () => {
  it('offsets None, Small and Large by 0, 18 and 36 points', () => {
    expect(BORDERS.map((b) => BORDER_OFFSETS[b])).toEqual([0, 18, 36]);
  });
});

describe('maskFromRgba', () => {
  // Four pixels: transparent, faint fringe, opaque white, opaque red.
  const rgba = Uint8Array.from([0, 0, 0, 0, 200, 0, 0, 10, 255, 255, 255, 255, 200, 0, 0, 255]);

  it('takes the non-transparent pixels, fringes below the threshold left out', () => {
    expect(Array.from(maskFromRgba(rgba, 4, 1, { clearBackground: false }).data)).toEqual([0, 0, 1, 1]);
  });

  it('leaves out the opaque near-white background on a clear product', () => {
    expect(Array.from(maskFromRgba(rgba, 4, 1, { clearBackground: true }).data)).toEqual([0, 0, 0, 1]);
    const offWhite = Uint8Array.from([245, 250, 241, 255, 230, 250, 250, 255]);
    expect(Array.from(maskFromRgba(offWhite, 2, 1, { clearBackground: true }).data)).toEqual([0, 1]);
  });

  it('refuses a buffer smaller than the image', () => {
    expect(() => maskFromRgba(rgba, 2, 3, { clearBackground: false })).toThrow();
  });
});

describe('dilate', () => {
  it('pads by the radius and grows a single pixel into a Euclidean disc', () => {
    const grown = dilate(drawMask(1, 1, () => true), 3);
    expect([grown.width, grown.height]).toEqual([7, 7]);
    const expected = drawMask(7, 7, (x, y) => (x - 3) ** 2 + (y - 3) ** 2 <= 9);
    expect(Array.from(grown.data)).toEqual(Array.from(expected.data));
  });

  it.each([1, 2.5, 7])('matches a brute-force distance check on a scattered mask, radius %p', (r) => {
    const mask = drawMask(12, 9, (x, y) => (x * 7 + y * 13) % 11 === 0);
    const grown = dilate(mask, r);
    const pad = Math.ceil(r);
    const brute = drawMask(mask.width + 2 * pad, mask.height + 2 * pad, (x, y) => {
      for (let j = 0; j < mask.height; j++)
        for (let i = 0; i < mask.width; i++) if (mask.data[j * mask.width + i] && (i + pad - x) ** 2 + (j + pad - y) ** 2 <= r * r) return true;
      return false;
    });
    expect(Array.from(grown.data)).toEqual(Array.from(brute.data));
  });

  it('returns the mask unchanged for radius 0', () => {
    const mask = drawMask(3, 2, (x) => x === 1);
    expect(dilate(mask, 0)).toEqual(mask);
  });
});

describe('traceOutline', () => {
  it('outlines a filled square with its 4 corners and its box', () => {
    const outline = traceOutline(drawMask(40, 30, rect(5, 8, 25, 20)), { offsetPx: 0 });
    expect(outline).toMatchObject({ width: 20, height: 12, contours: 1, x: 5, y: 8 });
    expect(outline!.path).toBe('M 20 0 L 20 12 L 0 12 L 0 0 Z');
  });

  it('grows the box by twice the offset and rounds the corners', () => {
    const r = 10;
    const outline = traceOutline(drawMask(40, 40, rect(10, 10, 30, 30)), { offsetPx: r })!;
    expect(outline).toMatchObject({ width: 20 + 2 * r, height: 20 + 2 * r, contours: 1, x: 10 - r, y: 10 - r });
    expectFitsBox(outline);
    const vertices = points(outline.path);
    expect(vertices.length).toBeGreaterThan(8);
    // A rounded corner stays about (√2 − 1)·r ≈ 4 px away from the box's corners.
    for (const [cx, cy] of [[0, 0], [outline.width, 0], [0, outline.height], [outline.width, outline.height]]) {
      const nearest = Math.min(...vertices.map(([x, y]) => Math.hypot(x - cx!, y - cy!)));
      expect(nearest).toBeGreaterThan(3);
    }
  });

  it('fills a donut: only its outer edge is cut', () => {
    const donut = (x: number, y: number) => disc(50, 50, 40)(x, y) && !disc(50, 50, 20)(x, y);
    const outline = traceOutline(drawMask(100, 100, donut), { offsetPx: 0 })!;
    expect(outline.contours).toBe(1);
    expect(parsePath(outline.path)).toHaveLength(1);
    expect(outline.width).toBe(80);
  });

  it('cuts two separate blobs apart, and merges them once the border closes the gap', () => {
    const blobs = (x: number, y: number) => rect(0, 0, 20, 20)(x, y) || rect(30, 0, 50, 20)(x, y);
    const apart = traceOutline(drawMask(50, 20, blobs), { offsetPx: 2 })!;
    expect(apart.contours).toBe(2);
    expect(parsePath(apart.path)).toHaveLength(2);
    expect(apart.width).toBe(54);
    const merged = traceOutline(drawMask(50, 20, blobs), { offsetPx: 6 })!;
    expect(merged.contours).toBe(1);
  });

  it('takes pixels touching at a corner as one part', () => {
    const diagonal = traceOutline(drawMask(4, 4, (x, y) => (x < 2 && y < 2) || (x >= 2 && y >= 2)), { offsetPx: 0, epsilonPx: 0 })!;
    expect(diagonal.contours).toBe(1);
    expect(diagonal.path).toBe('M 2 0 L 2 2 L 4 2 L 4 4 L 2 4 L 2 2 L 0 2 L 0 0 Z');
  });

  it('drops a speck far smaller than the main part', () => {
    const withSpeck = drawMask(100, 100, (x, y) => rect(0, 0, 60, 60)(x, y) || (x === 90 && y === 90));
    const outline = traceOutline(withSpeck, { offsetPx: 0 })!;
    expect(outline).toMatchObject({ contours: 1, width: 60, height: 60 });
    expect(traceOutline(withSpeck, { offsetPx: 0, minAreaRatio: 0 })!.contours).toBe(2);
  });

  it('has no outline for an empty (fully transparent) image', () => {
    expect(traceOutline(drawMask(20, 20, () => false), { offsetPx: 10 })).toBeNull();
    const transparent = maskFromRgba(new Uint8Array(8 * 8 * 4), 8, 8, { clearBackground: false });
    expect(traceOutline(transparent, { offsetPx: 0 })).toBeNull();
  });

  it('ignores the white background of a clear product', () => {
    const size = 30;
    const rgba = new Uint8Array(size * size * 4).fill(255);
    for (let y = 10; y < 20; y++) for (let x = 5; x < 15; x++) rgba.set([20, 40, 200, 255], (y * size + x) * 4);
    const clear = traceOutline(maskFromRgba(rgba, size, size, { clearBackground: true }), { offsetPx: 0 })!;
    expect(clear).toMatchObject({ width: 10, height: 10, x: 5, y: 10 });
    const opaque = traceOutline(maskFromRgba(rgba, size, size, { clearBackground: false }), { offsetPx: 0 })!;
    expect(opaque).toMatchObject({ width: 30, height: 30, x: 0, y: 0 });
  });

  it('writes a path that parses back and stays in its box, for an irregular shape', () => {
    const shape = (x: number, y: number) => disc(30, 30, 25)(x, y) || rect(40, 5, 70, 15)(x, y) || (x + y) % 17 === 0;
    for (const offsetPx of [0, 3.5, 12]) {
      const outline = traceOutline(drawMask(80, 60, shape), { offsetPx })!;
      expect(parsePath(outline.path)).toHaveLength(outline.contours);
      expectFitsBox(outline);
    }
  });

  it('simplifies a staircase edge to a straight line within a pixel', () => {
    const triangle = traceOutline(drawMask(50, 50, (x, y) => x <= y), { offsetPx: 0 })!;
    expect(points(triangle.path).length).toBeLessThanOrEqual(4);
    const exact = traceOutline(drawMask(50, 50, (x, y) => x <= y), { offsetPx: 0, epsilonPx: 0 })!;
    expect(points(exact.path).length).toBeGreaterThan(90);
  });

  it('traces a 600 × 600 disc with a 30 px border to the right box', () => {
    const outline = traceOutline(drawMask(600, 600, disc(300, 300, 300)), { offsetPx: 30 })!;
    expect(outline.contours).toBe(1);
    expect(outline.width).toBeGreaterThanOrEqual(658);
    expect(outline.width).toBeLessThanOrEqual(660);
    expect(outline.height).toBe(outline.width);
    expectFitsBox(outline);
    // Simplified: a circle this size needs far fewer vertices than its ~2,600 pixel steps.
    expect(points(outline.path).length).toBeLessThan(400);
  });
});

describe('scalePath', () => {
  it('scales x and y separately, at most 2 decimals', () => {
    expect(scalePath('M 20 0 L 20 12 L 0 12 Z', 0.5, 1 / 3)).toBe('M 10 0 L 10 4 L 0 4 Z');
    expect(scalePath('M 1 1 L 2 2 L 1 2 Z', 1.2345, 2)).toBe('M 1.23 2 L 2.47 4 L 1.23 4 Z');
  });

  it('refuses commands whose numbers are not x, y pairs', () => {
    expect(() => scalePath('M 0 0 H 10 Z', 2, 2)).toThrow();
  });
});
