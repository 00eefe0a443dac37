import type { ServerResponse } from 'node:http';

/**
 * Holds back an HTML response until its body is complete, so that a header
 * computed from the body (the CSP with the hashes of its inline scripts) can
 * be set before anything is sent, and the body itself rewritten (the
 * callback may return the body to send instead). Other responses pass
 * through untouched.
 * Works like compression middleware: it wraps writeHead, write, end and
 * flushHeaders of the Node response that Next writes to.
 */

/** Past this an HTML body is not one of our pages; it is sent without the body-derived header. */
const MAX_BUFFERED = 8 * 1024 * 1024;

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

export function holdHtml(res: ServerResponse, beforeSend: (html: Buffer) => Buffer | void): void {
  type Raw = (this: ServerResponse, ...args: unknown[]) => unknown;
  const original = {
    writeHead: res.writeHead as unknown as Raw,
    write: res.write as unknown as Raw,
    end: res.end as unknown as Raw,
    flushHeaders: res.flushHeaders as unknown as Raw,
  };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  const chunks: Buffer[] = [];
  let size = 0;

  const decide = () => {
    if (mode !== 'undecided') return mode;
    const type = String(res.getHeader('content-type') ?? '');
    mode = /^text\/html\b/i.test(type) ? 'hold' : 'pass';
    return mode;
  };
  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const release = () => {
    mode = 'pass';
    const body = Buffer.concat(chunks);
    chunks.length = 0;
    return body;
  };

  // Headers given to writeHead become ordinary headers; while an HTML body is held, nothing is sent.
  // Node's own implicit-header path calls writeHead too, so a passing response still reaches the original.
  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    if (typeof rest[0] === 'string') this.statusMessage = rest.shift() as string;
    const headers = rest[0];
    if (Array.isArray(headers)) {
      const pairs: unknown[] = Array.isArray(headers[0]) ? (headers as unknown[][]).flat() : headers;
      // As Node does: the pairs replace headers set earlier under their names and keep their own repeats.
      for (let i = 0; i + 1 < pairs.length; i += 2) this.removeHeader(String(pairs[i]));
      for (let i = 0; i + 1 < pairs.length; i += 2) this.appendHeader(String(pairs[i]), String(pairs[i + 1]));
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value as string);
    }
    return decide() === 'pass' ? original.writeHead.call(this, this.statusCode) : this;
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'pass') original.flushHeaders.call(this);
  };

  res.write = function write(this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (decide() === 'pass') return original.write.call(this, chunk, encoding as BufferEncoding, callback);
    const cb = typeof encoding === 'function' ? encoding : callback;
    const buffer = toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined);
    chunks.push(buffer);
    size += buffer.byteLength;
    if (size > MAX_BUFFERED) return original.write.call(this, release(), cb);
    if (cb) process.nextTick(cb);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const cb = [chunk, encoding, callback].find((a): a is Callback => typeof a === 'function');
    const data = typeof chunk === 'function' ? undefined : chunk;
    if (decide() === 'pass') return original.end.call(this, data ?? '', typeof encoding === 'string' ? encoding : 'utf8', cb);
    if (data !== undefined && data !== null) chunks.push(toBuffer(data, typeof encoding === 'string' ? encoding : undefined));
    const held = release();
    const body = beforeSend(held) ?? held;
    if (!this.hasHeader('content-length') || Number(this.getHeader('content-length')) !== body.byteLength) {
      if (!this.hasHeader('transfer-encoding')) this.setHeader('Content-Length', body.byteLength);
    }
    return original.end.call(this, body, cb);
  } as ServerResponse['end'];
}
