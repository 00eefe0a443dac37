/**
 * The browser's one client for the app's route handlers. Each endpoint
 * (lib/edge/api/endpoints/) carries its contract's types only, so no schema
 * code ships with it: the handler parses what arrives and the reply's type
 * is the contract's. Every outcome, a network failure included, comes back
 * as a value the caller branches on; the session travels in its httpOnly
 * cookie.
 */
import type { BodyIn, Contract, FailureOf, QueryIn, ReplyOf } from './contract';
import type { Endpoint } from './endpoint';

export type { Endpoint, Method } from './endpoint';

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The reply's error code (`unauthenticated`, `user_errors`, `rule`, …), `network`, or `http_{status}` without one. */
  error: string;
  /** The reply's English sentence, when it has one. */
  message?: string;
}

/** The extra fields of a route's failures (its contract's `failure`), if any. */
type FailureExtra<C extends Contract> = FailureOf<C> extends Record<string, unknown> ? Partial<FailureOf<C>> : unknown;

export type ApiResult<C extends Contract> = { ok: true; data: ReplyOf<C> } | (ApiFailure & FailureExtra<C>);

type Input<C extends Contract, P> = (P extends void ? { params?: undefined } : { params: P }) & {
  body?: BodyIn<C> | FormData;
  query?: QueryIn<C>;
  signal?: AbortSignal;
  /** Survives the page being left (analytics). */
  keepalive?: boolean;
};

/** A failed reply as the caller branches on it: the reply's own fields, its error code, its sentence. */
export function failureFrom(status: number, body: unknown): ApiFailure {
  const reply = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    ...reply,
    ok: false,
    status,
    error: typeof reply.error === 'string' ? reply.error : `http_${status}`,
    message: typeof reply.message === 'string' ? reply.message : undefined,
  };
}

/** The URL `callApi` asks for (a page may have the browser fetch it early: `preload(..., { as: 'fetch' })`). */
export function endpointUrl<C extends Contract, P = void>(target: Endpoint<C, P>, input: { params?: P; query?: QueryIn<C> } = {}): string {
  return urlOf(target.path(input.params as P), input.query);
}

function urlOf(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export async function callApi<C extends Contract, P = void>(
  target: Endpoint<C, P>,
  input: Input<C, P> = {} as Input<C, P>,
): Promise<ApiResult<C>> {
  const { body, query, signal, keepalive } = input;
  const init: RequestInit = { method: target.method, credentials: 'same-origin', cache: 'no-store', signal, keepalive };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(endpointUrl(target, { params: input.params as P, query }), init);
  } catch {
    return { ok: false, status: 0, error: 'network' } as ApiResult<C>;
  }
  let reply: unknown = null;
  try {
    reply = await response.json();
  } catch {
    // A proxy's HTML error page or an empty reply: the status says enough.
  }
  if (response.ok) return { ok: true, data: reply as ReplyOf<C> };
  return failureFrom(response.status, reply) as ApiResult<C>;
}
