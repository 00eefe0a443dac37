/** Small SVG building blocks shared by the product scenes and brand art. */

export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
export const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";

export interface Palette {
  /** scene background */
  bg: string;
  /** printed label base colour */
  label: string;
  /** text on the label */
  ink: string;
  /** motif colour on the label */
  accent: string;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A studio backdrop: a soft vertical gradient plus a floor tone. librsvg blur filters cost ~100 ms per
 *  image, so shadows everywhere are drawn with radial gradients instead. */
export function backdrop(w: number, h: number, p: Palette, id = 'bd'): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/>` +
      `<stop offset="1" stop-color="${shade(p.bg, -0.14)}"/></linearGradient>` +
      `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/>` +
      `<stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/>` +
      `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

/** Soft contact shadow under an object. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 1): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)" opacity="${opacity}"/>`;
}

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export type FaceShape = 'rect' | 'round' | 'circle' | 'oval' | 'star' | 'badge' | 'leaf' | 'tag';

/** Outline path of a label/sticker shape inside the box (x, y, w, h). */
export function shapePath(shape: FaceShape, x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (shape) {
    case 'rect':
      return `M${x} ${y}h${w}v${h}h${-w}Z`;
    case 'round': {
      const r = Math.min(w, h) * 0.12;
      return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
        `h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
    }
    case 'circle':
    case 'oval':
      return `M${x} ${cy}a${w / 2} ${h / 2} 0 1 0 ${w} 0a${w / 2} ${h / 2} 0 1 0 ${-w} 0Z`;
    case 'star': {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 === 0 ? 1 : 0.5;
        pts.push(`${(cx + Math.cos(a) * r * w / 2).toFixed(1)} ${(cy + Math.sin(a) * r * h / 2 + h * 0.04).toFixed(1)}`);
      }
      return `M${pts.join('L')}Z`;
    }
    case 'badge': {
      const pts: string[] = [];
      for (let i = 0; i < 32; i++) {
        const a = (i * Math.PI) / 16;
        const r = i % 2 === 0 ? 0.5 : 0.44;
        pts.push(`${(cx + Math.cos(a) * r * w).toFixed(1)} ${(cy + Math.sin(a) * r * h).toFixed(1)}`);
      }
      return `M${pts.join('L')}Z`;
    }
    case 'leaf':
      return `M${x} ${y + h}C${x} ${y + h * 0.3} ${x + w * 0.35} ${y} ${x + w} ${y}` +
        `C${x + w} ${y + h * 0.7} ${x + w * 0.65} ${y + h} ${x} ${y + h}Z`;
    case 'tag': {
      const n = w * 0.22;
      return `M${x + n} ${y}h${w - n}v${h}h${-(w - n)}L${x} ${cy}Z`;
    }
  }
}

export interface FaceOpts {
  shape: FaceShape;
  palette: Palette;
  text: string;
  sub?: string;
  /** transparent base: the label is clear film, only the ink shows */
  clear?: boolean;
  /** metallic base */
  foil?: 'silver' | 'gold' | 'holo';
  kraft?: boolean;
}

let faceSeq = 0;

/** The printed design of one label: base, motif, main text and a small line of sub text. */
export function labelFace(x: number, y: number, w: number, h: number, o: FaceOpts): string {
  const id = `face${faceSeq++}`;
  const p = o.palette;
  const path = shapePath(o.shape, x, y, w, h);
  const base = o.clear
    ? 'none'
    : o.foil
      ? `url(#${id}f)`
      : o.kraft
        ? '#c8a67a'
        : p.label;
  const foilStops = o.foil === 'gold'
    ? ['#b8872b', '#f6dc8c', '#a87a22', '#f2d27a']
    : o.foil === 'holo'
      ? ['#9be7ff', '#f7a8ff', '#fff3a0', '#8affc1']
      : ['#9aa3ad', '#f4f6f8', '#8a939c', '#e4e8ec'];
  const defs = o.foil
    ? `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1">${foilStops
      .map((c, i) => `<stop offset="${i / 3}" stop-color="${c}"/>`).join('')}</linearGradient>`
    : '';
  // DejaVu Sans Bold glyphs average ~0.68em wide; keep the line inside 85% of the label width.
  const usable = { star: 0.45, badge: 0.7, circle: 0.75, oval: 0.8, leaf: 0.7 }[o.shape as string] ?? 0.85;
  const fs = Math.max(10, Math.min(h * 0.2, (w * usable) / (Math.max(4, o.text.length) * 0.68)));
  // Clear film has no base colour: print in the brand colour so the text reads on glass.
  const ink = o.clear ? p.label : p.ink;
  const motifR = Math.min(w, h) * 0.16;
  const motif = `<circle cx="${x + w / 2}" cy="${y + h * 0.3}" r="${motifR}" fill="${p.accent}" opacity="0.9"/>` +
    `<path d="M${x + w / 2 - motifR * 0.6} ${y + h * 0.3 + motifR * 0.25}l${motifR * 0.35} ${-motifR * 0.55}` +
    `l${motifR * 0.3} ${motifR * 0.35}l${motifR * 0.25} ${-motifR * 0.3}l${motifR * 0.3} ${motifR * 0.5}Z" fill="${o.clear ? '#fff' : p.label}" opacity="0.85"/>`;
  const sub = o.sub
    ? `<text x="${x + w / 2}" y="${y + h * 0.8}" font-family="${FONT}" font-size="${(fs * 0.42).toFixed(1)}" fill="${ink}" ` +
      `text-anchor="middle" letter-spacing="${(fs * 0.05).toFixed(1)}" opacity="0.85">${esc(o.sub)}</text>`
    : '';
  return `<defs>${defs}<clipPath id="${id}c"><path d="${path}"/></clipPath></defs>` +
    `<path d="${path}" fill="${base}" ${o.clear ? '' : `stroke="${shade(o.kraft ? '#c8a67a' : p.label, -0.12)}" stroke-width="1.5"`}/>` +
    `<g clip-path="url(#${id}c)">${motif}` +
    `<rect x="${x}" y="${y + h * 0.5}" width="${w}" height="${h * 0.2}" fill="${p.accent}" opacity="${o.clear ? 0.0 : 0.12}"/>` +
    `<text x="${x + w / 2}" y="${y + h * 0.64}" font-family="${FONT}" font-weight="bold" font-size="${fs.toFixed(1)}" ` +
    `fill="${ink}" text-anchor="middle">${esc(o.text)}</text>${sub}` +
    (o.clear ? '' : `<path d="${path}" fill="url(#gloss)"/>`) + `</g>`;
}
