/** 20×20 stroke icons, decorative: every control carries its own text label. */
const ICONS = {
  text: 'M4 5h12M10 5v11M7 16h6',
  image: 'M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13 8.5a1 1 0 1 0 0-.01',
  undo: 'M7 5L3 9l4 4M3 9h9a5 5 0 0 1 0 10h-2',
  redo: 'M13 5l4 4-4 4M17 9H8a5 5 0 0 0 0 10h2',
  forward: 'M10 15V5M6 9l4-4 4 4',
  backward: 'M10 5v10M6 11l4 4 4-4',
  delete: 'M4 6h12M8 6V4h4v2M6 6l1 11h6l1-11',
  fit: 'M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4',
} as const;

export type IconName = keyof typeof ICONS;

export function icon(name: IconName): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}
