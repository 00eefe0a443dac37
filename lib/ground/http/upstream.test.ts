/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { upstream, UpstreamError, type FailureDetails } from './upstream';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let warnings: jest.SpyInstance;

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warnings.mockRestore();
});

const lines = () => warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('upstream', () => {
  it('answers a 2xx reply with status, headers, text and JSON, and logs nothing', async () => {
    let seen: { method?: string; body?: string } = {};
    handler = (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen = { method: req.method, body };
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Trace': 'abc' }).end('{"ok":true}');
      });
    };
    const reply = await upstream('test', `${base}/things`, { method: 'POST', body: '{"a":1}' }, { timeoutMs: 1000 });
    expect(reply).toMatchObject({ status: 201, ok: true });
    expect(reply.headers.get('x-trace')).toBe('abc');
    expect(reply.text()).toBe('{"ok":true}');
    expect(reply.json()).toEqual({ ok: true });
    expect(seen).toEqual({ method: 'POST', body: '{"a":1}' });
    expect(warnings).not.toHaveBeenCalled();
  });

  it('gives up after the timeout, as a timeout with no status', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    const error = await failureOf(upstream('slow', `${base}/wait`, {}, { timeoutMs: 150 }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ service: 'slow', kind: 'timeout', status: null, message: 'slow: no reply within 150 ms' });
  });

  it('gives up on a reply whose body stalls past the timeout', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial');
    };
    const error = await failureOf(upstream('stall', `${base}/stall`, {}, { timeoutMs: 1500 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 200 });
  });

  it('tells a caller abort from a timeout', async () => {
    handler = () => undefined;
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 50);
    const error = await failureOf(upstream('svc', `${base}/wait`, {}, { timeoutMs: 5000, signal: caller.signal }));
    expect(error).toMatchObject({ kind: 'network', message: 'svc: request: abandoned by the caller' });
  });

  it('refuses a body whose declared length passes the cap', async () => {
    handler = (_req, res) => res.writeHead(200, { 'Content-Length': '2048' }).end('x'.repeat(2048));
    const error = await failureOf(upstream('big', `${base}/declared`, {}, { timeoutMs: 1000, maxBytes: 1024 }));
    expect(error).toMatchObject({ kind: 'too-large', status: 200, message: 'big: reply larger than 1024 bytes' });
  });

  it('refuses a streamed body once what arrived passes the cap', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' }); // chunked, no length
      for (let i = 0; i < 8; i += 1) res.write(Buffer.alloc(512, 1));
      res.end();
    };
    const error = await failureOf(upstream('big', `${base}/streamed`, {}, { timeoutMs: 1000, maxBytes: 1024 }));
    expect(error).toMatchObject({ kind: 'too-large' });
  });

  it('throws a status failure for an unwanted status, with a scrubbed excerpt', async () => {
    handler = (_req, res) => res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"down","accessToken":"tok-123456"}');
    const error = await failureOf(upstream('store', `${base}/x`, {}, { timeoutMs: 1000 }));
    expect(error).toMatchObject({ service: 'store', kind: 'status', status: 503, message: 'store: HTTP 503' });
    const [line] = lines();
    expect(line!.excerpt).toContain('down');
    expect(JSON.stringify(line)).not.toContain('tok-123456');
  });

  it('answers a status the caller accepts', async () => {
    handler = (_req, res) => res.writeHead(404).end();
    await expect(upstream('files', `${base}/none`, {}, { timeoutMs: 1000, accept: [404] })).resolves.toMatchObject({ status: 404, ok: false });
    await expect(upstream('files', `${base}/none`, {}, { timeoutMs: 1000, accept: 'any' })).resolves.toMatchObject({ status: 404 });
    expect(warnings).not.toHaveBeenCalled();
  });

  it('reports a service that cannot be reached as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(upstream('gone', `http://127.0.0.1:${port}/`, {}, { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'network', status: null, message: 'gone: request failed' });
    expect(lines()[0]).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
  });

  it('reports a reply that is not JSON as malformed', async () => {
    handler = (_req, res) => res.writeHead(200).end('<html>');
    const reply = await upstream('svc', `${base}/html`, {}, { timeoutMs: 1000 });
    expect(() => reply.json()).toThrow(expect.objectContaining({ kind: 'malformed', status: 200 }));
    expect(reply.malformed('no hits')).toMatchObject({ kind: 'malformed', message: 'svc: no hits' });
  });

  it('writes one warn line of the same shape per failure, with the host and never the query', async () => {
    handler = (_req, res) => res.writeHead(500).end();
    await failureOf(upstream('tagging', `${base}/create?api_key=SECRET-KEY-1&USERID=me`, { method: 'post' }, { timeoutMs: 1000 }));
    expect(lines()).toEqual([
      {
        ts: expect.any(String),
        level: 'warn',
        event: 'upstream',
        service: 'tagging',
        method: 'POST',
        host: new URL(base).host,
        status: 500,
        ms: expect.any(Number),
        bytes: 0,
        kind: 'status',
        message: 'HTTP 500',
      },
    ]);
    expect(JSON.stringify(lines())).not.toMatch(/SECRET-KEY-1|USERID|create/);
  });

  it('keeps secrets out of the message and the log line, whatever the transport error said', async () => {
    const leaky = (async () => {
      throw new TypeError('fetch failed for http://x/?key=SECRET-KEY-2');
    }) as unknown as typeof fetch;
    const error = await failureOf(upstream('svc', 'http://x/?key=SECRET-KEY-2', {}, { timeoutMs: 1000, fetch: leaky }));
    expect(error.message).toBe('svc: request failed');
    expect(JSON.stringify(lines())).not.toContain('SECRET-KEY-2');
  });

  it("throws the caller's own error type, built from the failure", async () => {
    class ShopError extends UpstreamError<'graphql'> {}
    handler = (_req, res) => res.writeHead(502).end();
    const seen: FailureDetails[] = [];
    const error = await upstream('shop', `${base}/`, {}, {
      timeoutMs: 1000,
      error: (failure) => {
        seen.push(failure);
        return new ShopError(failure.message, failure);
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(seen).toEqual([expect.objectContaining({ service: 'shop', kind: 'status', status: 502 })]);
  });
});
