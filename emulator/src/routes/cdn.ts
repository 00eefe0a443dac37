import type { Handler } from '../http.ts';
import { notFound } from '../http.ts';
import { ImageStore } from '../images/imageStore.ts';

export const CDN_PREFIX = '/cdn/shop/files';

export function cdnHandler(images: ImageStore): Handler {
  return async (req) => {
    const image = await images.get(req.params.file ?? '', ImageStore.parse(req.query));
    if (!image) return notFound();
    const headers = {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: image.etag,
    };
    if (req.headers['if-none-match'] === image.etag) return { status: 304, headers, body: '' };
    return { status: 200, headers, body: image.body };
  };
}
