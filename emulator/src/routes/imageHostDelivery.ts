import type { Handler, Reply } from '../http.ts';
import { DeliveryError } from '../imagehost/errors.ts';
import { CONTENT_TYPES, chooseOutput, renderDerived } from '../imagehost/render.ts';
import type { AssetRecord } from '../imagehost/store.ts';
import { candidates, parseDeliveryPath } from '../imagehost/transformations.ts';
import type { Router } from '../router.ts';
import type { ImageHostContext } from './imageHost.ts';

/**
 * `GET /{cloud}/image/upload/[<transformations>/][v<version>/]<public_id>[.<ext>]`. Every URL names one fixed
 * result (a new upload gets a new version and its own derived files), so replies are cached for a year; any
 * page may read them (the design editor draws them on a canvas, downloads fetch them).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG original is served from the emulator's origin: no script in it may run there. */
const SVG_SANDBOX = { 'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox" };

/** Header values are Latin-1 without control characters; a reason quoting a file's text is cleaned first. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);

function refused(status: number, reason: string): Reply {
  return { status, headers: { 'x-cld-error': headerSafe(reason), 'cache-control': 'no-cache' }, body: '' };
}

function file(body: Buffer, contentType: string, extra: Record<string, string> = {}): Reply {
  return {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': IMMUTABLE, 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', ...extra },
    body,
  };
}

export function addImageHostDeliveryRoutes(router: Router, ctx: ImageHostContext): void {
  const deliver: Handler = async (req) => {
    try {
      const cloud = req.params.cloud ?? '';
      if (cloud !== ctx.settings.cloudName) throw new DeliveryError(404, `Unknown cloud name ${cloud}`);
      const path = parseDeliveryPath(req.params.rest ?? '');
      let record: AssetRecord | null = null;
      for (const id of candidates(path)) {
        record = await ctx.store.get(id);
        if (record) break;
      }
      if (!record) throw new DeliveryError(404, `Resource not found - ${candidates(path)[0]}`);
      const output = chooseOutput(record, path);
      if (output.original) {
        return file(await ctx.store.original(record), CONTENT_TYPES[record.format], record.format === 'svg' ? SVG_SANDBOX : {});
      }
      const key = `${path.canonical}|${output.format}`;
      const cached = await ctx.store.derived(record, key);
      if (cached) return file(cached, CONTENT_TYPES[output.format]);
      const found = record;
      const body = await ctx.conversions.run(`${found.publicId}\n${found.version}\n${key}`, async () => {
        const rendered = await renderDerived(found, await ctx.store.original(found), path, output.format).catch((e: unknown) => {
          // a file the converters choke on is the file's fault, not the host's
          throw e instanceof DeliveryError ? e : new DeliveryError(400, `The file could not be converted: ${e instanceof Error ? e.message : String(e)}`);
        });
        await ctx.store.putDerived(found, key, rendered.body);
        return rendered.body;
      });
      return file(body, CONTENT_TYPES[output.format]);
    } catch (e) {
      if (e instanceof DeliveryError) return refused(e.status, e.message);
      throw e;
    }
  };
  router.add('GET', '/:cloud/image/upload/*rest', deliver);
}
