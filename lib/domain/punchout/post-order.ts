import 'server-only';
import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, PRIVATE_ADDRESS_CODE } from './address';
import { isLoopbackHost, onPrefixOrigin, type ReturnPrefix } from '../../ground/punchout/return-prefix';
import type { PunchoutOrder } from './order';

/**
 * POSTs a punchout order to the procurement system and reads its answer
 * (`{redirect_url}` or `{error}`). The return URL came from outside, so the
 * request is held short: node's http(s) with the address guard in the
 * socket's own lookup (./address.ts), no redirects followed (a 3xx is a
 * failure), the caller's timeout (10 seconds by default) for the whole exchange, a reply read up to 64 KB,
 * and nothing ambient sent (no cookies, no credentials, a fresh connection);
 * an Idempotency-Key names the order, so a gateway can tell a resend.
 * The URL is the buyer's configured return prefix's (checked before): the
 * request goes there as configured. The redirect_url must be on the origin
 * of one of the buyer's prefixes before anyone is sent there.
 *
 * Outcomes:
 *   ok            2xx with an allowed redirect_url (as parsed)
 *   not-allowed   2xx with a redirect_url off the buyer's return origins (or not a URL)
 *   rejected      2xx with `{error}` and no redirect_url
 *   no-redirect   2xx with neither
 *   failed        a non-2xx status (with the reply's `error` text, else the status text),
 *                 a redirect, no answer in time, a reply too large, or no connection
 */

export const POST_TIMEOUT_MS = 10_000;
export const MAX_REPLY_BYTES = 64 * 1024;
/** The longest procurement error text passed on to the buyer. */
export const MAX_ERROR_LENGTH = 500;

export type FailureCause = 'status' | 'redirect' | 'timeout' | 'too-large' | 'unreachable' | 'blocked';

export type PostOrderOutcome =
  | { kind: 'ok'; status: number; redirectUrl: string }
  | { kind: 'not-allowed'; status: number; reason: 'origin' }
  | { kind: 'rejected'; status: number; error: string }
  | { kind: 'no-redirect'; status: number }
  | { kind: 'failed'; status?: number; error: string; cause: FailureCause };

export interface PostOrderOptions {
  timeoutMs?: number;
  maxReplyBytes?: number;
  /** Sent as Idempotency-Key: the same order sent again (a retry after a timeout) carries the same key. */
  idempotencyKey?: string;
  /** The name resolution under the guard (dns.lookup unless a test brings its own). */
  resolve?: Parameters<typeof guardedLookup>[1];
}

const NO_ANSWER: Record<Exclude<FailureCause, 'status' | 'redirect'>, string> = {
  timeout: 'The procurement system did not answer in time.',
  'too-large': 'The procurement system answered too much.',
  unreachable: 'The procurement system could not be reached.',
  // Said as unreachable: the buyer need not learn how our network is laid out.
  blocked: 'The procurement system could not be reached.',
};

// C0 and C1 controls and DEL: the text is shown to the buyer, as text.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** The procurement system's `error` as text fit to show: a string, controls folded to spaces, trimmed and capped. */
export function procurementErrorText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROLS, ' ').trim();
  if (!text) return null;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

function parseReply(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function judge(status: number, reply: Record<string, unknown>, prefixes: readonly ReturnPrefix[]): PostOrderOutcome {
  if (status < 200 || status > 299) {
    return { kind: 'failed', status, error: procurementErrorText(reply.error) ?? STATUS_CODES[status] ?? 'Error', cause: 'status' };
  }
  const redirect = reply.redirect_url;
  if (typeof redirect === 'string' && redirect.trim() !== '') {
    const checked = onPrefixOrigin(redirect, prefixes);
    return checked && (checked.protocol === 'https:' || checked.protocol === 'http:')
      ? { kind: 'ok', status, redirectUrl: checked.href }
      : { kind: 'not-allowed', status, reason: 'origin' };
  }
  const error = procurementErrorText(reply.error);
  return error ? { kind: 'rejected', status, error } : { kind: 'no-redirect', status };
}

export function postOrder(
  url: URL,
  order: PunchoutOrder,
  prefixes: readonly ReturnPrefix[],
  { timeoutMs = POST_TIMEOUT_MS, maxReplyBytes = MAX_REPLY_BYTES, resolve, idempotencyKey }: PostOrderOptions = {},
): Promise<PostOrderOutcome> {
  const body = Buffer.from(JSON.stringify(order));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise((settle) => {
    let done = false;
    const finish = (outcome: PostOrderOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.destroy();
      settle(outcome);
    };
    const fail = (cause: Exclude<FailureCause, 'status' | 'redirect'>, status?: number) =>
      finish({ kind: 'failed', ...(status === undefined ? {} : { status }), error: NO_ANSWER[cause], cause });

    const req = send({
      method: 'POST',
      protocol: url.protocol,
      // node takes an IPv6 host without its brackets.
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Content-Length': String(body.length),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      // A connection of its own: never a pooled socket resolved before the guard looked.
      agent: false,
      // An address written into the configuration (the local emulator) is trusted as written; a host name
      // must still resolve to public addresses, whatever its DNS says tomorrow.
      lookup: guardedLookup({ trusted: isLoopbackHost(url.hostname) || /^[\d.]+$|^\[/.test(url.hostname) }, resolve),
    });
    const timer = setTimeout(() => fail('timeout'), timeoutMs);

    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        finish({ kind: 'failed', status, error: STATUS_CODES[status] ?? 'Redirect', cause: 'redirect' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxReplyBytes) return fail('too-large', status);
        chunks.push(chunk);
      });
      res.on('end', () => finish(judge(status, parseReply(Buffer.concat(chunks).toString('utf8')), prefixes)));
      res.on('error', () => fail('unreachable', status));
    });
    req.on('error', (error: NodeJS.ErrnoException) => fail(error.code === PRIVATE_ADDRESS_CODE ? 'blocked' : 'unreachable'));
    req.end(body);
  });
}
