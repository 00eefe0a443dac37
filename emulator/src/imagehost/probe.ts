import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { UploadError } from './errors.ts';
import type { Sniffed } from './formats.ts';
import { boundingBox, LETTER, pageCount } from './postscript.ts';
import { psdHeader } from './psd.ts';

/** The size the upload API reports: pixels for images, page 1 in points (72 dpi) for documents. */
export interface Probe {
  width: number;
  height: number;
  pages: number;
}

const invalid = () => new UploadError(400, 'Invalid image file');

/** Page `index` (0-based) in points as it is shown: a page turned a quarter (/Rotate 90) swaps its sides. */
export async function pdfPageSize(body: Buffer, index: number): Promise<{ width: number; height: number; pages: number }> {
  // sizes only: an encrypted PDF still tells its page boxes
  const doc = await PDFDocument.load(body, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  const pages = doc.getPageCount();
  if (index >= pages) return { width: 0, height: 0, pages };
  const page = doc.getPage(index);
  const { width, height } = page.getSize();
  const quarterTurn = Math.abs(page.getRotation().angle) % 180 === 90;
  return { width: quarterTurn ? height : width, height: quarterTurn ? width : height, pages };
}

async function probePdf(body: Buffer): Promise<Probe> {
  const { width, height, pages } = await pdfPageSize(body, 0);
  if (pages === 0 || width <= 0 || height <= 0) throw invalid();
  return { width: Math.round(width), height: Math.round(height), pages };
}

export async function probeAsset(asset: Sniffed): Promise<Probe> {
  try {
    switch (asset.kind) {
      case 'pdf':
        return await probePdf(asset.body);
      case 'postscript': {
        const box = boundingBox(asset.body) ?? LETTER;
        return { width: Math.round(box.urx - box.llx), height: Math.round(box.ury - box.lly), pages: pageCount(asset.body) };
      }
      case 'psd': {
        const header = psdHeader(asset.body);
        if (!header) throw invalid();
        return { width: header.width, height: header.height, pages: 1 };
      }
      default: {
        const meta = await sharp(asset.body, { limitInputPixels: false }).metadata();
        if (!meta.width || !meta.height) throw invalid();
        // an animated GIF or WebP reports its whole strip of frames as one tall image
        const height = meta.pageHeight && meta.pages && meta.pages > 1 ? meta.pageHeight : meta.height;
        return { width: meta.width, height, pages: meta.pages ?? 1 };
      }
    }
  } catch (e) {
    if (e instanceof UploadError) throw e;
    throw invalid();
  }
}
