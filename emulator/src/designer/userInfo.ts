import { LIMITS, type DesignSurface, type ImageItem } from './model.ts';

/**
 * `editor.loadUserInfo(data)`: the vendor fills placeholders with user data. The stand-in reads each value as an
 * image of the user's private gallery, written `user:<fileName>`, or as text for a text item of that name. Pure,
 * so the editor and the tests share it; the editor does the drawing.
 */
export type UserInfoEntry =
  | { kind: 'image'; key: string; file: string }
  | { kind: 'text'; key: string; text: string };

const USER_FILE = /^user:(.+)$/s;

/**
 * Reads the whole argument before anything changes, so a bad entry leaves the design as it was. `textNames`
 * are the names of the surface's text items: a plain value can only go to one of them.
 */
export function readUserInfo(data: unknown, textNames: ReadonlySet<string>): UserInfoEntry[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('loadUserInfo needs an object of names and values');
  return Object.entries(data as Record<string, unknown>).map(([key, value]): UserInfoEntry => {
    if (typeof value !== 'string') throw new Error(`Unsupported user info value for "${key}"`);
    const file = USER_FILE.exec(value)?.[1];
    if (file !== undefined) {
      if (file.length > 255) throw new Error(`Unsupported user info value for "${key}": the file name is longer than 255 characters`);
      return { kind: 'image', key, file };
    }
    if (textNames.has(key)) {
      if (value.length > LIMITS.text) throw new Error(`Unsupported user info value for "${key}": longer than ${LIMITS.text} characters`);
      return { kind: 'text', key, text: value };
    }
    throw new Error(`Unsupported user info value for "${key}" (an image is written user:<file name>; text needs a text item of that name)`);
  });
}

export interface Box {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** Where new artwork goes: the trim less the first safety line's margins; the trim when those leave no room. */
export function safetyBox(s: Pick<DesignSurface, 'width' | 'height' | 'safetyLines'>): Box {
  const m = s.safetyLines[0]?.margin;
  const width = s.width - (m ? m.left + m.right : 0);
  const height = s.height - (m ? m.top + m.bottom : 0);
  if (!m || width <= 0 || height <= 0) return { cx: s.width / 2, cy: s.height / 2, width: s.width, height: s.height };
  return { cx: m.left + width / 2, cy: m.top + height / 2, width, height };
}

/** The scale that fits an image's pixels inside a box, aspect ratio kept. */
export const fitScale = (natural: { width: number; height: number }, box: Pick<Box, 'width' | 'height'>): number =>
  Math.min(box.width / natural.width, box.height / natural.height);

/** A new image item for a key no placeholder answers: fitted inside the safety area and centred in it. */
export function newUserImage(s: Pick<DesignSurface, 'width' | 'height' | 'safetyLines'>, key: string, file: string, natural: { width: number; height: number }, id: string): ImageItem {
  const box = safetyBox(s);
  const scale = fitScale(natural, box);
  return { type: 'image', id, name: key, file, cx: box.cx, cy: box.cy, width: natural.width, height: natural.height, scaleX: scale, scaleY: scale, angle: 0 };
}

/**
 * An image placeholder given a new image: the placeholder's placed box (its turn and its mirroring too) stays,
 * the new image fits inside it, centred; the item keeps its id and name so it stays the same placeholder.
 */
export function replaceUserImage(placeholder: ImageItem, file: string, natural: { width: number; height: number }): ImageItem {
  const box = { width: placeholder.width * Math.abs(placeholder.scaleX), height: placeholder.height * Math.abs(placeholder.scaleY) };
  // a placeholder without a size has no box to keep: the image comes in at its own pixels
  const scale = box.width > 0 && box.height > 0 ? fitScale(natural, box) : 1;
  return { ...placeholder, file, width: natural.width, height: natural.height, scaleX: Math.sign(placeholder.scaleX || 1) * scale, scaleY: Math.sign(placeholder.scaleY || 1) * scale };
}
