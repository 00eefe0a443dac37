import { json, jsonBody, type Reply, type Req } from '../http.ts';
import type { Router } from '../router.ts';
import type { BundleName } from '../designer/bundle.ts';
import { editorPageHtml } from '../designer/editorPage.ts';
import { langOf } from '../designer/editor/i18n.ts';
import type { Design } from '../designer/model.ts';
import { DesignInputError, obj } from '../designer/parse.ts';
import { parseDesign } from '../designer/validate.ts';
import { fileReply, guarded, message, READ_ANYWHERE, urlsOf, withUserToken, type DesignerContext } from './designerCommon.ts';

/** Proof PNGs travel base64 in the JSON body: a few surfaces at up to 4000 px. */
const EDITOR_BODY_MAX = 8 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface EditorBody {
  design: Design;
  stateId: string | undefined;
  raw: Record<string, unknown>;
}

function readBody(req: Req, withDesign = true): EditorBody {
  if (req.body.length > EDITOR_BODY_MAX) throw new DesignInputError(`The body is larger than ${EDITOR_BODY_MAX} bytes`, 413);
  const raw = obj(jsonBody(req), 'body');
  const stateId = typeof raw.stateId === 'string' && raw.stateId ? raw.stateId : undefined;
  return { design: withDesign ? parseDesign(raw.design) : { version: 1, surfaces: [] }, stateId, raw };
}

function proofsOf(raw: Record<string, unknown>): Buffer[] {
  if (!Array.isArray(raw.proofs) || raw.proofs.some((p) => typeof p !== 'string')) throw new DesignInputError('proofs must be an array of base64 PNGs');
  return (raw.proofs as string[]).map((p) => Buffer.from(p.replace(/^data:image\/png;base64,/, ''), 'base64'));
}

/**
 * The editor page, its scripts, the calls it makes while a shopper designs (open, save, proofs, render; user
 * token), and the rendered files, public by unguessable address.
 */
export function addDesignerEditorRoutes(router: Router, ctx: DesignerContext): void {
  const { base, service, bundles } = ctx;
  const bundle = (name: BundleName) => async (req: Req): Promise<Reply> => {
    const file = await bundles.get(name);
    const etag = `"${file.hash}"`;
    const headers = { 'content-type': file.contentType, 'cache-control': 'no-cache', etag };
    return req.headers['if-none-match'] === etag ? { status: 304, headers, body: '' } : { status: 200, headers, body: file.body };
  };
  const userOf = (req: Req) => req.query.get('userId') ?? undefined;
  const checkImages = (userId: string, design: Design) => {
    const missing = service.missingImages(userId, design);
    if (missing.length) throw new DesignInputError(`Images not in the gallery: ${missing.join(', ')}`, 422);
  };

  router
    .add('GET', `${base}/Resources/Generated/IframeApi.js`, bundle('IframeApi.js'))
    .add('GET', `${base}/Resources/Editor/editor.js`, bundle('editor.js'))
    .add('GET', `${base}/Resources/Editor/editor.css`, bundle('editor.css'))
    .add('GET', `${base}/Editor.html`, async (req) => {
      const [js, css] = await Promise.all([bundles.get('editor.js'), bundles.get('editor.css')]);
      return {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store',
          'content-security-policy': "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'",
        },
        body: editorPageHtml(langOf(req.query.get('lang')), { js: js.hash, css: css.hash }),
      };
    })
    .add('POST', `${base}/api/editor/open`, withUserToken(ctx, userOf, async (req, userId) => {
      const { raw } = readBody(req, false);
      return json(200, { design: await service.openProduct(userId, raw.product) });
    }))
    .add('POST', `${base}/api/editor/states`, withUserToken(ctx, userOf, (req, userId) => {
      const { design, stateId } = readBody(req);
      checkImages(userId, design);
      const state = service.states.save(userId, design, stateId);
      return json(200, { stateId: state.stateId, userId, returnToEditUrl: '' });
    }))
    .add('POST', `${base}/api/editor/proofs`, withUserToken(ctx, userOf, async (req, userId) => {
      const { design, stateId, raw } = readBody(req);
      checkImages(userId, design);
      const { proofImageUrls } = await service.storeProofs(design, proofsOf(raw), urlsOf(ctx));
      const state = service.states.save(userId, design, stateId, { hiResOutputUrls: [], proofImageUrls });
      return json(200, { proofImageUrls, stateId: state.stateId });
    }))
    .add('POST', `${base}/api/editor/render`, withUserToken(ctx, userOf, async (req, userId) => {
      const { design, stateId, raw } = readBody(req);
      checkImages(userId, design);
      const urls = urlsOf(ctx);
      const { renderId, proofImageUrls } = await service.storeProofs(design, proofsOf(raw), urls);
      const hiResOutputUrls = [await service.renderPdf(userId, design, renderId, urls)];
      const state = service.states.save(userId, design, stateId, { hiResOutputUrls, proofImageUrls });
      const current = Number.isInteger(raw.currentSurface) ? Math.min(Math.max(0, raw.currentSurface as number), design.surfaces.length - 1) : 0;
      const surface = design.surfaces[current]!;
      return json(200, {
        stateId: state.stateId, userId, hiResOutputUrls, proofImageUrls, returnToEditUrl: '',
        userChanges: { texts: design.surfaces.flatMap((s) => s.items.flatMap((i) => (i.type === 'text' ? [{ name: i.name, usersValue: i.text }] : []))), textPlaceholders: [] },
        boundsData: { currentSurface: { Left: 0, Top: 0, Width: surface.width, Height: surface.height } },
        violationWarningData: await service.violations(userId, design),
      });
    }))
    .add('GET', `${base}/api/Rendering/proofs/:renderId/:file`, guarded((req) => {
      const m = /^(\d{1,2})\.png$/.exec(req.params.file ?? '');
      const png = m ? service.renders.proof(req.params.renderId ?? '', Number(m[1])) : null;
      return png ? fileReply(png, 'image/png', IMMUTABLE, READ_ANYWHERE) : message(404, 'Proof not found');
    }))
    .add('GET', `${base}/api/HiRes/:file`, guarded((req) => {
      const m = /^(.+)\.pdf$/.exec(req.params.file ?? '');
      const pdf = m ? service.renders.pdf(m[1]!) : null;
      return pdf ? fileReply(pdf, 'application/pdf', IMMUTABLE, { ...READ_ANYWHERE, 'content-disposition': 'inline; filename="print.pdf"' }) : message(404, 'Print file not found');
    }));
}
