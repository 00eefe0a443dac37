import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageRequest {
  width?: number;
  height?: number;
  /** center | top | bottom | left | right: fill the box exactly, cutting the overflow */
  crop?: string;
  /** png | webp | jpg: convert; otherwise keep the source format */
  format?: string;
}

export interface ImageReply {
  body: Buffer;
  contentType: string;
  etag: string;
}

const TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml' };
const CROPS = new Set(['center', 'top', 'bottom', 'left', 'right']);
const MAX_SIDE = 5760;

/** Like the Shopify CDN: files are immutable, resized on request; results kept in a small LRU by bytes. */
export class ImageStore {
  private readonly cache = new Map<string, ImageReply>();
  private bytes = 0;

  constructor(private readonly dir: string, private readonly budget = 64 * 1024 * 1024) {}

  static parse(q: URLSearchParams): ImageRequest {
    const side = (v: string | null) => {
      const n = Number(v);
      return v && Number.isInteger(n) && n > 0 ? Math.min(n, MAX_SIDE) : undefined;
    };
    const crop = q.get('crop')?.toLowerCase();
    const format = q.get('format')?.toLowerCase();
    return {
      width: side(q.get('width')),
      height: side(q.get('height')),
      crop: crop && CROPS.has(crop) ? crop : undefined,
      format: format && ['png', 'webp', 'jpg'].includes(format) ? format : undefined,
    };
  }

  async get(file: string, req: ImageRequest): Promise<ImageReply | null> {
    // only plain file names: nothing may escape the images folder
    if (file !== path.basename(file) || file.startsWith('.')) return null;
    const key = `${file}|${req.width ?? ''}|${req.height ?? ''}|${req.crop ?? ''}|${req.format ?? ''}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    let source: Buffer;
    try {
      source = await fs.readFile(path.join(this.dir, file));
    } catch {
      return null;
    }
    const ext = path.extname(file).slice(1).toLowerCase();
    let body = source;
    let type = TYPES[ext] ?? 'application/octet-stream';
    if ((req.width || req.height || req.format) && ext !== 'svg') {
      let img = sharp(source);
      if (req.width || req.height) {
        img = img.resize({
          width: req.width, height: req.height,
          fit: req.crop && req.width && req.height ? 'cover' : 'inside',
          position: req.crop === 'center' ? 'centre' : req.crop,
        });
      }
      const out = req.format ?? ext;
      img = out === 'webp' ? img.webp({ quality: 82 }) : out === 'jpg' || out === 'jpeg' ? img.jpeg({ quality: 85 }) : img.png();
      body = await img.toBuffer();
      type = TYPES[out] ?? type;
    }
    const reply = { body, contentType: type, etag: `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 20)}"` };
    this.remember(key, reply);
    return reply;
  }

  private remember(key: string, reply: ImageReply): void {
    this.cache.set(key, reply);
    this.bytes += reply.body.length;
    while (this.bytes > this.budget && this.cache.size > 1) {
      const [oldest, value] = this.cache.entries().next().value as [string, ImageReply];
      this.cache.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}
