import { HTTP_METHODS, matchApiRoute, type ApiRoute } from './api-routes';

/**
 * What the front door refuses before Next sees a request: everything Next
 * itself answers with a 5xx or an HTML page where a client needs a clear 4xx.
 * Pure: the request line and headers in, a refusal (or null) out.
 */

/** Longer request targets are not ours (and made the page cache write over-long file names). */
export const MAX_URL_LENGTH = 4096;
/** No handle, id or key of ours comes near this; the file system's own name limit is 255 bytes. */
export const MAX_PATH_SEGMENT = 255;
/** The largest body any handler takes (the tax form with its 8 MB certificate), with room for framing. */
export const MAX_DECLARED_BODY = 10 * 1024 * 1024;

/** What pages and static files answer to. */
export const READ_ONLY = ['GET', 'HEAD', 'OPTIONS'] as const;

export type PathKind = 'api' | 'static' | 'page';

export interface Refusal {
  status: number;
  error: string;
  message: string;
  allow?: readonly string[];
}

export interface CheckContext {
  apiRoutes: readonly ApiRoute[];
  /** Files served from public/, as request paths ("/favicon.svg"). */
  publicFiles: ReadonlySet<string>;
}

export function pathKind(pathname: string, publicFiles: ReadonlySet<string>): PathKind {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/_next/') || publicFiles.has(pathname)) return 'static';
  return 'page';
}

/** The methods a path answers to, for Allow. */
export function allowedMethods(kind: PathKind, pathname: string, ctx: CheckContext): readonly string[] | null {
  if (kind !== 'api') return READ_ONLY;
  return matchApiRoute(ctx.apiRoutes, pathname)?.methods ?? null;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function checkRequest(method: string, target: string, contentLength: string | undefined, ctx: CheckContext): Refusal | null {
  if (target.length > MAX_URL_LENGTH) return { status: 414, error: 'uri_too_long', message: 'The request URL is too long.' };
  const pathname = target.split(/[?#]/, 1)[0] ?? '/';
  if (!pathname.startsWith('/') || !decodes(pathname)) return { status: 400, error: 'bad_path', message: 'The request path is not a valid URL path.' };

  const kind = pathKind(pathname, ctx.publicFiles);
  const allow = allowedMethods(kind, pathname, ctx);
  if (kind === 'api' && !allow) return { status: 404, error: 'not_found', message: 'There is no such API route.' };
  if (!(HTTP_METHODS as readonly string[]).includes(method) || !allow!.includes(method)) {
    return { status: 405, error: 'method_not_allowed', message: `${method} is not allowed here.`, allow: allow ?? READ_ONLY };
  }
  if (kind === 'page' && pathname.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT)) {
    return { status: 404, error: 'not_found', message: 'Not found.' };
  }
  const declared = Number(contentLength);
  if (contentLength !== undefined && (!Number.isFinite(declared) || declared > MAX_DECLARED_BODY)) {
    return { status: 413, error: 'too_large', message: 'The request body is too large.' };
  }
  return null;
}
