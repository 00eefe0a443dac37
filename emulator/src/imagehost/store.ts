import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AssetFormat } from './formats.ts';

/** What the host knows about one stored original: everything the upload reply and delivery need. */
export interface AssetRecord {
  publicId: string;
  assetId: string;
  version: number;
  versionId: string;
  format: AssetFormat;
  width: number;
  height: number;
  pages: number;
  bytes: number;
  etag: string;
  createdAt: string;
  originalFilename: string;
  tags: string[];
}

/**
 * Originals and derived files on disk. Each asset lives in a folder named by the hash of its public_id, so
 * nothing an uploader names ever becomes a path: `{dir}/{sha256(public_id)}/{meta.json, original, derived/}`.
 * Writes go to a temporary name first, so a reader never sees half a file.
 */
export class AssetStore {
  constructor(private readonly dir: string) {}

  private folder(publicId: string): string {
    return path.join(this.dir, crypto.createHash('sha256').update(publicId).digest('hex'));
  }

  private static async writeAtomic(file: string, data: Buffer | string): Promise<void> {
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }

  async get(publicId: string): Promise<AssetRecord | null> {
    try {
      const record = JSON.parse(await fs.readFile(path.join(this.folder(publicId), 'meta.json'), 'utf8')) as AssetRecord;
      return record.publicId === publicId ? record : null;
    } catch {
      return null;
    }
  }

  async original(record: AssetRecord): Promise<Buffer> {
    return fs.readFile(path.join(this.folder(record.publicId), 'original'));
  }

  /** Stores (or replaces) an original; files derived from an earlier version are dropped. */
  async put(record: AssetRecord, bytes: Buffer): Promise<void> {
    const folder = this.folder(record.publicId);
    await fs.rm(path.join(folder, 'derived'), { recursive: true, force: true });
    await fs.mkdir(path.join(folder, 'derived'), { recursive: true });
    await AssetStore.writeAtomic(path.join(folder, 'original'), bytes);
    await AssetStore.writeAtomic(path.join(folder, 'meta.json'), JSON.stringify(record));
  }

  private derivedFile(record: AssetRecord, key: string): string {
    // the version is in the key: a file derived from a replaced original is never served for the new one
    const name = crypto.createHash('sha256').update(`${record.version}\n${key}`).digest('hex');
    return path.join(this.folder(record.publicId), 'derived', name);
  }

  async derived(record: AssetRecord, key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.derivedFile(record, key));
    } catch {
      return null;
    }
  }

  async putDerived(record: AssetRecord, key: string, bytes: Buffer): Promise<void> {
    const file = this.derivedFile(record, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await AssetStore.writeAtomic(file, bytes);
  }
}
