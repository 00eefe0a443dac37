import { json, type Handler } from '../http.ts';
import { UploadError } from '../imagehost/errors.ts';
import { handleUpload } from '../imagehost/upload.ts';
import type { Router } from '../router.ts';
import type { ImageHostContext } from './imageHost.ts';

/** `POST /v1_1/{cloud}/{resource_type}/upload`: the Upload API as the official SDK calls it (upload_prefix). */
export function addImageHostUploadRoutes(router: Router, ctx: ImageHostContext): void {
  const upload: Handler = async (req) => {
    try {
      return json(200, await handleUpload(ctx, req, req.params.cloud ?? '', req.params.rtype ?? ''));
    } catch (e) {
      // the SDK reads `error.message` from these bodies (and only for the statuses it knows)
      if (e instanceof UploadError) return json(e.status, { error: { message: e.message } });
      throw e;
    }
  };
  router.add('POST', '/v1_1/:cloud/:rtype/upload', upload);
}
