import type { ArtSpec } from '../art/scenes.ts';

/** Category tile art: one image per kind of collection, shared by every owner's matching collection. */
export const TILES: Record<string, { alt: string; art: ArtSpec }> = {
  roll: { alt: 'Roll labels', art: { style: 'roll', palette: { bg: '#f3efe6', label: '#b45309', ink: '#fffbeb', accent: '#1e40af' }, text: 'LABELS', sub: 'ON ROLLS' } },
  stickers: { alt: 'Die-cut stickers', art: { style: 'diecut', palette: { bg: '#f6e9ec', label: '#be185d', ink: '#fff', accent: '#facc15' }, text: 'STICK IT', sub: 'VINYL', shape: 'circle' } },
  sheet: { alt: 'Sheet labels', art: { style: 'sheet', palette: { bg: '#e8eef3', label: '#0369a1', ink: '#fff', accent: '#fbbf24' }, text: 'SHEETS', sub: 'PEEL & STICK', shape: 'round' } },
  clear: { alt: 'Clear labels on bottles', art: { style: 'clear', palette: { bg: '#e5f1ec', label: '#065f46', ink: '#065f46', accent: '#fb7185' }, text: 'CLEAR', sub: 'NO-LABEL LOOK' } },
  shapes: { alt: 'Custom shape stickers', art: { style: 'shape', palette: { bg: '#f5eee3', label: '#c2410c', ink: '#fff', accent: '#4338ca' }, text: 'SHAPES', sub: 'ANY OUTLINE', shape: 'star' } },
  tags: { alt: 'Hang tags', art: { style: 'tag', palette: { bg: '#efece6', label: '#44403c', ink: '#fafaf9', accent: '#f59e0b' }, text: 'TAGS', sub: 'HANG & SWING' } },
  window: { alt: 'Window decals', art: { style: 'window', palette: { bg: '#e5ebf1', label: '#9f1239', ink: '#fff', accent: '#fde68a' }, text: 'DECALS', sub: 'FOR GLASS', shape: 'circle' } },
  best: { alt: 'Best-selling labels and stickers', art: { style: 'diecut', palette: { bg: '#fdf3e1', label: '#ca8a04', ink: '#fff', accent: '#7c2d12' }, text: 'TOP PICKS', sub: 'BEST SELLERS', shape: 'badge' } },
  new: { alt: 'New arrivals', art: { style: 'shape', palette: { bg: '#ece9f7', label: '#6d28d9', ink: '#fff', accent: '#22d3ee' }, text: 'NEW', sub: 'JUST IN', shape: 'badge' } },
  all: { alt: 'All products', art: { style: 'sheet', palette: { bg: '#eceae5', label: '#1f2937', ink: '#f9fafb', accent: '#f97316' }, text: 'ALL', sub: 'EVERYTHING', shape: 'circle' } },
  eco: { alt: 'Kraft eco labels', art: { style: 'roll', palette: { bg: '#e7efe4', label: '#3f6212', ink: '#f7fee7', accent: '#a16207' }, text: 'ECO', sub: 'RECYCLED', kraft: true } },
};
