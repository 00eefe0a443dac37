import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedDesignFile } from '../../../seed/catalog/designs.ts';
import { blankSurface, type Design, type DesignSurface, type TextItem } from '../model.ts';
import { DesignInputError } from '../parse.ts';
import { sniffImage, type ImageKind } from '../sniff.ts';
import { parseDesign } from '../validate.ts';
import { listDir, readIfExists, writeAtomic } from './files.ts';

/** A seeded design file: a blank surface of the template's size, with the template's own lines of text if it has any. */
function seedSurface(seed: SeedDesignFile): DesignSurface {
  const surface = blankSurface(seed.surface, seed.width, seed.height);
  const lines = seed.lines ?? [];
  const fontSize = Math.max(8, Math.round(Math.min(seed.width, seed.height) / 8));
  surface.items = lines.map((text, i): TextItem => ({
    type: 'text', id: `template-line-${i + 1}`, name: `Template text ${i + 1}`,
    cx: seed.width / 2, cy: (seed.height * (i + 1)) / (lines.length + 1), width: 0, height: 0, scaleX: 1, scaleY: 1, angle: 0,
    text, fontFamily: 'Times', bold: i === 0, italic: false, fontSize: i === 0 ? fontSize : Math.round(fontSize * 0.6), color: '#7f1d1d', align: 'center',
  }));
  return surface;
}

/** What a design file holds: our own design model, an image to place, or bytes we can only store (PDF, PSD…). */
export type DesignFileContent =
  | { kind: 'design'; id: string; design: Design }
  | { kind: 'image'; id: string; image: ImageKind; bytes: Buffer; width: number; height: number; fileName: string }
  | { kind: 'other'; id: string; ext: string };

function checkDesignJson(bytes: Buffer): Design {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw new DesignInputError('The design file is not valid JSON');
  }
  return parseDesign(json);
}

const SEGMENT = /^[A-Za-z0-9_()][A-Za-z0-9_.() -]{0,119}$/;

/** A design id is a path under designs/ without extension ("custom-templates/anonymous/logo"); null when unsafe. */
export function cleanDesignId(raw: string): string | null {
  const parts = raw.split('/').filter(Boolean);
  if (parts.length === 0 || parts.length > 8 || parts.some((p) => !SEGMENT.test(p) || p.includes('..'))) return null;
  return parts.join('/');
}

/**
 * Design files ("ProductTemplates/designs"): the seeded blank designs, in memory, plus uploads on disk, kept with
 * their extension as the vendor does (an id names a file whatever its extension).
 */
export class DesignFiles {
  constructor(private readonly dir: string, private readonly seeded: Map<string, SeedDesignFile>) {}

  /**
   * Stores an upload under the folder; a taken name gets `_1`, `_2`… Returns the new id. A design of our own model
   * (a `.json` name, or JSON under a name without extension) is checked now and refused with the reason, rather
   * than opening blank later.
   */
  upload(folder: string, rawName: string, bytes: Buffer): string {
    const base = rawName.split(/[\\/]/).pop() ?? '';
    let ext = (path.extname(base).toLowerCase().match(/^\.[a-z0-9]{1,8}$/) ?? [''])[0];
    if (ext === '.json' || (ext === '' && /^\uFEFF?\s*\{/.test(bytes.subarray(0, 64).toString('utf8')))) {
      checkDesignJson(bytes);
      ext = '.json';
    }
    const stem = base.slice(0, base.length - path.extname(base).length).replace(/[^A-Za-z0-9_.() -]/g, '_').replace(/^[.\s]+/, '').trim().slice(0, 100) || 'design';
    let id = `${folder}/${stem}`;
    for (let n = 1; this.exists(id); n++) id = `${folder}/${stem}_${n}`;
    if (!cleanDesignId(id)) throw new DesignInputError('The file name cannot be stored');
    writeAtomic(path.join(this.dir, `${id}${ext}`), bytes);
    return id;
  }

  exists(id: string): boolean {
    return this.seeded.has(id) || this.findFile(id) !== null;
  }

  /** Every design file, seeded ones first, as the vendor lists them with ext=true. */
  list(subfolder: string): { Id: string; Ext: string }[] {
    const prefix = subfolder ? `${subfolder.replace(/\/+$/, '')}/` : '';
    const out = [...this.seeded.keys()].filter((id) => id.startsWith(prefix)).map((Id) => ({ Id, Ext: '.json' }));
    const walk = (rel: string, depth: number) => {
      for (const d of listDir(path.join(this.dir, rel))) {
        const child = rel ? `${rel}/${d.name}` : d.name;
        if (d.isDirectory() && depth < 8) walk(child, depth + 1);
        else if (d.isFile() && !d.name.endsWith('.tmp')) {
          const ext = path.extname(d.name);
          const id = child.slice(0, child.length - ext.length);
          if (id.startsWith(prefix)) out.push({ Id: id, Ext: ext });
        }
      }
    };
    walk('', 0);
    return out;
  }

  async read(id: string): Promise<DesignFileContent | null> {
    const seed = this.seeded.get(id);
    if (seed) return { kind: 'design', id, design: { version: 1, surfaces: [{ ...seedSurface(seed), designFile: id }] } };
    const file = this.findFile(id);
    const bytes = file && readIfExists(file);
    if (!file || !bytes) return null;
    const ext = path.extname(file).toLowerCase();
    if (ext === '.json') {
      try {
        return { kind: 'design', id, design: checkDesignJson(bytes) };
      } catch {
        return { kind: 'other', id, ext };
      }
    }
    const image = sniffImage(bytes);
    const meta = image ? await sharp(bytes).metadata().catch(() => null) : null;
    if (image && meta?.width && meta.height) return { kind: 'image', id, image, bytes, width: meta.width, height: meta.height, fileName: path.basename(file) };
    return { kind: 'other', id, ext };
  }

  private findFile(id: string): string | null {
    const full = path.join(this.dir, id);
    const stem = path.basename(full);
    const match = listDir(path.dirname(full)).find((d) => d.isFile() && !d.name.endsWith('.tmp') && d.name.slice(0, d.name.length - path.extname(d.name).length) === stem);
    return match ? path.join(path.dirname(full), match.name) : fs.existsSync(full) && fs.statSync(full).isFile() ? full : null;
  }
}
