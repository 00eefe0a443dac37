import { json, noContent } from '../http.ts';
import type { Router } from '../router.ts';
import { readMultipart } from '../designer/multipart.ts';
import { sniffImage } from '../designer/sniff.ts';
import { GALLERY_MAX_BYTES, PrivateGallery } from '../designer/store/gallery.ts';
import { fileReply, guarded, message, urlsOf, withUserToken, type DesignerContext } from './designerCommon.ts';

/**
 * The private gallery: a user's uploads, reached with that user's token. Files are images,
 * told by content; each also has a public, unguessable address for <img> tags.
 */
/** SVGs are served from the emulator's origin: no script of theirs may run there. */
const SANDBOX = { 'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox" };

export function addDesignerGalleryRoutes(router: Router, ctx: DesignerContext): void {
  const { base, service } = ctx;
  const gallery = service.gallery;
  const root = `${base}/api/Gallery/Private/:userId/files`;
  const userId = (req: { params: Record<string, string> }) => req.params.userId;
  const publicUrl = (user: string, name: string) => `${urlsOf(ctx).root}/api/Gallery/Public/${user}/${gallery.publicKey(user, name)}/${encodeURIComponent(name)}`;

  router
    .add('GET', root, withUserToken(ctx, userId, (_req, user) => json(200, gallery.list(user).map((f) => ({ ...f, url: publicUrl(user, f.name) })))))
    .add('POST', root, withUserToken(ctx, userId, async (req, user) => {
      const { files, fields } = await readMultipart(req);
      if (files.length === 0) return message(400, 'The request holds no file');
      for (const f of files) {
        if (f.bytes.length > GALLERY_MAX_BYTES) return message(413, `${f.name} is larger than ${GALLERY_MAX_BYTES} bytes`);
        if (!sniffImage(f.bytes)) return message(415, `${f.name} is not a PNG, JPEG, GIF, WebP or SVG image`);
      }
      const overwrite = /^true$/i.test(req.query.get('OverwriteExistingFiles') ?? 'false');
      const named = fields.get('attachmentName')?.trim();
      const stored = files.map((f, i) => gallery.put(user, i === 0 && named ? named : f.name, f.bytes, overwrite));
      return json(200, stored);
    }))
    .add('GET', `${root}/:name`, withUserToken(ctx, userId, (req, user) => {
      const file = gallery.get(user, req.params.name ?? '');
      return file ? fileReply(file.bytes, file.contentType, 'private, no-cache', SANDBOX) : message(404, 'File not found');
    }))
    .add('DELETE', `${root}/:name`, withUserToken(ctx, userId, (req, user) => (gallery.remove(user, req.params.name ?? '') ? noContent() : message(404, 'File not found'))))
    .add('GET', `${base}/api/Gallery/Public/:userId/:key/:name`, guarded((req) => {
      const { userId: user = '', key = '', name = '' } = req.params;
      const file = PrivateGallery.cleanName(name) === name && gallery.checkPublicKey(user, name, key) ? gallery.get(user, name) : null;
      // a file may be overwritten under the same name: revalidate each time
      return file ? fileReply(file.bytes, file.contentType, 'public, no-cache', SANDBOX) : message(404, 'File not found');
    }));
}
