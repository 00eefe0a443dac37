import { json, type Handler, type Reply, type Req } from '../http.ts';
import { apiKeyMatches, USER_ID, userTokenOf } from '../designer/auth.ts';
import type { EditorBundles } from '../designer/bundle.ts';
import { DesignInputError } from '../designer/parse.ts';
import type { DesignerService, Urls } from '../designer/service.ts';

/** What every designer route module gets: the mount it serves (/designer or /staging/designer) and the shared service. */
export interface DesignerContext {
  base: string;
  service: DesignerService;
  bundles: EditorBundles;
  publicUrl: () => string;
}

/** Errors in the shape ASP.NET Web API (the vendor's stack) answers: `{ "Message": "…" }`. */
export const message = (status: number, text: string): Reply => json(status, { Message: text });

/** Browser-facing addresses: the emulator's public URL plus the base path the request came in on. */
export function urlsOf(ctx: DesignerContext): Urls & { root: string } {
  const root = `${ctx.publicUrl()}${ctx.base}`;
  return {
    root,
    proof: (renderId, surface) => `${root}/api/Rendering/proofs/${renderId}/${surface}.png`,
    pdf: (renderId) => `${root}/api/HiRes/${renderId}.pdf`,
  };
}

/** Turns input errors into their 4xx; anything else propagates (the server logs it). */
export function guarded(run: Handler): Handler {
  return async (req) => {
    try {
      return await run(req);
    } catch (e) {
      if (e instanceof DesignInputError) return message(e.status, e.message);
      throw e;
    }
  };
}

/** Back-end routes: the X-CustomersCanvasAPIKey header, else the vendor's 403 text. */
export function withApiKey(ctx: DesignerContext, run: Handler): Handler {
  return guarded((req) => {
    if (!apiKeyMatches(req, ctx.service.apiKey)) return { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Invalid Security Key' };
    return run(req);
  });
}

export function checkUserId(userId: string | undefined): string {
  if (!userId || !USER_ID.test(userId)) throw new DesignInputError('userId must be 1 to 64 letters, digits, "_" or "-"');
  return userId;
}

/** User routes (gallery, editor): a live token of exactly that user. */
export function withUserToken(ctx: DesignerContext, userIdOf: (req: Req) => string | undefined, run: (req: Req, userId: string) => Reply | Promise<Reply>): Handler {
  return guarded((req) => {
    const userId = checkUserId(userIdOf(req));
    const token = userTokenOf(req);
    if (!token) return message(401, 'A user token is required (X-CustomersCanvasUserToken header or token parameter)');
    if (!ctx.service.tokens.verify(token, userId)) return message(403, 'The user token is invalid, expired or belongs to another user');
    return run(req, userId);
  });
}

/**
 * Rendered files and previews a store page may fetch from its own origin (a proof downloaded as a blob): any
 * origin may read them. They are public by unguessable address or need a key no browser holds, so `*` lends
 * nothing away; said here rather than left to the server's defaults.
 */
export const READ_ANYWHERE = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'content-disposition, content-length, etag' } as const;

/** Bytes served to any browser: fixed type, no sniffing. */
export function fileReply(body: Buffer, contentType: string, cacheControl: string, extra: Record<string, string> = {}): Reply {
  return { status: 200, headers: { 'content-type': contentType, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff', ...extra }, body };
}
