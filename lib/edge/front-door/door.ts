import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../../ground/config';
import { log } from '../../ground/log';
import type { ResellerLookup } from '../../services/reseller/directory';
import { resolveTenant } from '../../ground/tenant/resolve';
import { isUnavailablePage, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../services/cache/unavailable-page';
import { collectServedPage, servedPage } from '../../services/cache/served-page';
import { beforeHeaders } from './before-headers';
import { sharedCacheHeaders } from './cache-policy';
import { holdHtml } from './html-buffer';
import { inlineScriptHashes } from './inline-scripts';
import { paintFirst } from './paint-first';
import type { ResponseCache } from './response-cache';
import type { StaticAssets } from './static-assets';
import { sendStored } from './stored-response';
import { checkRequest, pathKind, READ_ONLY, type CheckContext, type Refusal } from './request-check';
import { documentPolicy, securityHeaders } from './security-headers';
import { punchoutPagePolicy } from '../punchout/frame-policy';

/**
 * The storefront's front door: the Node request handler in front of Next.
 * It refuses what Next would answer with a 5xx or an HTML page (unknown
 * methods, undecodable or over-long paths, unknown API routes, oversized
 * bodies) and hosts of resellers that do not exist, sets the security
 * headers on every response, loads each HTML page's scripts after its first
 * paint, and gives each page a CSP that allows exactly its own inline scripts.
 */

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/** Runs `next` with `res` wrapped (compression); `next` must be called once. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface DoorOptions extends CheckContext {
  cfg: AppConfig;
  handle: NextHandler;
  resellers: ResellerLookup;
  /** Whether X-Forwarded-For from the connecting peer is a proxy's to be kept (else it is replaced). */
  trustProxy: boolean;
  compress?: Middleware;
  /** Finished public pages kept in this process and answered without Next (./response-cache.ts). */
  responses?: ResponseCache;
  /** The build's scripts and stylesheets, kept compressed (./static-assets.ts). */
  statics?: StaticAssets;
}

export function createDoor(options: DoorOptions) {
  const { cfg, handle, resellers, trustProxy, compress, responses, statics } = options;
  const headers = securityHeaders(cfg);
  const policy = documentPolicy(cfg);

  const refuse = (res: ServerResponse, pathname: string, refusal: Refusal) => {
    res.statusCode = refusal.status;
    res.setHeader('Cache-Control', 'no-store');
    if (refusal.allow) res.setHeader('Allow', refusal.allow.join(', '));
    if (pathname.startsWith('/api/') || pathname === '/api') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: refusal.error, message: refusal.message }));
    } else {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(refusal.message);
    }
  };

  return async function door(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const pathname = target.split(/[?#]/, 1)[0] ?? '/';
    try {
      const refusal = checkRequest(method, target, req.headers['content-length'], options);
      if (refusal) return refuse(res, pathname, refusal);
      const kind = pathKind(pathname, options.publicFiles);
      if (method === 'OPTIONS' && kind !== 'api') {
        res.statusCode = 204;
        res.setHeader('Allow', READ_ONLY.join(', '));
        res.end();
        return;
      }

      const tenant = resolveTenant(req.headers.host, cfg);
      if (tenant.kind === 'reseller') {
        const exists = await resellers(tenant.resellerId);
        if (exists === false) return refuse(res, pathname, { status: 404, error: 'not_found', message: 'There is no store at this address.' });
        if (exists === null) {
          res.setHeader('Retry-After', '30');
          return refuse(res, pathname, { status: 503, error: 'unavailable', message: 'This store is temporarily unavailable.' });
        }
      }

      // The rate limits key on the client address: only a trusted proxy may name it.
      const peer = req.socket.remoteAddress ?? '';
      const forwarded = req.headers['x-forwarded-for'];
      req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer;

      if (statics && kind === 'static' && (method === 'GET' || method === 'HEAD')) {
        const asset = statics.lookup(req, pathname);
        if (asset) return sendStored(req, res, asset);
      }

      const cacheable = responses !== undefined && kind === 'page' && (method === 'GET' || method === 'HEAD');
      if (cacheable) {
        const stored = await responses.lookup(req, pathname);
        if (stored) return sendStored(req, res, stored);
      }

      // A HEAD of a page is rendered as its GET, so it carries the same CSP; Node itself drops
      // the body of a HEAD response.
      if (method === 'HEAD' && kind === 'page') req.method = 'GET';
      const served = servedPage();
      const run = () => {
        if (kind !== 'static') {
          // What a shared cache may keep, once the app has said what it says (./cache-policy.ts).
          beforeHeaders(res, () => {
            const decided = sharedCacheHeaders({
              kind,
              pathname,
              status: res.statusCode,
              cookie: req.headers.cookie,
              cacheControl: res.getHeader('cache-control')?.toString(),
              setsCookie: res.hasHeader('set-cookie'),
              tags: [...served.tags],
            });
            for (const [name, value] of Object.entries(decided)) {
              if (value === null) res.removeHeader(name);
              else res.setHeader(name, value);
            }
            // The internal path a page was rendered under is nobody's business.
            res.removeHeader('x-middleware-rewrite');
          });
        }
        // Inside compression's wrapping, so the held body is the page itself, not its gzip.
        if (kind !== 'static') {
          holdHtml(res, (rendered) => {
            const source = rendered.toString('utf8');
            // Before the hashes: the loader is one of the page's inline scripts.
            const html = paintFirst(source);
            const body = html === source ? rendered : Buffer.from(html);
            if (cacheable && method === 'GET') res.once('finish', () => responses.offer(req, res, pathname, body, served));
            const punchout = kind === 'page' ? punchoutPagePolicy(target, req.headers.cookie, cfg) : null;
            res.setHeader('Content-Security-Policy', policy(inlineScriptHashes(html), punchout ?? undefined));
            // The buyer's system may frame this page: its frame-ancestors say who, and the legacy header would say no one.
            if (punchout?.frameAncestors.length) res.removeHeader('X-Frame-Options');
            // The store-unavailable fallback: a 503 that says when to retry, kept by no cache.
            if (res.statusCode === 200 && isUnavailablePage(html)) {
              res.statusCode = 503;
              res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
              res.setHeader('Cache-Control', 'no-store');
            }
            return body;
          });
        }
        return collectServedPage(served, () => handle(req, res));
      };
      if (compress) await new Promise<void>((resolve, reject) => compress(req, res, () => void run().then(resolve, reject)));
      else await run();
    } catch (error) {
      log.error('front_door.failed', { method, path: pathname, error });
      if (!res.headersSent) refuse(res, pathname, { status: 500, error: 'internal', message: 'Something went wrong.' });
      else res.destroy();
    }
  };
}
