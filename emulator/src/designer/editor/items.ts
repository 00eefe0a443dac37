/// <reference lib="dom" />
import { FabricImage, IText, type FabricObject } from 'fabric';
import type { DesignItem, FontFamily, ImageItem, TextItem } from '../model.ts';
import { LINE_HEIGHT } from '../model.ts';
import type { ImageCache } from './images.ts';

/** Screen fonts standing in for the PDF standard fonts the print file uses. */
export const CSS_FONTS: Record<FontFamily, string> = {
  Helvetica: 'Helvetica, Arial, "Liberation Sans", sans-serif',
  Times: '"Times New Roman", Times, "Liberation Serif", serif',
  Courier: '"Courier New", Courier, "Liberation Mono", monospace',
};

/** What the model knows about a canvas object that fabric does not. */
export interface ItemMeta {
  id: string;
  name: string;
  type: 'text' | 'image';
  file?: string;
  family?: FontFamily;
}

const metas = new WeakMap<FabricObject, ItemMeta>();
export const metaOf = (o: FabricObject): ItemMeta | undefined => metas.get(o);

const COMMON = {
  originX: 'center', originY: 'center', lockScalingFlip: true, cornerStyle: 'circle', cornerColor: '#ffffff',
  cornerStrokeColor: '#2563eb', borderColor: '#2563eb', transparentCorners: false, cornerSize: 12, touchCornerSize: 28,
} as const;

export function newId(): string {
  return crypto.randomUUID();
}

export function textObject(item: TextItem): IText {
  const o = new IText(item.text, {
    ...COMMON, left: item.cx, top: item.cy, scaleX: item.scaleX, scaleY: item.scaleY, angle: item.angle,
    fontFamily: CSS_FONTS[item.fontFamily], fontWeight: item.bold ? 'bold' : 'normal', fontStyle: item.italic ? 'italic' : 'normal',
    fontSize: item.fontSize, fill: item.color, textAlign: item.align, lineHeight: LINE_HEIGHT,
  });
  metas.set(o, { id: item.id, name: item.name, type: 'text', family: item.fontFamily });
  return o;
}

export async function imageObject(item: ImageItem, images: ImageCache): Promise<FabricImage> {
  const el = await images.get(item.file);
  const o = new FabricImage(el, { ...COMMON, left: item.cx, top: item.cy, scaleX: item.scaleX, scaleY: item.scaleY, angle: item.angle });
  metas.set(o, { id: item.id, name: item.name, type: 'image', file: item.file });
  return o;
}

/** Builds the canvas objects of a surface's items, in stacking order; an image that fails to load is skipped. */
export async function objectsOf(items: DesignItem[], images: ImageCache): Promise<FabricObject[]> {
  const built = await Promise.all(items.map((item) => (item.type === 'text' ? Promise.resolve(textObject(item)) : imageObject(item, images).catch(() => null))));
  return built.filter((o): o is NonNullable<typeof o> => o !== null);
}

export function setFamily(o: IText, family: FontFamily): void {
  o.set('fontFamily', CSS_FONTS[family]);
  const meta = metas.get(o);
  if (meta) meta.family = family;
}

/** A canvas object back to the model. */
export function itemOf(o: FabricObject): DesignItem | null {
  const meta = metas.get(o);
  if (!meta) return null;
  const c = o.getCenterPoint();
  const base = { id: meta.id, name: meta.name, cx: c.x, cy: c.y, width: o.width, height: o.height, scaleX: o.scaleX, scaleY: o.scaleY, angle: o.angle };
  if (meta.type === 'image') return { ...base, type: 'image', file: meta.file! };
  const t = o as IText;
  const align = t.textAlign === 'right' || t.textAlign === 'center' ? t.textAlign : 'left';
  return {
    ...base, type: 'text', text: t.text, fontFamily: meta.family ?? 'Helvetica', bold: t.fontWeight === 'bold' || Number(t.fontWeight) >= 600,
    italic: t.fontStyle === 'italic', fontSize: t.fontSize, color: typeof t.fill === 'string' && /^#[0-9a-f]{6}$/i.test(t.fill) ? t.fill.toLowerCase() : '#000000', align,
  };
}
