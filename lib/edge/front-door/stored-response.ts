import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredCoding, type Coding } from './accept-encoding';

/**
 * A finished page response as the front door keeps it: its headers (CSP,
 * cache policy, ETag and all), its body unencoded and compressed once with
 * gzip and Brotli at their best settings, and what decides whether it still
 * answers a request: the page entry's tags, when it was rendered and until
 * when it is fresh. Sent back as it was, byte for byte, with the coding the
 * request accepts.
 */
export interface StoredResponse {
  headers: ReadonlyArray<readonly [string, number | string | readonly string[]]>;
  etag: string | undefined;
  bodies: Readonly<Record<Coding, Buffer>>;
  /** Request headers (lower case) the answer varies on besides Accept-Encoding: a request carrying one is not answered from here. */
  varyOn: readonly string[];
  tags: readonly string[];
  writtenAt: number;
  freshUntil: number;
}

/** Past this a body is not one of our pages, and not worth a place in memory. */
export const MAX_STORED_BODY = 2 * 1024 * 1024;

/** How long a page that only a tag can expire is kept, in case a webhook is never sent. */
export const UNTIMED_PAGE_MS = 24 * 60 * 60 * 1000;

/** Set per message by Node or per coding when sent, so never kept. */
const PER_MESSAGE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

export interface FinishedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The request's own headers, to refuse an answer that varied on one of them. */
  requestHeaders: IncomingMessage['headers'];
  page: { tags: ReadonlySet<string>; writtenAt?: number; revalidate?: number | false };
  now: number;
}

const header = (headers: OutgoingHttpHeaders, name: string) => {
  const value = headers[name];
  return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
};

/**
 * What of a finished response may be kept, or null: only a whole 200 HTML
 * page that a shared cache may keep (public with s-maxage, no cookie set),
 * read from or written to the page cache, still fresh, and asked for
 * without a header it varies on.
 */
export function keepable(finished: FinishedPage): Omit<StoredResponse, 'bodies'> | null {
  const { status, headers, body, page, now } = finished;
  if (status !== 200 || body.byteLength > MAX_STORED_BODY) return null;
  if (!/^text\/html\b/i.test(header(headers, 'content-type'))) return null;
  const cacheControl = header(headers, 'cache-control');
  if (!/^public\b/i.test(cacheControl) || !/\bs-maxage=\d+/i.test(cacheControl) || headers['set-cookie'] !== undefined) return null;
  if (page.writtenAt === undefined || page.revalidate === undefined) return null;
  const freshUntil = page.revalidate === false ? now + UNTIMED_PAGE_MS : page.writtenAt + page.revalidate * 1000;
  if (freshUntil <= now) return null;
  const vary = header(headers, 'vary');
  const varyOn = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
  if (varyOn.includes('*') || varyOn.some((name) => finished.requestHeaders[name] !== undefined)) return null;
  const kept = Object.entries(headers)
    .filter(([name, value]) => value !== undefined && name !== 'vary' && !PER_MESSAGE.has(name))
    .map(([name, value]) => [name, value as number | string | string[]] as const);
  // The stored answer comes in three codings: caches after us must know it varies on the request's.
  kept.push(['vary', /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']);
  return {
    headers: kept,
    etag: header(headers, 'etag') || undefined,
    varyOn,
    tags: [...page.tags],
    writtenAt: page.writtenAt,
    freshUntil,
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The body in every coding, compressed off the main thread at the best ratio: it is done once per page. */
export async function encodeBodies(body: Buffer): Promise<Record<Coding, Buffer>> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  return { identity: body, gzip: gz, br };
}

/** The memory a kept answer's bodies take, in its three codings. */
export function bodiesBytes(bodies: Readonly<Record<Coding, Buffer>>): number {
  return bodies.identity.byteLength + bodies.gzip.byteLength + bodies.br.byteLength;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Answers `req` with a stored page: 304 when the client has it, else the body in the coding it accepts. */
export function sendStored(req: IncomingMessage, res: ServerResponse, stored: StoredResponse): void {
  for (const [name, value] of stored.headers) res.setHeader(name, value as string | string[]);
  if (res.hasHeader('x-nextjs-cache')) res.setHeader('x-nextjs-cache', 'HIT');
  if (matchesEtag(req.headers['if-none-match'], stored.etag)) {
    res.statusCode = 304;
    res.removeHeader('content-type');
    res.end();
    return;
  }
  const coding = preferredCoding(req.headers['accept-encoding']);
  const body = stored.bodies[coding];
  res.statusCode = 200;
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.byteLength);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
