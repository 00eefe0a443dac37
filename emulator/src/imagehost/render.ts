import sharp, { type Sharp } from 'sharp';
import { DeliveryError } from './errors.ts';
import { SOURCE_KIND, dosEpsPostScript, type AssetFormat } from './formats.ts';
import { rasterise } from './ghostscript.ts';
import { boundingBox, LETTER } from './postscript.ts';
import { pdfPageSize } from './probe.ts';
import { flattenPsd, psdHeader } from './psd.ts';
import type { AssetRecord } from './store.ts';
import { OUTPUT_FORMATS, type DeliveryPath, type OutputFormat, type Step, type Transformation } from './transformations.ts';

/** Bounds on anything delivery produces, so one URL cannot make the emulator allocate gigabytes. */
export const MAX_SIDE = 12_000;
export const MAX_PIXELS = 100_000_000;
/** The real service's documented default density for PDF pages; dn_ changes it. */
export const DEFAULT_DOCUMENT_DPI = 150;
/** SVG is drawn at its own size (CSS pixels) unless dn_ asks for more. */
export const DEFAULT_SVG_DPI = 72;

export interface Rendered {
  body: Buffer;
  contentType: string;
}

export const CONTENT_TYPES: Record<AssetFormat | OutputFormat, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', tiff: 'image/tiff', svg: 'image/svg+xml',
  pdf: 'application/pdf', ai: 'application/postscript', eps: 'application/postscript', ps: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
};

/** What a URL asks for: the stored file as it is, or a raster in one of the output formats. */
export type Output = { original: true } | { original: false; format: OutputFormat };

const WEB_RASTERS = new Set<AssetFormat>(['png', 'jpg', 'gif', 'webp']);
const isOutput = (f: string): f is OutputFormat => (OUTPUT_FORMATS as readonly string[]).includes(f);

/**
 * `f_` wins over the extension; with neither, the original format. A non-raster format (pdf, svg…) can only
 * be delivered as the untouched original.
 */
export function chooseOutput(record: AssetRecord, path: DeliveryPath): Output {
  const t = path.transformation;
  const transformed = path.canonical !== '';
  if (t.format === 'auto') return { original: false, format: WEB_RASTERS.has(record.format) ? (record.format as OutputFormat) : 'png' };
  if (t.format) return { original: false, format: t.format };
  const ext = path.extension === 'jpeg' ? 'jpg' : path.extension === 'tif' ? 'tiff' : path.extension;
  const wanted = ext ?? record.format;
  if (wanted === record.format && !transformed) return { original: true };
  if (isOutput(wanted)) return { original: false, format: wanted };
  if (wanted === record.format) throw new DeliveryError(400, `A ${record.format} is transformed into png, jpg, webp or gif: add f_png or use that extension`);
  throw new DeliveryError(400, `Cannot deliver a ${record.format} as ${wanted}`);
}

function checkSize(width: number, height: number): void {
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new DeliveryError(400, `Requested image is too large (${width}x${height}; at most ${MAX_SIDE} px a side and ${MAX_PIXELS / 1_000_000} MP)`);
  }
}

/** The size one group makes of a `width`×`height` image (c_scale stretches to both sides; fit and limit keep the shape). */
export function stepSize(width: number, height: number, step: Step): { width: number; height: number } {
  const { width: w, height: h, crop } = step;
  const ratio = width / height;
  let out: { width: number; height: number };
  if (w !== undefined && h !== undefined) {
    if (crop === 'scale') out = { width: w, height: h };
    else {
      const k = Math.min(w / width, h / height);
      out = { width: Math.round(width * k), height: Math.round(height * k) };
    }
  } else if (w !== undefined) out = { width: w, height: Math.round(w / ratio) };
  else out = { width: Math.round(h! * ratio), height: h! };
  if (crop === 'limit' && (out.width > width || out.height > height)) return { width, height };
  return { width: Math.max(1, out.width), height: Math.max(1, out.height) };
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

async function toRaw(image: Sharp): Promise<Raw> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Without dn_, a document is rasterised at the default density, or at less when the first resize needs less: the
 * result's size comes from the resize either way, and a large page is not drawn at 150 dpi only to be shrunk (nor
 * refused for the size of that intermediate).
 */
export function documentDpi(t: Transformation, page: { width: number; height: number }): number {
  if (t.density) return t.density;
  const first = t.steps[0];
  if (!first) return DEFAULT_DOCUMENT_DPI;
  const needed = Math.max(first.width ? (first.width * 72) / page.width : 0, first.height ? (first.height * 72) / page.height : 0);
  return Math.min(DEFAULT_DOCUMENT_DPI, Math.max(1, Math.ceil(needed * 100) / 100));
}

const fromRaw = (raw: Raw) => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels }, limitInputPixels: MAX_PIXELS });
const scaled = (points: number, dpi: number) => Math.max(1, Math.round((points * dpi) / 72));

/** The requested page of the original as pixels, before any resize. */
async function baseImage(record: AssetRecord, original: Buffer, path: DeliveryPath): Promise<Raw> {
  const t = path.transformation;
  const page = t.page ?? 1;
  const kind = SOURCE_KIND[record.format];
  if (kind === 'psd' && page > 1) throw new DeliveryError(400, 'Photoshop layers (pg_2 and up) are not supported by this stand-in: pg_1 is the flattened image');
  if (page > record.pages) throw new DeliveryError(400, `Page ${page} is out of range: the file has ${record.pages}`);
  switch (kind) {
    case 'pdf': {
      const size = await pdfPageSize(original, page - 1);
      const dpi = documentDpi(t, size);
      checkSize(scaled(size.width, dpi), scaled(size.height, dpi));
      return toRaw(sharp(await rasterise({ body: original, kind: 'pdf', epsCrop: false, page, dpi }), { limitInputPixels: MAX_PIXELS }));
    }
    case 'postscript': {
      const body = dosEpsPostScript(original) ?? original;
      const box = boundingBox(body);
      const media = box ? { width: box.urx - box.llx, height: box.ury - box.lly } : { width: LETTER.urx, height: LETTER.ury };
      const dpi = documentDpi(t, media);
      checkSize(scaled(media.width, dpi), scaled(media.height, dpi));
      return toRaw(sharp(await rasterise({ body, kind: 'postscript', epsCrop: box !== null, page, dpi, media }), { limitInputPixels: MAX_PIXELS }));
    }
    case 'psd': {
      const header = psdHeader(original);
      if (!header) throw new DeliveryError(400, 'The stored PSD cannot be read');
      checkSize(header.width, header.height);
      let image;
      try {
        image = flattenPsd(original, MAX_PIXELS * 4 * 2);
      } catch (e) {
        throw new DeliveryError(400, `The PSD cannot be flattened: ${e instanceof Error ? e.message : String(e)}`);
      }
      return { data: image.data, width: image.width, height: image.height, channels: 4 };
    }
    case 'svg': {
      const dpi = t.density ?? DEFAULT_SVG_DPI;
      checkSize(scaled(record.width, dpi), scaled(record.height, dpi));
      return toRaw(sharp(original, { density: dpi, limitInputPixels: MAX_PIXELS }));
    }
    default:
      checkSize(record.width, record.height);
      return toRaw(sharp(original, { page: page - 1, limitInputPixels: MAX_PIXELS }));
  }
}

function encode(image: Sharp, format: OutputFormat, quality: number | undefined): Sharp {
  switch (format) {
    case 'png':
      return image.png();
    // JPEG has no transparency: transparent areas become white, as on the real service
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: quality ?? 80, mozjpeg: true });
    case 'webp':
      return image.webp({ quality: quality ?? 80 });
    case 'gif':
      return image.gif();
  }
}

/** Rasterises, resizes group after group, and encodes. */
export async function renderDerived(record: AssetRecord, original: Buffer, path: DeliveryPath, format: OutputFormat): Promise<Rendered> {
  let raw = await baseImage(record, original, path);
  for (const step of path.transformation.steps) {
    const size = stepSize(raw.width, raw.height, step);
    checkSize(size.width, size.height);
    if (size.width === raw.width && size.height === raw.height) continue;
    raw = await toRaw(fromRaw(raw).resize({ width: size.width, height: size.height, fit: 'fill' }));
  }
  const body = await encode(fromRaw(raw), format, path.transformation.quality).toBuffer();
  return { body, contentType: CONTENT_TYPES[format] };
}
