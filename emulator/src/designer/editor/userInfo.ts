/// <reference lib="dom" />
import { IText, type Canvas, type FabricObject } from 'fabric';
import type { DesignSurface, ImageItem } from '../model.ts';
import { newUserImage, readUserInfo, replaceUserImage } from '../userInfo.ts';
import type { ImageCache } from './images.ts';
import { imageObject, itemOf, metaOf, newId } from './items.ts';

/**
 * Fills the shown surface from loadUserInfo's data: an image replaces every image placeholder of its key's name
 * (keeping the placeholder's box and stacking place) or comes in as a new item fitted to the safety area; a text
 * value retypes the text items of that name. Every image is loaded before the canvas changes, so a missing or
 * broken file rejects with nothing done. Returns the image objects placed.
 */
export async function applyUserInfo(canvas: Canvas, surface: DesignSurface, images: ImageCache, data: unknown): Promise<FabricObject[]> {
  const named = (kind: 'text' | 'image', name: string) => canvas.getObjects().filter((o) => metaOf(o)?.type === kind && metaOf(o)?.name === name);
  const textNames = new Set(canvas.getObjects().flatMap((o) => (metaOf(o)?.type === 'text' ? [metaOf(o)!.name] : [])));
  const entries = readUserInfo(data, textNames);
  const sizes = new Map<string, { width: number; height: number }>();
  for (const e of entries) {
    if (e.kind !== 'image' || sizes.has(e.file)) continue;
    const el = await images.get(e.file);
    // an SVG without a size of its own has no natural pixels to fit
    if (!el.naturalWidth || !el.naturalHeight) throw new Error(`Image "${e.file}" could not be decoded`);
    sizes.set(e.file, { width: el.naturalWidth, height: el.naturalHeight });
  }
  const placed: FabricObject[] = [];
  for (const e of entries) {
    if (e.kind === 'text') {
      for (const o of named('text', e.key)) {
        if (!(o instanceof IText)) continue;
        o.set('text', e.text);
        o.initDimensions();
        o.setCoords();
      }
      continue;
    }
    const natural = sizes.get(e.file)!;
    const holders = named('image', e.key);
    if (holders.length === 0) {
      const o = await imageObject(newUserImage(surface, e.key, e.file, natural, newId()), images);
      canvas.add(o);
      placed.push(o);
    }
    for (const holder of holders) {
      const o = await imageObject(replaceUserImage(itemOf(holder) as ImageItem, e.file, natural), images);
      const at = canvas.getObjects().indexOf(holder);
      canvas.remove(holder);
      canvas.insertAt(at, o);
      placed.push(o);
    }
  }
  return placed;
}
