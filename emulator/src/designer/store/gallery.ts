import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_TYPES, sniffImage, type ImageKind } from '../sniff.ts';
import { ensureDir, listDir, readIfExists, writeAtomic } from './files.ts';

export interface GalleryFile {
  name: string;
  kind: ImageKind;
  contentType: string;
  bytes: Buffer;
}

export interface GalleryEntry {
  name: string;
  size: number;
  contentType: string;
  lastModified: string;
}

/** The vendor's limit as our spec states it (10,000,000 bytes). */
export const GALLERY_MAX_BYTES = 10_000_000;

/**
 * A user's private gallery: image files per userId on disk. Files also get a
 * public address keyed by an HMAC of user and name, so a storefront <img> can show one without the user's token.
 */
export class PrivateGallery {
  private readonly sizes = new Map<string, { width: number; height: number }>();

  constructor(private readonly dir: string, private readonly secret: Buffer) {}

  /** Keeps letters, digits and a few marks; never a path. */
  static cleanName(raw: string): string {
    const base = raw.split(/[\\/]/).pop() ?? '';
    const cleaned = base.replace(/[^A-Za-z0-9._() -]/g, '_').replace(/^[.\s]+/, '').trim().slice(-120);
    return cleaned || 'file';
  }

  /** Stores the bytes under the name, or under `name_1`, `name_2`… when the name is taken and overwriting is off. */
  put(userId: string, rawName: string, bytes: Buffer, overwrite: boolean): string {
    const wanted = PrivateGallery.cleanName(rawName);
    const ext = path.extname(wanted);
    const stem = wanted.slice(0, wanted.length - ext.length) || 'file';
    let name = wanted;
    for (let n = 1; !overwrite && fs.existsSync(this.file(userId, name)); n++) name = `${stem}_${n}${ext}`;
    writeAtomic(this.file(userId, name), bytes);
    this.sizes.delete(`${userId}/${name}`);
    return name;
  }

  get(userId: string, rawName: string): GalleryFile | null {
    const name = PrivateGallery.cleanName(rawName);
    if (name !== rawName) return null;
    const bytes = readIfExists(this.file(userId, name));
    const kind = bytes && sniffImage(bytes);
    return bytes && kind ? { name, kind, contentType: IMAGE_TYPES[kind], bytes } : null;
  }

  list(userId: string): GalleryEntry[] {
    return listDir(this.userDir(userId))
      .filter((d) => d.isFile() && !d.name.endsWith('.tmp'))
      .map((d) => {
        const stat = fs.statSync(path.join(this.userDir(userId), d.name));
        const kind = sniffImage(readIfExists(path.join(this.userDir(userId), d.name)) ?? Buffer.alloc(0));
        return { name: d.name, size: stat.size, contentType: kind ? IMAGE_TYPES[kind] : 'application/octet-stream', lastModified: stat.mtime.toISOString() };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  remove(userId: string, rawName: string): boolean {
    const name = PrivateGallery.cleanName(rawName);
    if (name !== rawName) return false;
    try {
      fs.unlinkSync(this.file(userId, name));
      this.sizes.delete(`${userId}/${name}`);
      return true;
    } catch {
      return false;
    }
  }

  /** Pixel size of a stored image (SVG at its nominal size), remembered until the file changes. */
  async pixelSize(userId: string, name: string): Promise<{ width: number; height: number } | null> {
    const key = `${userId}/${name}`;
    const hit = this.sizes.get(key);
    if (hit) return hit;
    const file = this.get(userId, name);
    if (!file) return null;
    const meta = await sharp(file.bytes).metadata().catch(() => null);
    if (!meta?.width || !meta.height) return null;
    const size = { width: meta.width, height: meta.height };
    this.sizes.set(key, size);
    return size;
  }

  /** The unguessable key of a file's public address. */
  publicKey(userId: string, name: string): string {
    return crypto.createHmac('sha256', this.secret).update(`${userId}/${name}`).digest('hex').slice(0, 32);
  }

  checkPublicKey(userId: string, name: string, key: string): boolean {
    const want = Buffer.from(this.publicKey(userId, name));
    const got = Buffer.from(key);
    return want.length === got.length && crypto.timingSafeEqual(want, got);
  }

  private userDir(userId: string): string {
    return path.join(this.dir, userId);
  }

  private file(userId: string, name: string): string {
    return path.join(ensureDir(this.userDir(userId)), name);
  }
}
