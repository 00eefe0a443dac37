import { sniffImage } from '../designer/sniff.ts';

/** What an upload is, told by its bytes: the `format` the upload API reports and delivery converts from. */
export type AssetFormat = 'png' | 'jpg' | 'gif' | 'webp' | 'tiff' | 'svg' | 'pdf' | 'ai' | 'eps' | 'ps' | 'psd';

/** Which converter reads it. */
export type SourceKind = 'raster' | 'svg' | 'pdf' | 'postscript' | 'psd';

export interface Sniffed {
  format: AssetFormat;
  kind: SourceKind;
  /** the bytes a converter reads: the file itself, or the PostScript section of a DOS EPS */
  body: Buffer;
}

export const SOURCE_KIND: Record<AssetFormat, SourceKind> = {
  png: 'raster', jpg: 'raster', gif: 'raster', webp: 'raster', tiff: 'raster', svg: 'svg',
  pdf: 'pdf', ai: 'pdf', eps: 'postscript', ps: 'postscript', psd: 'psd',
};

/** A DOS EPS (what Windows tools save) wraps the PostScript in a binary header with a TIFF or WMF preview. */
const DOS_EPS = Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]);

/**
 * Illustrator's PDF-compatible files carry its private data (`/AIPrivateData1…`) and a `/PieceInfo` entry
 * named `/Illustrator`; a PDF merely exported by Illustrator has neither and stays a PDF.
 */
const ILLUSTRATOR = /\/AIPrivateData\d|\/Illustrator\b/;
const SAMPLE = 256 * 1024;

export function dosEpsPostScript(bytes: Buffer): Buffer | null {
  if (bytes.length < 30 || !bytes.subarray(0, 4).equals(DOS_EPS)) return null;
  const start = bytes.readUInt32LE(4);
  const length = bytes.readUInt32LE(8);
  if (start < 30 || length === 0 || start + length > bytes.length) return null;
  return bytes.subarray(start, start + length);
}

function postScript(body: Buffer): Sniffed | null {
  const head = body.subarray(0, 4096).toString('latin1');
  if (!head.startsWith('%!')) return null;
  const firstLine = head.split(/\r\n|\r|\n/, 1)[0] ?? '';
  // Illustrator's own (pre-PDF) files are EPS-like PostScript with its name in the header comments
  if (/^%%Creator:.*Adobe Illustrator/m.test(head) || /^%%AI\d_/m.test(head)) return { format: 'ai', kind: 'postscript', body };
  return { format: /\bEPSF-\d/.test(firstLine) ? 'eps' : 'ps', kind: 'postscript', body };
}

/** `filename` only settles PDF against Illustrator, when the markers are compressed away. */
export function sniffAsset(bytes: Buffer, filename = ''): Sniffed | null {
  const raster = sniffImage(bytes);
  if (raster) return { format: raster === 'jpeg' ? 'jpg' : raster, kind: raster === 'svg' ? 'svg' : 'raster', body: bytes };
  const magic4 = bytes.subarray(0, 4).toString('latin1');
  if (magic4 === 'II*\0' || magic4 === 'MM\0*') return { format: 'tiff', kind: 'raster', body: bytes };
  if (magic4 === '8BPS' && bytes.length >= 26) {
    const version = bytes.readUInt16BE(4);
    if (version === 1 || version === 2) return { format: 'psd', kind: 'psd', body: bytes };
  }
  // PDF readers accept the header anywhere in the first kilobyte
  if (bytes.subarray(0, 1024).includes('%PDF-')) {
    // the markers sit in the page objects near the start or in the private data near the end
    const ai = /\.ai$/i.test(filename) || ILLUSTRATOR.test(bytes.subarray(0, SAMPLE).toString('latin1')) || ILLUSTRATOR.test(bytes.subarray(-SAMPLE).toString('latin1'));
    return { format: ai ? 'ai' : 'pdf', kind: 'pdf', body: bytes };
  }
  const dos = dosEpsPostScript(bytes);
  if (dos) {
    const inner = postScript(dos);
    return inner ? { ...inner, format: inner.format === 'ps' ? 'eps' : inner.format } : null;
  }
  return postScript(bytes);
}
