import { esc, FONT, labelFace, shade, shadow, shapePath, svgDoc, type FaceShape, type Palette } from './svg.ts';

/** Art for owners (company sites and resellers): logo, hero banner; plus the promo bar icons. */

export interface Brand {
  name: string;
  initials: string;
  primary: string;
  accent: string;
  text: string;
  surface: string;
  /** label text used on the stickers in the hero */
  heroText: string;
  /** where the stickers go; the hero copy sits on the other side */
  heroArtSide: 'left' | 'right' | 'center';
}

export function logoSvg(b: Brand): string {
  const w = 480;
  const h = 120;
  const fs = Math.min(46, 330 / (b.name.length * 0.62));
  return svgDoc(w, h,
    `<rect x="8" y="12" width="96" height="96" rx="22" fill="${b.primary}"/>` +
    `<circle cx="84" cy="32" r="14" fill="${b.accent}"/>` +
    `<text x="56" y="76" font-family="${FONT}" font-weight="bold" font-size="38" fill="#ffffff" text-anchor="middle">${esc(b.initials)}</text>` +
    `<text x="124" y="${60 + fs * 0.36}" font-family="${FONT}" font-weight="bold" font-size="${fs.toFixed(1)}" fill="${b.text}">${esc(b.name)}</text>`);
}

export function heroSvg(b: Brand): string {
  const w = 1600;
  const h = 600;
  const p: Palette = { bg: b.surface, label: b.primary, ink: '#ffffff', accent: b.accent };
  const p2: Palette = { bg: b.surface, label: b.accent, ink: shade(b.primary, -0.2), accent: b.primary };
  const p3: Palette = { bg: b.surface, label: '#ffffff', ink: b.primary, accent: b.accent };
  const x0 = b.heroArtSide === 'left' ? 80 : b.heroArtSide === 'right' ? 860 : 500;
  const art: [number, number, number, number, FaceShape, Palette, number][] = b.heroArtSide === 'center'
    // centred copy sits low: keep the stickers in a band across the top
    ? [[x0 - 200, 50, 190, 190, 'circle', p, -8], [x0 + 60, 40, 230, 170, 'round', p2, 6], [x0 + 360, 50, 190, 190, 'star', p3, -4],
      [x0 + 620, 60, 180, 140, 'rect', p3, 4], [x0 + 860, 40, 180, 180, 'badge', p, 10]]
    : [[x0, 90, 260, 260, 'circle', p, -8], [x0 + 320, 60, 300, 210, 'round', p2, 6], [x0 + 300, 310, 220, 220, 'star', p3, -4],
      [x0 + 40, 380, 230, 160, 'rect', p3, 4], [x0 + 540, 300, 140, 140, 'badge', p, 10]];
  const stickers = art.map(([x, y, sw, sh, shape, pal, rot]) => {
    const outline = shapePath(shape, x - 14, y - 14, sw + 28, sh + 28);
    return `<g transform="rotate(${rot} ${x + sw / 2} ${y + sh / 2})">${shadow(x + sw / 2 + 10, y + sh + 16, sw * 0.55, 20)}` +
      `<path d="${outline}" fill="#fff"/>` + labelFace(x, y, sw, sh, { shape, palette: pal, text: b.heroText }) + `</g>`;
  }).join('');
  const defs = `<linearGradient id="hb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.surface}"/>` +
    `<stop offset="1" stop-color="${shade(b.surface, -0.12)}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const band = `<circle cx="${b.heroArtSide === 'left' ? 1500 : 100}" cy="520" r="260" fill="${b.accent}" opacity="0.18"/>` +
    `<circle cx="${b.heroArtSide === 'left' ? 1380 : 220}" cy="80" r="120" fill="${b.primary}" opacity="0.12"/>`;
  return svgDoc(w, h, `<rect width="${w}" height="${h}" fill="url(#hb)"/>` + band + stickers, defs);
}

const ICONS: Record<string, string> = {
  truck: '<path d="M12 40h60v40H12z M72 54h22l14 14v12H72z" fill="none" stroke="#1f2937" stroke-width="7" stroke-linejoin="round"/>' +
    '<circle cx="32" cy="86" r="10" fill="#fff" stroke="#1f2937" stroke-width="7"/><circle cx="90" cy="86" r="10" fill="#fff" stroke="#1f2937" stroke-width="7"/>',
  clock: '<circle cx="64" cy="64" r="46" fill="none" stroke="#1f2937" stroke-width="8"/><path d="M64 34v32l20 14" fill="none" stroke="#1f2937" stroke-width="8" stroke-linecap="round"/>',
  shield: '<path d="M64 14l42 16v30c0 28-18 46-42 56C40 106 22 88 22 60V30z" fill="none" stroke="#1f2937" stroke-width="8" stroke-linejoin="round"/>' +
    '<path d="M44 64l14 14 28-30" fill="none" stroke="#1f2937" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
  star: '<path d="M64 14l14.7 31.4 34.3 4.2-25.3 23.5 6.6 34L64 90.3 33.7 107.1l6.6-34L15 49.6l34.3-4.2z" fill="none" stroke="#1f2937" stroke-width="8" stroke-linejoin="round"/>',
};
export const ICON_NAMES = Object.keys(ICONS);

export function iconSvg(name: string): string {
  return svgDoc(128, 128, ICONS[name] ?? '');
}
