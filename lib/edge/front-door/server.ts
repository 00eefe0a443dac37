import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import next from 'next';
import { loadConfig } from '../../ground/config';
import { startPageCache } from '../../services/cache/page-cache';
import { createResellerDirectory } from '../../services/reseller/directory';
import { scanApiRoutes } from './api-routes';
import { createDoor, type Middleware } from './door';
import { parserErrorStatus } from './parser-errors';
import { responseCache } from './response-cache';
import { READ_ONLY } from './request-check';
import { securityHeaders } from './security-headers';
import { filesUnder } from './served-files';
import { builtTextFiles, staticAssets } from './static-assets';

/**
 * Starts the built storefront behind its front door (./door.ts) on one port.
 * `npm start` and the browser tests run it through scripts/serve.mjs, which
 * bundles this file with esbuild first.
 */

export interface StartOptions {
  dir: string;
  port: number;
  hostname: string;
}

const publicFiles = (dir: string) => new Set(filesUnder(join(dir, 'public'), '/').keys());

export async function startStorefront({ dir, port, hostname }: StartOptions): Promise<Server> {
  const cfg = loadConfig();
  // Before Next starts: its cache handler hands every call to this cache.
  const pages = startPageCache(readFileSync(join(dir, '.next', 'BUILD_ID'), 'utf8').trim());
  const app = next({ dir, dev: false, hostname, port, customServer: true });
  await app.prepare();
  const context = { apiRoutes: scanApiRoutes(join(dir, 'app', 'api')), publicFiles: publicFiles(dir) };
  const door = createDoor({
    ...context,
    cfg,
    handle: app.getRequestHandler() as (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>,
    resellers: createResellerDirectory({ snippetsBaseUrl: cfg.SNIPPETS_BASE_URL, timeoutMs: cfg.UPSTREAM_TIMEOUT_MS }),
    trustProxy: cfg.TRUST_PROXY === 'on',
    compress: compression() as unknown as Middleware,
    responses: responseCache({ isCurrent: (tags, writtenAt) => pages.isCurrent(tags, writtenAt) }),
    statics: staticAssets({ files: builtTextFiles(join(dir, '.next', 'static')) }),
  });
  const server = createServer((req, res) => void door(req, res));
  // Requests Node's parser refuses (unknown methods, broken headers) and CONNECT never reach the
  // handler: answer them with the same headers instead of Node's bare reply or a dropped socket.
  const raw = (status: string, extra: string[] = []) =>
    [`HTTP/1.1 ${status}`, ...Object.entries(securityHeaders(cfg)).map(([k, v]) => `${k}: ${v}`), ...extra, 'Content-Length: 0', 'Connection: close', '', ''].join('\r\n');
  server.on('connect', (_req, socket) => socket.end(raw('405 Method Not Allowed', [`Allow: ${READ_ONLY.join(', ')}`])));
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const { status, allow } = parserErrorStatus(error, context);
    socket.end(raw(status, allow ? [`Allow: ${allow}`] : []));
  });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`storefront listening on http://${hostname}:${port}`);
  return server;
}
