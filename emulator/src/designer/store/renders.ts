import crypto from 'node:crypto';
import path from 'node:path';
import { STATE_ID } from '../productDefinition.ts';
import { readIfExists, writeAtomic } from './files.ts';

/**
 * Rendered outputs (proof PNGs, print PDFs), each render in its own folder named by a random UUID: the address
 * is the only key, so a storefront <img> can show it and nobody can guess another one. Never rewritten.
 */
export class RenderFiles {
  constructor(private readonly dir: string) {}

  create(): string {
    return crypto.randomUUID();
  }

  putProof(renderId: string, surface: number, png: Buffer): void {
    writeAtomic(path.join(this.dir, renderId, `proof-${surface}.png`), png);
  }

  putPdf(renderId: string, pdf: Uint8Array): void {
    writeAtomic(path.join(this.dir, renderId, 'print.pdf'), Buffer.from(pdf));
  }

  proof(renderId: string, surface: number): Buffer | null {
    return STATE_ID.test(renderId) && Number.isInteger(surface) && surface >= 0 && surface < 100 ? readIfExists(path.join(this.dir, renderId.toLowerCase(), `proof-${surface}.png`)) : null;
  }

  pdf(renderId: string): Buffer | null {
    return STATE_ID.test(renderId) ? readIfExists(path.join(this.dir, renderId.toLowerCase(), 'print.pdf')) : null;
  }
}
