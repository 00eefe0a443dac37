/**
 * Request bodies read with a limit that holds while reading: a declared
 * Content-Length can lie or be absent, so the stream is cut as soon as it
 * passes the limit instead of being buffered whole first.
 */

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unreadable' };

/** What has a body to read: a request, or an upstream service's response. */
export type HasBody = Pick<Request, 'headers' | 'body'>;

/** The body's bytes, or `too-large` once it passes `max` bytes (declared or read). */
export async function readBounded(request: HasBody, max: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked body.
    return { ok: false, reason: 'unreadable' };
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes: out };
}

export type TextRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' };

/** The body as UTF-8 text (malformed sequences replaced), read with `readBounded`. */
export async function readBoundedText(request: Request, max: number): Promise<TextRead> {
  const read = await readBounded(request, max);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}
