import { json } from '../http.ts';
import type { Router } from '../router.ts';
import { readMultipart } from '../designer/multipart.ts';
import { DesignInputError } from '../designer/parse.ts';
import { designPreviewPng } from '../designer/render/preview.ts';
import { cleanDesignId } from '../designer/store/designs.ts';
import { GALLERY_MAX_BYTES } from '../designer/store/gallery.ts';
import { fileReply, message, READ_ANYWHERE, withApiKey, type DesignerContext } from './designerCommon.ts';

function side(raw: string | null, name: string): number | undefined {
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 4000) throw new DesignInputError(`${name} must be a whole number of pixels from 1 to 4000`);
  return n;
}

/** Design files ("ProductTemplates/designs"): list, upload to a folder, preview as PNG. API key. */
export function addDesignerDesignRoutes(router: Router, ctx: DesignerContext): void {
  const { base, service } = ctx;
  const designs = service.designs;
  router
    .add('GET', `${base}/api/ProductTemplates/designs`, withApiKey(ctx, (req) => {
      const sub = req.query.get('subfolder') ?? '';
      if (sub && !cleanDesignId(sub)) return message(400, 'subfolder is not a valid folder name');
      const list = designs.list(cleanDesignId(sub) ?? '');
      return json(200, /^true$/i.test(req.query.get('ext') ?? '') ? list : list.map((d) => d.Id));
    }))
    .add('GET', `${base}/api/ProductTemplates/designs/*id`, withApiKey(ctx, async (req) => {
      const mode = req.query.get('mode') ?? 'File';
      if (!/^(File|Design)$/i.test(mode)) return message(400, 'mode must be File or Design');
      const id = cleanDesignId(req.params.id ?? '');
      const content = id ? await designs.read(id) : null;
      if (!content) return message(404, `Design file "${req.params.id}" does not exist`);
      const png = await designPreviewPng(content, () => null, side(req.query.get('width'), 'width'), side(req.query.get('height'), 'height'));
      return fileReply(png, 'image/png', 'no-cache', READ_ANYWHERE);
    }))
    .add('POST', `${base}/api/ProductTemplates/designs/*folder`, withApiKey(ctx, async (req) => {
      const folder = cleanDesignId(req.params.folder ?? '');
      if (!folder) return message(400, 'The folder name is not valid');
      const { files, fields } = await readMultipart(req);
      if (files.length === 0) return message(400, 'The request holds no file');
      const big = files.find((f) => f.bytes.length > GALLERY_MAX_BYTES);
      if (big) return message(413, `${big.name} is larger than ${GALLERY_MAX_BYTES} bytes`);
      const named = fields.get('attachmentName')?.trim();
      const ids = files.map((f, i) => designs.upload(folder, i === 0 && named ? named : f.name, f.bytes));
      // the body is the stored id (one per line when several files came), as the vendor's samples read it
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: ids.join('\n') };
    }));
}
