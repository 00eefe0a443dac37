import { log, redactText } from '../log';
import { readBounded } from './body';

/**
 * The one way the server reaches an outside service over HTTP. Every call is
 * uncached (the readers above own caching), bounded in time (the bound the
 * caller states, together with its own abort) and in size (the reply is read with a cap that holds
 * while reading), and every failure is one UpstreamError with one log line
 * of the same shape whatever the service.
 *
 * Success is not logged: a catalog page makes dozens of Storefront reads and
 * a line for each would bury the failures the log exists to show.
 */

/** What went wrong: no answer in time, no answer at all, an unwanted status, a reply too big, or one that does not parse. */
export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'too-large' | 'malformed';

/** Replies larger than this are not something an outside service should send us unasked. */
export const DEFAULT_UPSTREAM_MAX_BYTES = 4 * 1024 * 1024;

export interface FailureDetails<Kind extends string = UpstreamFailure> {
  service: string;
  kind: Kind;
  /** The status when a reply arrived, else null. */
  status: number | null;
  /** Says what failed without the URL, its query or a header: safe to log and to keep. */
  message: string;
  /** The same without the service's name, for a client that names the call its own way. */
  reason: string;
  /** A scrubbed piece of the body of a refused status, for the logs. */
  excerpt?: string;
  /** The reply's headers, when one arrived (a host may say why in a header). */
  headers?: Headers;
  cause?: unknown;
}

/**
 * A call to an outside service that did not give a usable answer. Clients
 * whose callers tell failures apart by their own words (a refused design
 * token, a GraphQL error) subclass it with those extra kinds.
 */
export class UpstreamError<Extra extends string = never> extends Error {
  readonly service: string;
  readonly kind: UpstreamFailure | Extra;
  readonly status: number | null;

  constructor(message: string, details: Omit<FailureDetails<UpstreamFailure | Extra>, 'message' | 'reason'>) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'UpstreamError';
    this.service = details.service;
    this.kind = details.kind;
    this.status = details.status;
  }
}

export interface UpstreamOptions {
  /**
   * How long the call may take, reply body included: config's
   * UPSTREAM_TIMEOUT_MS, or the client's own (shorter for a fire-and-forget
   * sink, longer for a slow conversion). Stated by every caller rather than
   * read here, because the configuration itself builds on lib/ground/http and
   * the two folders must not import each other.
   */
  timeoutMs: number;
  /** The reply's byte cap; DEFAULT_UPSTREAM_MAX_BYTES unless given. */
  maxBytes?: number;
  /** The caller's own abort (its request went away), combined with the timeout. */
  signal?: AbortSignal;
  /** Statuses besides 2xx that are answers the caller reads (a 404 "no such file"); `'any'` takes every status. */
  accept?: readonly number[] | 'any';
  /** Builds the client's own error type from a failure; UpstreamError otherwise. */
  error?: (failure: FailureDetails) => Error;
  /** The transport, for a caller that was handed one; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface UpstreamReply {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body's bytes, read within the cap. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The body as UTF-8 text. */
  text(): string;
  /** The body parsed as JSON; throws a `malformed` failure (logged) when it is not. An empty body is null. */
  json(): unknown;
  /** The failure (logged) for a reply that parsed but is not the expected shape; the caller throws it. */
  malformed(message: string, cause?: unknown): Error;
}

const EXCERPT_CHARS = 300;

function excerptOf(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes.subarray(0, 4000));
  return redactText(text.slice(0, 2000).replace(/\s+/g, ' ').trim()).slice(0, EXCERPT_CHARS);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}

/**
 * The transport's own word for a failure (ECONNREFUSED, UND_ERR_SOCKET,
 * TimeoutError), for the log line: never the error's message, which may
 * quote the request and its key.
 */
function transportCode(cause: unknown): string | undefined {
  const inner = (cause as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (typeof inner === 'string') return inner.slice(0, 40);
  const name = (cause as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== 'Error' && name !== 'TypeError' ? name.slice(0, 40) : undefined;
}

const accepted = (status: number, accept: UpstreamOptions['accept']) =>
  (status >= 200 && status < 300) || accept === 'any' || (accept?.includes(status) ?? false);

/**
 * One request to `service` (a short name for logs: "storefront", "tagging"…).
 * Resolves with the reply when its status is 2xx or accepted; throws the
 * caller's error (or UpstreamError) for anything else, after one warn line.
 */
export async function upstream(service: string, url: string, init: RequestInit, options: UpstreamOptions): Promise<UpstreamReply> {
  const { timeoutMs } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_UPSTREAM_MAX_BYTES;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const method = (init.method ?? 'GET').toUpperCase();
  const started = Date.now();
  const line = { service, method, host: hostOf(url) };

  /** Filled once a reply arrives, so a failure after that can carry its headers. */
  const answered: { headers?: Headers } = {};
  const fail = (kind: UpstreamFailure, message: string, status: number | null, extra: { cause?: unknown; excerpt?: string; bytes?: number } = {}): Error => {
    const code = transportCode(extra.cause);
    log.warn('upstream', { ...line, status, ms: Date.now() - started, bytes: extra.bytes ?? null, kind, message, ...(code ? { code } : {}), excerpt: extra.excerpt });
    const failure: FailureDetails = { service, kind, status, message: `${service}: ${message}`, reason: message, excerpt: extra.excerpt, headers: answered.headers, cause: extra.cause };
    return options.error ? options.error(failure) : new UpstreamError(failure.message, failure);
  };
  // A caller's abort is not the service's slowness: only our own clock, or the transport's (a connect timeout), makes a timeout.
  const noAnswer = (cause: unknown, status: number | null, what: string) =>
    timeout.aborted || /timeout/i.test(transportCode(cause) ?? '')
      ? fail('timeout', `no reply within ${timeoutMs} ms`, status, { cause })
      : fail('network', options.signal?.aborted ? `${what}: abandoned by the caller` : `${what} failed`, status, { cause });

  let response: Response;
  try {
    const request: RequestInit = { cache: 'no-store', ...init, signal };
    response = await (options.fetch ? options.fetch(url, request) : fetch(url, request));
  } catch (cause) {
    throw noAnswer(cause, null, 'request');
  }
  answered.headers = response.headers;

  let read: Awaited<ReturnType<typeof readBounded>>;
  try {
    read = await readBounded(response, maxBytes);
  } catch {
    // readBounded reports a broken stream itself; this is an exotic body that is not even a stream.
    read = { ok: false, reason: 'unreadable' };
  }
  if (!read.ok) {
    if (read.reason === 'too-large') throw fail('too-large', `reply larger than ${maxBytes} bytes`, response.status);
    throw noAnswer(undefined, response.status, 'reading the reply');
  }
  const bytes = read.bytes;

  if (!accepted(response.status, options.accept)) {
    throw fail('status', `HTTP ${response.status}`, response.status, { excerpt: bytes.byteLength ? excerptOf(bytes) : undefined, bytes: bytes.byteLength });
  }

  let text: string | undefined;
  const textOf = () => (text ??= new TextDecoder().decode(bytes));
  return {
    status: response.status,
    ok: response.ok,
    headers: response.headers,
    bytes,
    text: textOf,
    json() {
      const body = textOf();
      if (body.trim() === '') return null;
      try {
        return JSON.parse(body) as unknown;
      } catch (cause) {
        throw fail('malformed', 'reply is not JSON', response.status, { cause, excerpt: excerptOf(bytes), bytes: bytes.byteLength });
      }
    },
    malformed: (message, cause) => fail('malformed', message, response.status, { cause, bytes: bytes.byteLength }),
  };
}
