import type { ArtworkKind } from './artwork-file';

/**
 * How the image host turns each uploaded kind into a PNG the design editor
 * can place, as Cloudinary delivery transformations. The product rule:
 * vector files (ai, eps, pdf) are rasterised at 300 dpi, except that a
 * source already at least 2500 px on its larger side is scaled to 2700 px
 * instead (at 300 dpi it would be needlessly huge); a PSD is flattened; the
 * output is PNG.
 */

/** Density, in dpi, at which vector files are rasterised. */
export const VECTOR_DENSITY = 300;
/** A vector source whose larger side (as the host reports it) is at least this is scaled instead of rasterised at VECTOR_DENSITY. */
export const LARGE_SOURCE_PX = 2500;
/** The larger side such a source is scaled to. */
export const LARGE_TARGET_PX = 2700;

/**
 * The transformation for an upload, or null when the upload is used as is
 * (png, jpg). Always one component, its parameters in alphabetical order as
 * Cloudinary's SDKs write them, so one conversion always has one URL and the
 * host's cache of derived images is hit:
 * - pdf, ai, eps: `dn_300,f_png,pg_1`, or for a large source
 *   `c_scale,f_png,pg_1,w_2700` (`h_2700` when taller than wide);
 * - psd: `f_png,pg_1` (page 1 of a PSD is the flattened composite);
 * - svg: `dn_300,f_png`.
 */
export function conversionFor(kind: ArtworkKind, source: { width: number; height: number }): string | null {
  switch (kind) {
    case 'png':
    case 'jpg':
      return null;
    case 'psd':
      return 'f_png,pg_1';
    case 'svg':
      return `dn_${VECTOR_DENSITY},f_png`;
    case 'pdf':
    case 'ai':
    case 'eps': {
      if (Math.max(source.width, source.height) < LARGE_SOURCE_PX) return `dn_${VECTOR_DENSITY},f_png,pg_1`;
      return source.height > source.width ? `c_scale,f_png,h_${LARGE_TARGET_PX},pg_1` : `c_scale,f_png,pg_1,w_${LARGE_TARGET_PX}`;
    }
  }
}

const UPLOAD = '/upload/';

/**
 * The delivery URL of an upload with `transformation` applied: the
 * transformation goes in as one path segment right after `/upload/` (before
 * the `v123/` version), and with `format` the file's extension becomes
 * `.png` (one is added when the public id has none). Everything else
 * (scheme, host, query, fragment) stays as the host wrote it. Throws on a
 * URL that is not a delivery URL (no `/upload/` in its path).
 */
export function deliveryUrl(secureUrl: string, transformation: string | null, format?: 'png'): string {
  const suffixAt = secureUrl.search(/[?#]/);
  const path = suffixAt < 0 ? secureUrl : secureUrl.slice(0, suffixAt);
  const suffix = suffixAt < 0 ? '' : secureUrl.slice(suffixAt);
  const at = path.indexOf(UPLOAD);
  if (at < 0) throw new Error(`Not an image host delivery URL (no ${UPLOAD}): ${secureUrl}`);
  const head = path.slice(0, at + UPLOAD.length);
  let rest = path.slice(at + UPLOAD.length);
  if (format) {
    const slash = rest.lastIndexOf('/');
    const dot = rest.lastIndexOf('.');
    rest = `${dot > slash ? rest.slice(0, dot) : rest}.${format}`;
  }
  return `${head}${transformation ? `${transformation}/` : ''}${rest}${suffix}`;
}
