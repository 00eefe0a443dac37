/**
 * The cut line of a die-cut sticker, traced from the uploaded artwork. The
 * product rule: the artwork's outline (its non-transparent pixels; on a
 * Clear Background product its visible content) becomes the cut line, grown
 * by the chosen border. The caller decodes and downsizes the image (at most
 * 600 px on the long side), builds a Mask, traces it with the border in
 * pixels, and scales the path to editor units with scalePath.
 */

/** Border widths in editor units (points, 72 per inch). */
export const BORDER_OFFSETS = { None: 0, Small: 18, Large: 36 } as const;
export type Border = keyof typeof BORDER_OFFSETS;
export const BORDERS: Border[] = ['None', 'Small', 'Large'];

/** A pixel is artwork when its alpha is above this (of 255): anti-aliasing fringes fainter than ~6% do not print visibly and must not push the cut out. */
export const ALPHA_THRESHOLD = 16;
/** On a Clear Background product a pixel whose red, green and blue are all at least this is the white background, which is not printed. */
export const NEAR_WHITE = 240;
/** Default simplification tolerance: within a pixel of the traced outline, which the knife cannot follow any closer. */
export const DEFAULT_EPSILON_PX = 1;
/** Default speck filter: separate parts smaller than 1% of the largest part's area get no cut line of their own. */
export const DEFAULT_MIN_AREA_RATIO = 0.01;

/** One byte per pixel, row by row: 1 = artwork, 0 = background. */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Outline {
  /** `M x y L x y … Z`, one subpath per part, in pixels from the box's top-left corner. */
  path: string;
  /** The box of the cut line, in pixels: the path spans 0..width × 0..height. */
  width: number;
  height: number;
  /** How many separate parts (subpaths) are cut. */
  contours: number;
  /** Where the box's top-left corner lies in the traced mask's pixels: negative by the border when the cut grows past the image. */
  x: number;
  y: number;
}

type Point = readonly [number, number];

export function maskFromRgba(rgba: Uint8Array, width: number, height: number, opts: { clearBackground: boolean }): Mask {
  if (rgba.length < width * height * 4) throw new Error(`maskFromRgba: ${rgba.length} bytes is less than ${width}×${height} RGBA pixels`);
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) {
    const opaque = (rgba[p + 3] ?? 0) > ALPHA_THRESHOLD;
    const white = (rgba[p] ?? 0) >= NEAR_WHITE && (rgba[p + 1] ?? 0) >= NEAR_WHITE && (rgba[p + 2] ?? 0) >= NEAR_WHITE;
    data[i] = opaque && !(opts.clearBackground && white) ? 1 : 0;
  }
  return { width, height, data };
}

/**
 * Squared distance transform of one line in place, as the lower envelope of
 * parabolas (Felzenszwalb–Huttenlocher): f holds squared distances so far,
 * Infinity where there is none; afterwards each entry p holds the minimum
 * over q of (p − q)² + f(q). The scratch arrays are the caller's so a whole
 * image reuses them.
 */
function distanceTransform1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = -1;
  for (let q = 0; q < n; q++) {
    const fq = f[q]!;
    if (fq === Infinity) continue;
    while (k >= 0) {
      const vk = v[k]!;
      const s = (fq + q * q - (f[vk]! + vk * vk)) / (2 * (q - vk));
      if (s <= z[k]!) k--;
      else {
        k++;
        v[k] = q;
        z[k] = s;
        break;
      }
    }
    if (k < 0) {
      k = 0;
      v[0] = q;
      z[0] = -Infinity;
    }
    z[k + 1] = Infinity;
  }
  if (k < 0) {
    d.fill(Infinity, 0, n);
  } else {
    let j = 0;
    for (let q = 0; q < n; q++) {
      while (z[j + 1]! < q) j++;
      const vj = v[j]!;
      d[q] = (q - vj) * (q - vj) + f[vj]!;
    }
  }
  f.set(d.subarray(0, n));
}

/**
 * The mask grown by `radiusPx`: every pixel whose centre is within that
 * Euclidean distance of an artwork pixel's centre. The result is padded by
 * ceil(radius) on every side, so nothing is clipped; its pixel (x, y) is
 * the input's (x − pad, y − pad).
 */
export function dilate(mask: Mask, radiusPx: number): Mask {
  const pad = Math.max(0, Math.ceil(radiusPx));
  const width = mask.width + 2 * pad;
  const height = mask.height + 2 * pad;
  const out = new Uint8Array(width * height);
  if (pad === 0) {
    out.set(mask.data.subarray(0, width * height));
    return { width, height, data: out };
  }
  const limit = radiusPx * radiusPx + 1e-9;
  // Columns first: with a binary mask the vertical distance to the nearest
  // artwork pixel takes a pass down and a pass up, row by row. A column
  // further than the radius from any artwork can never be within it: it
  // counts as no artwork for the rows, which the row pass then skips.
  const column = new Float64Array(width * height).fill(Infinity);
  for (let y = 0; y < height; y++) {
    const source = y - pad;
    for (let x = pad; x < pad + mask.width; x++) {
      const i = y * width + x;
      if (source >= 0 && source < mask.height && mask.data[source * mask.width + x - pad]) column[i] = 0;
      else if (y > 0) column[i] = column[i - width]! + 1;
    }
  }
  for (let y = height - 2; y >= 0; y--) {
    for (let x = pad; x < pad + mask.width; x++) {
      const i = y * width + x;
      column[i] = Math.min(column[i]!, column[i + width]! + 1);
    }
  }
  const line = new Float64Array(width);
  const d = new Float64Array(width);
  const v = new Int32Array(width);
  const z = new Float64Array(width + 1);
  for (let y = 0; y < height; y++) {
    let any = false;
    for (let x = 0; x < width; x++) {
      const dy = column[y * width + x]!;
      const squared = dy * dy;
      line[x] = squared <= limit ? squared : Infinity;
      if (squared <= limit) any = true;
    }
    if (!any) continue;
    distanceTransform1d(line, width, d, v, z);
    for (let x = 0; x < width; x++) out[y * width + x] = line[x]! <= limit ? 1 : 0;
  }
  return { width, height, data: out };
}

/**
 * The mask with its holes filled: background not connected (through its
 * 4 neighbours) to the image edge becomes artwork, since only outer
 * boundaries are cut. Background is 4-connected because artwork is
 * 8-connected: two pixels touching at a corner are one part, and the gap
 * between them is no passage for the background.
 */
function fillHoles(mask: Mask): Mask {
  const { width, height, data } = mask;
  const outside = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  const seed = (i: number) => {
    if (!data[i] && !outside[i]) {
      outside[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) seed(i - 1);
    if (x < width - 1) seed(i + 1);
    if (i >= width) seed(i - width);
    if (i < (height - 1) * width) seed(i + width);
  }
  const filled = new Uint8Array(width * height);
  for (let i = 0; i < filled.length; i++) filled[i] = outside[i] ? 0 : 1;
  return { width, height, data: filled };
}

/** Headings along pixel edges, clockwise on screen (y down): east, south, west, north. */
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

/**
 * Traces every outer boundary along pixel edges (crack following), so the
 * corners are the pixels' own: a filled rectangle comes out as exactly its 4
 * corners and the path's box is exactly the pixels' box, which marching
 * squares through pixel centres would shrink by half a pixel each side. Each
 * boundary is walked clockwise with the artwork on the right; at a vertex
 * where two artwork pixels touch only diagonally the walk turns toward the
 * other one (artwork is 8-connected, as fillHoles assumes). Only the
 * vertices where the heading changes are kept.
 */
function traceBoundaries(mask: Mask): Point[][] {
  const { width, height, data } = mask;
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < width && y < height ? data[y * width + x]! : 0);
  /** Pixels whose top edge has been walked (eastward): each starts a boundary once. */
  const walked = new Uint8Array(width * height);
  const contours: Point[][] = [];
  const maxSteps = 4 * (width + 1) * (height + 1);
  for (let sy = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++) {
      const i = sy * width + sx;
      if (!data[i] || walked[i] || at(sx, sy - 1)) continue;
      const points: Point[] = [];
      let x = sx;
      let y = sy;
      let dir = 0;
      for (let step = 0; step < maxSteps; step++) {
        if (dir === 0) walked[y * width + x] = 1;
        x += DX[dir]!;
        y += DY[dir]!;
        // The two pixels ahead of vertex (x, y), to the right and to the left of the heading.
        const right = at(x + (DX[dir]! - DY[dir]! < 0 ? -1 : 0), y + (DY[dir]! + DX[dir]! < 0 ? -1 : 0));
        const left = at(x + (DX[dir]! + DY[dir]! < 0 ? -1 : 0), y + (DY[dir]! - DX[dir]! < 0 ? -1 : 0));
        const next = left ? (dir + 3) % 4 : right ? dir : (dir + 1) % 4;
        if (next !== dir) points.push([x, y]);
        dir = next;
        if (x === sx && y === sy && dir === 0) break;
      }
      contours.push(points);
    }
  }
  return contours;
}

/** Twice the signed area (shoelace); positive for the clockwise-on-screen boundaries traced here. */
function doubledArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Ramer–Douglas–Peucker between two indices (inclusive), iterative: outlines have thousands of vertices. */
function keepByRdp(points: readonly Point[], first: number, last: number, epsilon: number, keep: Uint8Array): void {
  const stack: [number, number][] = [[first, last]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    let farthest = -1;
    let max = epsilon;
    for (let i = a + 1; i < b; i++) {
      const d = distanceToSegment(points[i]!, points[a]!, points[b]!);
      if (d > max) {
        max = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([a, farthest], [farthest, b]);
    }
  }
}

/** A closed ring simplified: split at the vertex farthest from the first, each half by RDP. */
function simplifyRing(points: readonly Point[], epsilon: number): Point[] {
  if (points.length <= 4 || epsilon <= 0) return [...points];
  let split = 0;
  let max = -1;
  const [x0, y0] = points[0]!;
  for (let i = 1; i < points.length; i++) {
    const d = Math.hypot(points[i]![0] - x0, points[i]![1] - y0);
    if (d > max) {
      max = d;
      split = i;
    }
  }
  const ring = [...points, points[0]!];
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[split] = 1;
  keepByRdp(ring, 0, split, epsilon, keep);
  keepByRdp(ring, split, ring.length - 1, epsilon, keep);
  const kept = points.filter((_, i) => keep[i]);
  // A sliver can collapse to a segment; keep its traced vertices instead.
  return kept.length >= 3 ? kept : [...points];
}

/** At most 2 decimals, no trailing zeros, no "-0". */
function formatNumber(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function writePath(contours: readonly (readonly Point[])[]): string {
  return contours
    .map((points) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${formatNumber(x)} ${formatNumber(y)}`).join(' ') + ' Z')
    .join(' ');
}

/**
 * The cut line around the artwork of `mask`: grown by `offsetPx`, holes
 * filled, each separate part's outer boundary traced, parts smaller than
 * `minAreaRatio` (default 1%) of the largest dropped, simplified within
 * `epsilonPx` (default 1), as an SVG path relative to the cut line's box.
 * Null when the mask holds no artwork (a fully transparent image).
 */
export function traceOutline(mask: Mask, opts: { offsetPx: number; epsilonPx?: number; minAreaRatio?: number }): Outline | null {
  const epsilon = opts.epsilonPx ?? DEFAULT_EPSILON_PX;
  const minAreaRatio = opts.minAreaRatio ?? DEFAULT_MIN_AREA_RATIO;
  const grown = dilate(mask, opts.offsetPx);
  const pad = (grown.width - mask.width) / 2;
  const traced = traceBoundaries(fillHoles(grown)).map((points) => ({ points, area: doubledArea(points) / 2 }));
  if (traced.length === 0) return null;
  const largest = Math.max(...traced.map((c) => c.area));
  const kept = traced.filter((c) => c.area >= largest * minAreaRatio).map((c) => simplifyRing(c.points, epsilon));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const points of kept) {
    for (const [x, y] of points) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  const shifted = kept.map((points) => points.map(([x, y]): Point => [x - minX, y - minY]));
  return { path: writePath(shifted), width: maxX - minX, height: maxY - minY, contours: kept.length, x: minX - pad, y: minY - pad };
}

/** A path of absolute M, L and Z commands (as traceOutline writes) with every x times sx and y times sy: pixels to points. */
export function scalePath(path: string, sx: number, sy: number): string {
  const tokens = path.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let coordinate = 0;
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      if (!'MLZ'.includes(token)) throw new Error(`scalePath: only absolute M, L and Z are supported, not ${token}`);
      out.push(token);
      coordinate = 0;
    } else {
      out.push(formatNumber(Number(token) * (coordinate % 2 === 0 ? sx : sy)));
      coordinate++;
    }
  }
  return out.join(' ');
}
