import type { IncomingHttpHeaders } from 'node:http';

/** What a route handler receives: the request already read, so faults and logs can look at it first. */
export interface Req {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  params: Record<string, string>;
}

/** Handlers return a reply instead of writing to the socket, so a fault can still delay, replace or truncate it. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export type Handler = (req: Req) => Reply | Promise<Reply>;

export function json(status: number, data: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(data) };
}

export const noContent = (): Reply => ({ status: 204, headers: {}, body: '' });
export const notFound = (message = 'Not found'): Reply => json(404, { error: message });
export const badRequest = (message: string): Reply => json(400, { error: message });

/** Parses a JSON body; undefined when it is not JSON. */
export function jsonBody(req: Req): unknown {
  try {
    return JSON.parse(req.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Parses a form body (multipart or urlencoded) with the platform's own parser; null when it cannot be read. */
export async function formBody(req: Req): Promise<FormData | null> {
  const type = String(req.headers['content-type'] ?? '');
  try {
    return await new Request('http://emulator/form', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(req.body) }).formData();
  } catch {
    return null;
  }
}
