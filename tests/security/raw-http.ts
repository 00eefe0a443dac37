import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { randomInt } from 'node:crypto';
import { APP_PORT } from '../e2e/hosts';

/**
 * Raw HTTP for the attack suite: node:http sends the request target exactly
 * as given (`/api/checkout%zz`, 5,000-character paths, unknown methods), the
 * Host header names the tenant, and every request can come from its own
 * loopback address (127.x.y.z), so the app's in-memory rate limits, which key
 * on the connecting address, never mix the suite's traffic with the browser
 * tests' (all of which come from 127.0.0.1).
 */

export const APP_ADDRESS = '127.0.0.1';

/** Host headers of the tenants the suite attacks. */
export const HOST = {
  us: `localhost:${APP_PORT}`,
  fr: `fr.localhost:${APP_PORT}`,
  acme: `acme.resellers.localhost:${APP_PORT}`,
  northwind: `northwind.resellers.localhost:${APP_PORT}`,
} as const;

/** The store's own origin for a Host header (the app is served over plain http). */
export const originOf = (host: string) => `http://${host}`;

/** A loopback address no other test uses: one client, as far as a per-address limiter can tell. */
export function uniqueLoopbackIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface RawRequest {
  method: string;
  /** Host header, e.g. "fr.localhost:3100". */
  host: string;
  /** The request target, sent as is. */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer | string;
  /**
   * Declare this Content-Length but send only `body` and keep the connection
   * open: the server must refuse (or close) without waiting for the rest.
   */
  declaredLength?: number;
  /** Give up after this long (default 20 s). */
  timeoutMs?: number;
  /** Source address (default: the system's choice, 127.0.0.1). */
  localAddress?: string;
  /** The server's port on loopback (default: the browser tests' app server). */
  port?: number;
}

export type RawOutcome =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { kind: 'closed'; code: string }
  | { kind: 'timeout' };

/** Bodies beyond this are cut (the suite only reads errors and HTML pages). */
const MAX_READ = 4 * 1024 * 1024;

export function send(req: RawRequest): Promise<RawOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const headers: OutgoingHttpHeaders = { host: req.host, connection: 'close', ...req.headers };
    if (req.declaredLength !== undefined) headers['content-length'] = String(req.declaredLength);
    else if (body !== undefined) headers['content-length'] = String(body.length);

    const client = httpRequest({
      host: APP_ADDRESS,
      port: req.port ?? APP_PORT,
      method: req.method,
      path: req.path,
      headers,
      agent: false,
      localAddress: req.localAddress,
      setHost: false,
    });
    const timer = setTimeout(() => {
      finish({ kind: 'timeout' });
      client.destroy();
    }, req.timeoutMs ?? 20_000);

    client.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        finish({ kind: 'response', status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        // A refused upload is not finished: drop the connection rather than send the rest.
        client.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_READ) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
      res.on('close', done);
    });
    // ECONNRESET, EPIPE, "socket hang up": the server closed the connection without (or before) an answer.
    client.on('error', (err: NodeJS.ErrnoException) => finish({ kind: 'closed', code: err.code ?? err.message }));

    if (body !== undefined) client.write(body);
    if (req.declaredLength === undefined) client.end();
  });
}

/** `send`, expecting an answer (a closed connection or a timeout throws, with the request named). */
export async function answer(req: RawRequest): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; text: string; json: () => unknown }> {
  const outcome = await send(req);
  if (outcome.kind !== 'response') throw new Error(`${req.method} ${req.host}${req.path.slice(0, 120)}: no answer (${outcome.kind === 'closed' ? outcome.code : 'timeout'})`);
  const text = outcome.body.toString('utf8');
  return { ...outcome, text, json: () => JSON.parse(text) as unknown };
}

/** A JSON request from one of our own pages (same-origin Origin). */
export function jsonRequest(method: string, host: string, path: string, data: unknown, extra: Partial<RawRequest> = {}): RawRequest {
  return {
    method,
    host,
    path,
    body: JSON.stringify(data),
    ...extra,
    headers: { 'content-type': 'application/json', origin: originOf(host), ...extra.headers },
  };
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** A header's single value (the last one when repeated). */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `customer_session=…` from Set-Cookie, for the next request's Cookie header. */
export function sessionCookieFrom(headers: IncomingHttpHeaders): string | null {
  const cookies = headers['set-cookie'] ?? [];
  const session = cookies.find((c) => c.startsWith('customer_session=') && !/^customer_session=;/.test(c));
  return session ? session.split(';', 1)[0]! : null;
}
