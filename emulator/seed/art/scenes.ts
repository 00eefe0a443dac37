import { backdrop, esc, FONT, labelFace, shade, shadow, shapePath, svgDoc, type FaceOpts, type FaceShape, type Palette } from './svg.ts';

/** How a product looks; the seeder renders 2–4 views of it. */
export interface ArtSpec {
  style: 'roll' | 'diecut' | 'sheet' | 'clear' | 'shape' | 'tag' | 'bumper' | 'window' | 'jar' | 'wine' | 'extra';
  palette: Palette;
  text: string;
  sub?: string;
  shape?: FaceShape;
  foil?: FaceOpts['foil'];
  kraft?: boolean;
}

export type View = 'product' | 'closeup' | 'inuse' | 'detail';
export const SIZE = 1000;

function face(a: ArtSpec, shape: FaceShape, extra: Partial<FaceOpts> = {}): FaceOpts {
  return { shape, palette: a.palette, text: a.text, sub: a.sub, foil: a.foil, kraft: a.kraft, ...extra };
}

function scene(a: ArtSpec, body: string, extraDefs = ''): string {
  const b = backdrop(SIZE, SIZE, a.palette);
  return svgDoc(SIZE, SIZE, b.body + body, b.defs + extraDefs);
}

/** A sticker: white cut border around the printed face, lifted by a shadow. */
function sticker(a: ArtSpec, x: number, y: number, w: number, h: number, shape: FaceShape, rot = 0, halo = 18): string {
  const outline = shapePath(shape, x - halo, y - halo, w + 2 * halo, h + 2 * halo);
  return `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">` +
    shadow(x + w / 2 + 14, y + h + halo + 4, w * 0.55, 26) +
    `<path d="${outline}" fill="#ffffff" stroke="#e3e3e3" stroke-width="2"/>` +
    labelFace(x, y, w, h, face(a, shape)) + `</g>`;
}

function roll(a: ArtSpec, v: View): string {
  const shape = a.shape ?? 'round';
  if (v === 'closeup') {
    const strip = `<rect x="60" y="250" width="880" height="500" rx="6" fill="#fbfbf8" stroke="#ddd"/>`;
    return scene(a, shadow(500, 770, 460, 40) + strip +
      labelFace(110, 300, 370, 400, face(a, shape)) + labelFace(520, 300, 370, 400, face(a, shape)));
  }
  if (v === 'inuse') return jars(a, shape);
  if (v === 'detail') {
    return scene(a, shadow(520, 860, 380, 34) + labelFace(170, 170, 660, 660, face(a, shape)) +
      `<path d="M830 690 L830 830 L690 830 Z" fill="#efece4" stroke="#d6d2c8"/>`);
  }
  const rings = Array.from({ length: 9 }, (_, i) =>
    `<circle cx="330" cy="430" r="${232 - i * 16}" fill="none" stroke="${i % 2 ? a.palette.label : '#ffffff'}" stroke-opacity="${i % 2 ? 0.35 : 1}" stroke-width="9"/>`).join('');
  const web = `<path d="M330 662 L960 662 L960 900 L330 900 Z" fill="#fbfbf8" stroke="#dcdcd6"/>`;
  const labels = [0, 1].map((i) => labelFace(560 + i * 200, 690, 170, 180, face(a, shape))).join('');
  return scene(a, shadow(380, 905, 420, 40) + web + labels +
    `<circle cx="330" cy="430" r="236" fill="#f6f5f1" stroke="#d5d2ca" stroke-width="3"/>` + rings +
    `<circle cx="330" cy="430" r="86" fill="#c9a36b"/><circle cx="330" cy="430" r="62" fill="${shade(a.palette.bg, -0.35)}"/>` +
    `<path d="M330 194 A236 236 0 0 1 566 430" fill="none" stroke="${a.palette.label}" stroke-width="14" opacity="0.7"/>`);
}

function jars(a: ArtSpec, shape: FaceShape): string {
  const jar = (x: number, h: number) => {
    const y = 880 - h;
    return shadow(x + 120, 885, 150, 22) +
      `<rect x="${x + 30}" y="${y - 60}" width="180" height="70" rx="10" fill="${shade(a.palette.accent, -0.25)}"/>` +
      `<rect x="${x}" y="${y}" width="240" height="${h}" rx="34" fill="#f1ead8" stroke="#d9cfb5" stroke-width="3"/>` +
      `<rect x="${x + 12}" y="${y + 16}" width="30" height="${h - 40}" rx="14" fill="#fff" opacity="0.5"/>` +
      labelFace(x + 30, y + h * 0.28, 180, Math.min(200, h * 0.5), face(a, shape));
  };
  return scene(a, jar(80, 420) + jar(380, 500) + jar(680, 380));
}

function diecut(a: ArtSpec, v: View, shapes: FaceShape[]): string {
  const [s1 = 'circle', s2 = 'round', s3 = 'star'] = shapes;
  if (v === 'closeup') {
    return scene(a, sticker(a, 200, 200, 600, 600, s1, -4, 34) +
      `<path d="M760 700 L860 700 L760 800 Z" fill="#e8e4da" stroke="#d0ccc0"/>`);
  }
  if (v === 'inuse') {
    const laptop = `<rect x="120" y="180" width="760" height="520" rx="34" fill="#3b4048"/>` +
      `<rect x="120" y="180" width="760" height="520" rx="34" fill="url(#gloss)" opacity="0.4"/>` +
      `<circle cx="500" cy="440" r="40" fill="#4a5059"/>` +
      `<path d="M60 720 L940 720 L900 790 L100 790 Z" fill="#2e3238"/>`;
    return scene(a, shadow(500, 800, 470, 40) + laptop + sticker(a, 190, 250, 190, 190, s1, -12, 12) +
      sticker(a, 620, 240, 180, 150, s2, 9, 12) + sticker(a, 610, 490, 150, 150, s3, -6, 12));
  }
  if (v === 'detail') {
    return scene(a, [0, 1, 2, 3].map((i) => sticker(a, 140 + (i % 2) * 400, 140 + Math.floor(i / 2) * 400, 300, 300,
      shapes[i % shapes.length] ?? 'circle', i * 7 - 10, 16)).join(''));
  }
  return scene(a, sticker(a, 120, 140, 380, 380, s1, -10, 22) + sticker(a, 560, 260, 320, 260, s2, 8, 22) +
    sticker(a, 330, 590, 280, 260, s3, -4, 22));
}

function sheet(a: ArtSpec, v: View): string {
  const shape = a.shape ?? 'round';
  if (v === 'inuse') {
    const box = `<path d="M150 330 L850 330 L850 860 L150 860 Z" fill="#c9a677" stroke="#a8875b" stroke-width="3"/>` +
      `<path d="M150 330 L300 200 L1000 200 L850 330 Z" fill="#d9b98a"/><path d="M850 330 L1000 200 L1000 720 L850 860Z" fill="#b8956a"/>` +
      `<rect x="440" y="330" width="120" height="530" fill="#e8d7b8" opacity="0.6"/>`;
    return scene(a, shadow(560, 865, 470, 36) + box + `<g transform="rotate(-3 400 600)">${labelFace(230, 470, 400, 240, face(a, 'round'))}</g>`);
  }
  const cols = v === 'closeup' ? 2 : 3;
  const rows = v === 'closeup' ? 2 : 6;
  const [sx, sy, sw, sh] = v === 'closeup' ? [90, 120, 820, 760] : [230, 70, 540, 860];
  const gap = v === 'closeup' ? 40 : 18;
  const lw = (sw - gap * (cols + 1)) / cols;
  const lh = (sh - gap * (rows + 1)) / rows;
  let labels = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (v === 'product' && r === rows - 1 && c === cols - 1) continue; // one label already peeled off
      labels += labelFace(sx + gap + c * (lw + gap), sy + gap + r * (lh + gap), lw, lh, face(a, shape));
    }
  }
  const peeled = v === 'product'
    ? `<g transform="rotate(14 800 820)">${shadow(810, 900, 120, 20)}${labelFace(720, 760, lw, lh, face(a, shape))}</g>` : '';
  return scene(a, shadow(sx + sw / 2 + 20, sy + sh + 6, sw * 0.6, 30) +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" fill="#ffffff" stroke="#e2e2e2"/>` + labels + peeled);
}

function bottle(a: ArtSpec, x: number, scale: number, glass: string, f: Partial<FaceOpts>): string {
  const w = 220 * scale;
  const h = 600 * scale;
  const y = 900 - h;
  const neck = w * 0.34;
  const body = `M${x} ${y + h * 0.32} Q${x} ${y + h * 0.22} ${x + (w - neck) / 2} ${y + h * 0.16} L${x + (w - neck) / 2} ${y}` +
    `L${x + (w + neck) / 2} ${y} L${x + (w + neck) / 2} ${y + h * 0.16} Q${x + w} ${y + h * 0.22} ${x + w} ${y + h * 0.32}` +
    `L${x + w} ${y + h - 20} Q${x + w} ${y + h} ${x + w - 20} ${y + h} L${x + 20} ${y + h} Q${x} ${y + h} ${x} ${y + h - 20} Z`;
  return shadow(x + w / 2, 905, w * 0.7, 20) +
    `<path d="${body}" fill="${glass}" opacity="0.92" stroke="${shade(glass, -0.3)}" stroke-width="2"/>` +
    `<rect x="${x + (w - neck) / 2 - 4}" y="${y - 40 * scale}" width="${neck + 8}" height="${46 * scale}" rx="6" fill="#2d2d2d"/>` +
    `<rect x="${x + w * 0.1}" y="${y + h * 0.3}" width="${w * 0.1}" height="${h * 0.6}" rx="8" fill="#fff" opacity="0.35"/>` +
    labelFace(x + w * 0.12, y + h * 0.45, w * 0.76, h * 0.36, { shape: 'round', palette: a.palette, text: a.text, sub: a.sub, ...f });
}

function clear(a: ArtSpec, v: View): string {
  const glass = '#a8d8c8';
  const f = { clear: true, shape: a.shape ?? 'round' } as const;
  if (v === 'closeup') {
    const checker = `<pattern id="chk" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#f2f2f2"/>` +
      `<rect width="20" height="20" fill="#dcdcdc"/><rect x="20" y="20" width="20" height="20" fill="#dcdcdc"/></pattern>`;
    return scene(a, `<rect x="100" y="150" width="800" height="700" rx="12" fill="url(#chk)" stroke="#ccc"/>` +
      labelFace(180, 240, 640, 520, face(a, f.shape, { clear: true })) +
      `<rect x="100" y="150" width="800" height="700" rx="12" fill="url(#gloss)"/>`, checker);
  }
  if (v === 'inuse') {
    return scene(a, bottle(a, 90, 0.95, '#c7e3f0', f) + bottle(a, 390, 1.1, glass, f) + bottle(a, 700, 0.9, '#e8d9b8', f));
  }
  return scene(a, bottle(a, 357, 1.3, glass, f));
}

function tag(a: ArtSpec, v: View): string {
  const one = (x: number, y: number, w: number, h: number, rot: number) => {
    const hole = `<circle cx="${x + w / 2}" cy="${y + h * 0.11}" r="${w * 0.06}" fill="${a.palette.bg}" stroke="#bbb"/>`;
    const string = `<path d="M${x + w / 2} ${y + h * 0.11} C${x + w / 2 - 60} ${y - 120} ${x + w / 2 + 120} ${y - 160} ${x + w / 2 + 40} ${y - 260}" ` +
      `stroke="#b08d57" stroke-width="6" fill="none"/>`;
    return `<g transform="rotate(${rot} ${x + w / 2} ${y})">${shadow(x + w / 2 + 12, y + h + 8, w * 0.6, 22)}` +
      `<path d="${shapePath('round', x, y, w, h)}" fill="${a.kraft ? '#c8a67a' : a.palette.label}" stroke="#ccc"/>` +
      labelFace(x + w * 0.08, y + h * 0.22, w * 0.84, h * 0.7, face(a, 'rect')) + hole + string + `</g>`;
  };
  if (v === 'closeup') return scene(a, one(300, 260, 400, 640, -3));
  if (v === 'inuse') {
    const bag = `<path d="M180 380 L820 380 L860 920 L140 920 Z" fill="${shade(a.palette.bg, -0.3)}"/>` +
      `<path d="M330 380 C330 200 670 200 670 380" stroke="${shade(a.palette.bg, -0.45)}" stroke-width="22" fill="none"/>`;
    return scene(a, shadow(500, 925, 380, 30) + bag + one(560, 500, 200, 320, 10));
  }
  return scene(a, one(170, 330, 260, 420, -12) + one(390, 300, 260, 420, 2) + one(600, 340, 260, 420, 14));
}

function bumper(a: ArtSpec, v: View): string {
  const stick = (x: number, y: number, w: number, h: number) =>
    shadow(x + w / 2, y + h + 8, w * 0.55, 20) + labelFace(x, y, w, h, face(a, 'rect'));
  if (v === 'inuse') {
    const car = `<rect x="0" y="0" width="1000" height="1000" fill="${shade(a.palette.accent, -0.5)}"/>` +
      `<path d="M60 300 Q500 240 940 300 L960 640 L40 640 Z" fill="#b9c2cc"/>` +
      `<rect x="20" y="640" width="960" height="190" rx="40" fill="#3a3f46"/>` +
      `<rect x="70" y="370" width="150" height="90" rx="14" fill="#d43b3b"/><rect x="780" y="370" width="150" height="90" rx="14" fill="#d43b3b"/>`;
    return svgDoc(SIZE, SIZE, car + labelFace(280, 500, 440, 130, face(a, 'rect')), backdrop(SIZE, SIZE, a.palette).defs);
  }
  if (v === 'closeup') return scene(a, stick(80, 330, 840, 300));
  return scene(a, stick(90, 200, 820, 270) + `<g transform="rotate(-6 500 700)">${stick(150, 560, 700, 230)}</g>`);
}

function windowScene(a: ArtSpec, v: View): string {
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cc4ec"/><stop offset="1" stop-color="#e6f3fb"/></linearGradient>`;
  const frame = `<rect x="0" y="0" width="1000" height="1000" fill="${shade(a.palette.bg, -0.2)}"/>` +
    `<rect x="80" y="80" width="840" height="840" fill="url(#sky)"/>` +
    `<rect x="492" y="80" width="16" height="840" fill="${shade(a.palette.bg, -0.2)}"/>` +
    `<rect x="80" y="80" width="840" height="840" fill="url(#gloss)"/>`;
  if (v === 'product') {
    return scene(a, shadow(520, 880, 380, 30) + `<rect x="150" y="130" width="700" height="740" rx="10" fill="#fff" stroke="#ddd"/>` +
      labelFace(210, 200, 580, 580, face(a, a.shape ?? 'circle')));
  }
  if (v === 'closeup') return svgDoc(SIZE, SIZE, frame + labelFace(160, 180, 640, 640, face(a, a.shape ?? 'circle', { clear: true })), sky + backdrop(SIZE, SIZE, a.palette).defs);
  return svgDoc(SIZE, SIZE, frame + labelFace(150, 260, 300, 300, face(a, a.shape ?? 'circle')) +
    labelFace(560, 300, 300, 220, face(a, 'round')), sky + backdrop(SIZE, SIZE, a.palette).defs);
}

function wine(a: ArtSpec, v: View): string {
  const f = { shape: 'rect' as FaceShape, kraft: a.kraft, foil: a.foil };
  if (v === 'closeup') return scene(a, shadow(500, 880, 360, 30) + labelFace(200, 160, 600, 700, face(a, 'rect')));
  if (v === 'inuse') return scene(a, bottle(a, 120, 1.2, '#1f3b2a', f) + bottle(a, 560, 1.2, '#3b1f2a', f));
  return scene(a, bottle(a, 357, 1.3, '#22402d', f));
}

function jar(a: ArtSpec, v: View): string {
  if (v === 'closeup') return scene(a, shadow(500, 880, 360, 30) + labelFace(180, 230, 640, 540, face(a, a.shape ?? 'oval')));
  if (v === 'inuse') return jars(a, a.shape ?? 'oval');
  const candle = `<rect x="280" y="330" width="440" height="520" rx="40" fill="#f4efe6" stroke="#d8cfbf" stroke-width="3"/>` +
    `<ellipse cx="500" cy="330" rx="220" ry="40" fill="#e9e1d2"/><rect x="492" y="270" width="16" height="60" fill="#444"/>` +
    `<path d="M500 200 Q530 240 500 270 Q470 240 500 200Z" fill="#f6b340"/>`;
  return scene(a, shadow(500, 855, 300, 30) + candle + labelFace(320, 470, 360, 280, face(a, a.shape ?? 'oval')));
}

function extra(a: ArtSpec, v: View): string {
  const big = labelFace(220, 220, 560, 560, face(a, a.shape ?? 'round'));
  const caption = `<text x="500" y="900" font-family="${FONT}" font-size="44" font-weight="bold" fill="${shade(a.palette.bg, -0.6)}" text-anchor="middle">${esc(a.sub ?? '')}</text>`;
  if (v === 'closeup') return scene(a, shadow(520, 800, 320, 30) + big);
  return scene(a, shadow(520, 800, 320, 30) + big +
    `<path d="M220 220 L780 220 L780 780 L500 780 Z" fill="#ffffff" opacity="0.28"/>` + caption);
}

export function renderScene(a: ArtSpec, v: View): string {
  switch (a.style) {
    case 'roll': return roll(a, v);
    case 'diecut': return diecut(a, v, [a.shape ?? 'circle', 'round', 'star']);
    case 'shape': return diecut(a, v, [a.shape ?? 'star', 'leaf', 'badge']);
    case 'sheet': return sheet(a, v);
    case 'clear': return clear(a, v);
    case 'tag': return tag(a, v);
    case 'bumper': return bumper(a, v);
    case 'window': return windowScene(a, v);
    case 'wine': return wine(a, v);
    case 'jar': return jar(a, v);
    case 'extra': return extra(a, v);
  }
}
