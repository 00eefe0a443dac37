import type { Handler } from '../http.ts';
import { notFound } from '../http.ts';
import { ImageStore } from '../images/imageStore.ts';

export const CDN_PREFIX = '/cdn/shop/files';

/** Raster formats the CDN re-encodes as WebP for browsers that accept it. */
const NEGOTIABLE = /\.(png|jpe?g)$/i;

export function cdnHandler(images: ImageStore): Handler {
  return async (req) => {
    const file = req.params.file ?? '';
    const request = ImageStore.parse(req.query);
    // Like Shopify's CDN: without an explicit format, a browser that accepts
    // WebP gets WebP (smaller) from the same URL; caches must key on Accept.
    const accept = String(req.headers.accept ?? '');
    if (!request.format && NEGOTIABLE.test(file) && accept.includes('image/webp')) request.format = 'webp';
    const image = await images.get(file, request);
    if (!image) return notFound();
    const headers = {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      etag: image.etag,
    };
    if (req.headers['if-none-match'] === image.etag) return { status: 304, headers, body: '' };
    return { status: 200, headers, body: image.body };
  };
}
