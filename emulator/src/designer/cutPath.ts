import type { DieCut } from './model.ts';
import { DesignInputError } from './parse.ts';

/**
 * The die-cut line's path language: a strict subset of SVG path data (absolute M, L, H, V, C, Q, Z), read into
 * segments every renderer can draw (the editor's canvas, the proof mask, the preview, the PDF). Shared by the
 * server and the editor bundle, so no Node or DOM imports.
 */

/** A traced outline of many thousand points fits; a path past this is a mistake or an attack, not a sticker. */
export const CUT_PATH_MAX_CHARS = 300_000;

export type CutSegment =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Q'; x1: number; y1: number; x: number; y: number }
  | { op: 'Z' };

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, Q: 4, Z: 0 };
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;

/** Reads path data; throws DesignInputError naming the field and the character where it went wrong. */
export function parseCutPath(d: string, field: string): CutSegment[] {
  if (d.length > CUT_PATH_MAX_CHARS) throw new DesignInputError(`${field} is longer than ${CUT_PATH_MAX_CHARS} characters`);
  const out: CutSegment[] = [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  // where the current subpath began: Z returns there
  let sx = 0;
  let sy = 0;
  let drawn = false;
  // annotated, so the compiler knows a call never returns
  const fail: (why: string) => never = (why) => {
    throw new DesignInputError(`${field}: ${why} at character ${i}`);
  };
  const skipSpace = () => {
    while (i < d.length && isSpace(d.charCodeAt(i))) i++;
  };
  // SVG's comma-wsp: a comma may separate numbers, never follow a command letter
  const readNumber = (first: boolean): number | null => {
    skipSpace();
    if (!first && d[i] === ',') {
      i++;
      skipSpace();
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(d);
    if (!m) return null;
    const n = Number(m[0]);
    if (!Number.isFinite(n)) fail('a number is not finite');
    i += m[0].length;
    return n;
  };

  skipSpace();
  if (i >= d.length) fail('the path is empty');
  while (i < d.length) {
    const c = d[i]!;
    const arity = ARITY[c];
    if (arity === undefined) fail(/[mlhvcqzsta]/.test(c) ? `relative or unsupported command "${c}" (use absolute M, L, H, V, C, Q, Z)` : /[STA]/.test(c) ? `unsupported command "${c}" (use M, L, H, V, C, Q, Z)` : `unexpected "${c}"`);
    if (out.length === 0 && c !== 'M') fail('the path must start with M');
    i++;
    if (arity === 0) {
      out.push({ op: 'Z' });
      cx = sx;
      cy = sy;
      skipSpace();
      continue;
    }
    for (let group = 0; ; group++) {
      const save = i;
      const head = readNumber(group === 0);
      if (head === null) {
        if (group === 0) fail(`${c} needs ${arity} numbers`);
        i = save;
        break;
      }
      const a = [head];
      while (a.length < arity) a.push(readNumber(false) ?? fail(`${c} needs ${arity} numbers`));
      const [p, q, r, s, t, u] = a as [number, number, number, number, number, number];
      if (c === 'M' && group === 0) out.push({ op: 'M', x: p, y: q });
      else if (c === 'M' || c === 'L') out.push({ op: 'L', x: p, y: q });
      else if (c === 'H') out.push({ op: 'L', x: p, y: cy });
      else if (c === 'V') out.push({ op: 'L', x: cx, y: p });
      else if (c === 'C') out.push({ op: 'C', x1: p, y1: q, x2: r, y2: s, x: t, y: u });
      else out.push({ op: 'Q', x1: p, y1: q, x: r, y: s });
      const last = out[out.length - 1] as { op: string; x: number; y: number };
      if (last.op === 'M') {
        sx = last.x;
        sy = last.y;
      } else drawn = true;
      cx = last.x;
      cy = last.y;
    }
    skipSpace();
  }
  if (!drawn) fail('the path draws nothing (it needs L, H, V, C or Q after M)');
  return out;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The path stretched from its own box onto a rectangle (y down, as the design model and SVG are). */
export function fitCutPath(segments: CutSegment[], box: Pick<DieCut, 'width' | 'height'>, to: Rect): CutSegment[] {
  const sx = to.width / box.width;
  const sy = to.height / box.height;
  const X = (x: number) => to.x + x * sx;
  const Y = (y: number) => to.y + y * sy;
  return segments.map((s) => {
    switch (s.op) {
      case 'Z':
        return s;
      case 'C':
        return { op: 'C', x1: X(s.x1), y1: Y(s.y1), x2: X(s.x2), y2: Y(s.y2), x: X(s.x), y: Y(s.y) };
      case 'Q':
        return { op: 'Q', x1: X(s.x1), y1: Y(s.y1), x: X(s.x), y: Y(s.y) };
      default:
        return { op: s.op, x: X(s.x), y: Y(s.y) };
    }
  });
}

const n = (v: number) => String(Math.round(v * 1000) / 1000);

/** Segments back to SVG path data (for SVG renderers and the canvas's Path2D). */
export function cutPathSvg(segments: CutSegment[]): string {
  return segments.map((s) => {
    switch (s.op) {
      case 'Z':
        return 'Z';
      case 'C':
        return `C${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)}`;
      case 'Q':
        return `Q${n(s.x1)} ${n(s.y1)} ${n(s.x)} ${n(s.y)}`;
      default:
        return `${s.op}${n(s.x)} ${n(s.y)}`;
    }
  }).join('');
}

/** A surface's cut line in trim coordinates (points from the trim's top-left), or null without one. */
export function surfaceCutPath(surface: { width: number; height: number; dieCut?: DieCut }): CutSegment[] | null {
  const cut = surface.dieCut;
  if (!cut) return null;
  return fitCutPath(parseCutPath(cut.path, 'dieCut.path'), cut, { x: 0, y: 0, width: surface.width, height: surface.height });
}
