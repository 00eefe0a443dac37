import path from 'node:path';
import type { ImageHostSettings } from '../config.ts';
import { AssetStore } from '../imagehost/store.ts';
import { Limiter } from '../imagehost/limiter.ts';
import type { Router } from '../router.ts';
import { addImageHostDeliveryRoutes } from './imageHostDelivery.ts';
import { addImageHostUploadRoutes } from './imageHostUpload.ts';

/** Originals and derived files live here, inside the data dir (a reseed or a test's temp dir drops them too). */
export const IMAGE_HOST_DIR = 'image-host';

export interface ImageHostContext {
  settings: ImageHostSettings;
  store: AssetStore;
  /** at most two conversions at once: the machine's cores are shared with the app */
  conversions: Limiter;
  /** `{public origin}/{cloud}/image/upload`: the base of the URLs upload replies hand to browsers */
  deliveryBase: () => string;
}

/** The image host (Cloudinary stand-in): the upload API and delivery with on-the-fly transformations. */
export function addImageHostRoutes(router: Router, deps: { dataDir: string; settings: ImageHostSettings; publicUrl: () => string }): void {
  const ctx: ImageHostContext = {
    settings: deps.settings,
    store: new AssetStore(path.join(deps.dataDir, IMAGE_HOST_DIR)),
    conversions: new Limiter(2),
    deliveryBase: () => `${deps.publicUrl()}/${deps.settings.cloudName}/image/upload`,
  };
  addImageHostUploadRoutes(router, ctx);
  addImageHostDeliveryRoutes(router, ctx);
}
