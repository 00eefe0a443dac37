import crypto from 'node:crypto';
import path from 'node:path';
import type { Db } from '../store/db.ts';
import { seedDesignFiles } from '../../seed/catalog/designs.ts';
import { blankSurface, imageDpi, zeroMargins, type Design, type DesignSurface, type ImageItem } from './model.ts';
import { DesignInputError } from './parse.ts';
import { parseProductDefinition, type PrintAreaRequest } from './productDefinition.ts';
import { renderPrintPdf } from './render/pdf.ts';
import { maskToCutLine } from './render/proofMask.ts';
import { resizeSurfaceFit } from './resize.ts';
import { sniffImage } from './sniff.ts';
import { cleanDesignId, DesignFiles } from './store/designs.ts';
import { ensureDir, readIfExists, writeAtomic } from './store/files.ts';
import { PrivateGallery } from './store/gallery.ts';
import { RenderFiles } from './store/renders.ts';
import { DesignStates } from './store/states.ts';
import { DesignerTokens } from './store/tokens.ts';

/** Below this effective resolution a placed image is reported in violationWarningData. */
export const MIN_IMAGE_DPI = 150;
/** Size an image design file opens at when the product gives no size: print resolution. */
const IMAGE_DESIGN_DPI = 300;

export interface ViolationWarning {
  type: 'ImageItem';
  name: string;
  surfaceName: string;
  surfaceIndex: number;
  dpiValue: number;
}

/** Addresses of rendered files, on the host and base path the request came in on. */
export interface Urls {
  proof(renderId: string, surface: number): string;
  pdf(renderId: string): string;
}

/**
 * The design service's state: tokens, galleries, design files, states and renders, and the operations the
 * editor asks for (open a product, save, render). Both mounts (/designer, /staging/designer) share one.
 */
export class DesignerService {
  readonly tokens = new DesignerTokens();
  readonly gallery: PrivateGallery;
  readonly designs: DesignFiles;
  readonly states: DesignStates;
  readonly renders: RenderFiles;

  constructor(db: Db, dataDir: string, readonly apiKey: string) {
    const dir = ensureDir(path.join(dataDir, 'designer'));
    const templates = (db.prepare("SELECT body FROM files WHERE kind = 'template'").all() as { body: string }[]).map((r) => r.body);
    this.gallery = new PrivateGallery(path.join(dir, 'gallery'), secretOf(path.join(dir, 'secret')));
    this.designs = new DesignFiles(path.join(dir, 'designs'), seedDesignFiles(templates));
    this.states = new DesignStates(path.join(dir, 'states'));
    this.renders = new RenderFiles(path.join(dir, 'renders'));
  }

  /** loadEditor's product definition made into a design: fresh print areas, design files and saved states. */
  async openProduct(userId: string, product: unknown): Promise<Design> {
    const surfaces: DesignSurface[] = [];
    for (const request of parseProductDefinition(product)) {
      if (request.kind === 'state') {
        const state = this.states.get(userId, request.stateId);
        const picked = state && (request.surface === undefined ? state.design.surfaces : state.design.surfaces.slice(request.surface, request.surface + 1));
        if (!picked?.length) throw new DesignInputError(`State ${request.stateId} does not exist`, 404);
        surfaces.push(...picked);
      } else {
        surfaces.push(await this.openPrintArea(userId, request.name, request.area));
      }
    }
    return { version: 1, surfaces };
  }

  private async openPrintArea(userId: string, name: string, area: PrintAreaRequest): Promise<DesignSurface> {
    let start: DesignSurface | null = null;
    if (area.designFile) {
      const id = cleanDesignId(area.designFile);
      const content = id ? await this.designs.read(id) : null;
      if (!content) throw new DesignInputError(`Design file "${area.designFile}" does not exist`, 404);
      if (content.kind === 'design') start = content.design.surfaces[0]!;
      else if (content.kind === 'image') {
        // The editor places gallery files: the design's image goes to the user's gallery under a fixed name.
        const file = this.gallery.put(userId, `design-${content.fileName}`, content.bytes, true);
        const w = area.width ?? (content.width * 72) / IMAGE_DESIGN_DPI;
        const h = area.height ?? (content.height * 72) / IMAGE_DESIGN_DPI;
        const scale = Math.min(w / content.width, h / content.height);
        const item: ImageItem = { type: 'image', id: crypto.randomUUID(), name: file, file, cx: w / 2, cy: h / 2, width: content.width, height: content.height, scaleX: scale, scaleY: scale, angle: 0 };
        start = { ...blankSurface(name, w, h), items: [item] };
      }
      // Other stored files (PDF, PSD…) cannot be drawn here: the surface opens blank at the product's size.
    }
    const width = area.width ?? start?.width;
    const height = area.height ?? start?.height;
    if (!width || !height) throw new DesignInputError(`Design file "${area.designFile}" has no size: give the print area bounds`);
    const sized = start ? (start.width === width && start.height === height ? start : resizeSurfaceFit(start, width, height)) : blankSurface(name, width, height);
    // the print area's bleed and safety lines win; a design file's own apply when the product gives none
    return {
      ...sized, name, bleed: area.bleed ?? start?.bleed ?? zeroMargins(), safetyLines: area.safetyLines ?? start?.safetyLines ?? [],
      ...(area.designFile ? { designFile: area.designFile } : {}),
    };
  }

  /** Images of the design that are missing from the user's gallery: a design must not name files it cannot show. */
  missingImages(userId: string, design: Design): string[] {
    const files = design.surfaces.flatMap((s) => s.items.flatMap((i) => (i.type === 'image' ? [i.file] : [])));
    return [...new Set(files)].filter((f) => !this.gallery.get(userId, f));
  }

  async violations(userId: string, design: Design): Promise<ViolationWarning[]> {
    const out: ViolationWarning[] = [];
    for (const [surfaceIndex, s] of design.surfaces.entries()) {
      for (const item of s.items) {
        if (item.type !== 'image') continue;
        const natural = await this.gallery.pixelSize(userId, item.file);
        const dpi = natural ? imageDpi(item, natural) : Infinity;
        if (dpi < MIN_IMAGE_DPI) out.push({ type: 'ImageItem', name: item.name, surfaceName: s.name, surfaceIndex, dpiValue: Math.round(dpi) });
      }
    }
    return out;
  }

  /**
   * Stores the proof PNGs (checked to be PNGs, one per surface) under a new render id. A die-cut surface's proof is
   * made transparent outside its cut line here, whoever drew it, so every proof shows the sticker's shape.
   */
  async storeProofs(design: Design, proofs: Buffer[], urls: Urls): Promise<{ renderId: string; proofImageUrls: string[][] }> {
    if (proofs.length !== design.surfaces.length) throw new DesignInputError(`proofs must hold one PNG per surface (${design.surfaces.length})`);
    proofs.forEach((p, i) => {
      if (sniffImage(p) !== 'png') throw new DesignInputError(`proofs[${i}] is not a PNG image`);
    });
    const shaped = await Promise.all(proofs.map(async (p, i) => {
      try {
        return await maskToCutLine(p, design.surfaces[i]!);
      } catch {
        throw new DesignInputError(`proofs[${i}] is not a readable PNG image`);
      }
    }));
    const renderId = this.renders.create();
    shaped.forEach((p, i) => this.renders.putProof(renderId, i, p));
    return { renderId, proofImageUrls: shaped.map((_, i) => [urls.proof(renderId, i)]) };
  }

  async renderPdf(userId: string, design: Design, renderId: string, urls: Urls): Promise<string> {
    const pdf = await renderPrintPdf(design, (file) => this.gallery.get(userId, file), 'Print-ready design');
    this.renders.putPdf(renderId, pdf);
    return urls.pdf(renderId);
  }
}

/** A per-data-folder secret for the gallery's public addresses, made once and kept, so addresses survive restarts. */
function secretOf(file: string): Buffer {
  const existing = readIfExists(file);
  if (existing && existing.length >= 32) return existing;
  const secret = crypto.randomBytes(32);
  writeAtomic(file, secret);
  return secret;
}
