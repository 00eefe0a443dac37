import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { log } from '../../ground/log';
import { SizedLru } from '../../ground/lru';
import { filesUnder } from './served-files';
import { bodiesBytes, encodeBodies, MAX_STORED_BODY, type StoredResponse } from './stored-response';

/**
 * The build's scripts and stylesheets kept in this process, each compressed
 * once with gzip and Brotli at their best settings. Their names carry their
 * content's hash, so they never change while the process runs: every page
 * load asks for the same dozen files, and Next's own handler would read each
 * from disk and gzip it again per request, on the one thread that also
 * answers the page. Only files the build wrote are served from here (the
 * list is read once at start, so no request path reaches the file system);
 * the first request for a file still goes to Next while its codings are made
 * in the background.
 */
export interface StaticAssets {
  /** The kept answer for this request, or null (Next answers, and the file is loaded for the next one). */
  lookup(req: IncomingMessage, pathname: string): StoredResponse | null;
}

/** What the build's static folder is served under. */
export const STATIC_PREFIX = '/_next/static/';

/** Text the browser gets compressed; anything else (fonts, images: compressed already) is left to Next. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=UTF-8',
};

/** Twice the build's scripts and stylesheets in three codings, bounded however many builds a process sees. */
export const STATIC_ASSETS_BYTES = 32 * 1024 * 1024;

const typeOf = (pathname: string) => TEXT_TYPES[pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase()];

/** The request paths of the build's text files under `staticDir` (`.next/static`). */
export function builtTextFiles(staticDir: string): Map<string, string> {
  return new Map([...filesUnder(staticDir, STATIC_PREFIX)].filter(([path]) => typeOf(path)));
}

export interface StaticAssetsOptions {
  /** Request path → file, as `builtTextFiles` lists them. */
  files: ReadonlyMap<string, string>;
  maxBytes?: number;
}

export function staticAssets({ files, maxBytes = STATIC_ASSETS_BYTES }: StaticAssetsOptions): StaticAssets {
  const kept = new SizedLru<string, StoredResponse>(maxBytes);
  const loading = new Set<string>();

  const load = async (pathname: string, file: string, contentType: string) => {
    const body = await readFile(file);
    if (body.byteLength > MAX_STORED_BODY) return;
    const bodies = await encodeBodies(body);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers: StoredResponse['headers'] = [
      ['content-type', contentType],
      // Named after their content: a new build is new names.
      ['cache-control', 'public, max-age=31536000, immutable'],
      ['etag', etag],
      ['vary', 'Accept-Encoding'],
    ];
    const stored: StoredResponse = { headers, etag, bodies, varyOn: [], tags: [], writtenAt: 0, freshUntil: Number.POSITIVE_INFINITY };
    kept.set(pathname, stored, bodiesBytes(bodies));
  };

  return {
    lookup(req, pathname) {
      const file = files.get(pathname);
      // A range is the one thing a kept file does not answer: Next does.
      if (!file || req.headers.range !== undefined) return null;
      const found = kept.get(pathname);
      if (found) return found;
      const contentType = typeOf(pathname);
      if (contentType && !loading.has(pathname)) {
        loading.add(pathname);
        load(pathname, file, contentType)
          .catch((error: unknown) => log.warn('static_assets.load_failed', { path: pathname, error }))
          .finally(() => loading.delete(pathname));
      }
      return null;
    },
  };
}
