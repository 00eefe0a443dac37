/// <reference lib="dom" />
import type { EditorApi } from './api.ts';

/** Gallery images loaded once per editor session and shared by the canvas, undo and the proofs. */
export class ImageCache {
  private readonly images = new Map<string, Promise<HTMLImageElement>>();

  constructor(private readonly api: EditorApi) {}

  get(file: string): Promise<HTMLImageElement> {
    let hit = this.images.get(file);
    if (!hit) {
      hit = this.api.imageUrl(file).then((url) => new Promise<HTMLImageElement>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve(img);
        img.onerror = () => reject(new Error(`Image "${file}" could not be decoded`));
        img.src = url;
      }));
      hit.catch(() => this.images.delete(file));
      this.images.set(file, hit);
    }
    return hit;
  }
}
