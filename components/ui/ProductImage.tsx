/**
 * Responsive image for Shopify-CDN-style URLs: the CDN (and the emulator)
 * resizes on `?width=`, so srcset lists a few widths. Hook-free, so it renders
 * in server and client trees without adding a library to the bundle.
 * Explicit width/height keep the layout stable (CLS). Sources that are not
 * http(s) or a site path (data:, javascript:) render nothing.
 */

import { safeImageSrc } from '@/lib/ground/html/url';

const DEFAULT_WIDTHS = [160, 240, 320, 400, 480, 640, 800, 1080, 1280, 1600, 1920, 2400];

/**
 * Candidates for a picture no wider than about 320 CSS pixels (a grid card,
 * a category tile): one, two and a little over two device pixels per CSS
 * pixel. Every candidate is a full URL written twice per image (the markup and
 * the page's data), so a list sized to the picture keeps grids light.
 */
export const CARD_WIDTHS = [240, 480, 720];
/**
 * Candidates for a picture at least as wide as a phone (a product page's
 * gallery, the home hero): nothing under 480 px, which no screen would pick.
 */
export const WIDE_WIDTHS = [480, 640, 800, 1080, 1280, 1600, 1920, 2400];
/** Candidates for a 120 px thumbnail at 1×, 2× and 3×. */
export const THUMB_WIDTHS = [120, 240, 360];

export function cdnUrl(src: string, width: number): string {
  const hashIndex = src.indexOf('#');
  const base = hashIndex >= 0 ? src.slice(0, hashIndex) : src;
  const cleaned = base.replace(/([?&])width=\d+&?/, '$1').replace(/[?&]$/, '');
  const sep = cleaned.includes('?') ? '&' : '?';
  return `${cleaned}${sep}width=${Math.round(width)}`;
}

export function cdnSrcSet(src: string, maxWidth: number | null, widths: number[] = DEFAULT_WIDTHS): string {
  const limit = maxWidth && maxWidth > 0 ? maxWidth : Number.POSITIVE_INFINITY;
  const list = widths.filter((w) => w <= limit);
  if (Number.isFinite(limit) && !list.includes(limit)) list.push(limit);
  return list.map((w) => `${cdnUrl(src, w)} ${w}w`).join(', ');
}

export interface ProductImageProps {
  src: string;
  alt: string;
  /** Intrinsic (or layout) size: written to width/height to reserve space. */
  width: number;
  height: number;
  /** Layout width hint for srcset selection, e.g. "(max-width: 1024px) 50vw, 25vw". */
  sizes: string;
  /** Above-the-fold LCP image: eager + fetchpriority=high. */
  priority?: boolean;
  /** An image that must not take bandwidth from the LCP image beside it (a gallery's other slides and thumbnails). */
  deferred?: boolean;
  /** Overrides the loading attribute (e.g. "eager" for a small above-the-fold logo). */
  loading?: 'eager' | 'lazy';
  /** False for icons / SVGs: a single src without srcset. */
  responsive?: boolean;
  /** Largest width the source offers (defaults to `width`). */
  maxWidth?: number | null;
  /** The srcset's candidate widths, when the image never shows as large as a whole page allows. */
  widths?: number[];
  className?: string;
}

export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  deferred = false,
  loading,
  responsive = true,
  maxWidth,
  widths,
  className,
}: ProductImageProps) {
  const safeSrc = safeImageSrc(src);
  if (!safeSrc) return null;
  const limit = maxWidth === undefined ? width : maxWidth;
  const fallbackWidth = Math.min(limit ?? 800, 800);
  // Attributes left out rather than set to undefined: a server-rendered image's props travel in the page's data too.
  const optional = {
    ...(responsive ? { srcSet: cdnSrcSet(safeSrc, limit ?? null, widths), sizes } : {}),
    ...(priority ? { fetchPriority: 'high' as const } : deferred ? { fetchPriority: 'low' as const } : {}),
    ...(className ? { className } : {}),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- CDN resizing via ?width=, see file comment
    <img
      src={responsive ? cdnUrl(safeSrc, fallbackWidth) : safeSrc}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={priority ? 'sync' : 'async'}
      {...optional}
    />
  );
}
