import 'server-only';
import { z } from 'zod';
import type { BodyOf, Contract, FailureOf, QueryOf, ReplyOf } from './contract';
import { config } from '../../ground/config';
import { pickLocale, LOCALE_COOKIE } from '../../ground/i18n/locale';
import { log, type LogContext } from '../../ground/log';
import { readContextFor } from '../../services/shopify/context';
import type { InContext, RequestContext } from '../../services/shopify/client';
import { cookieFromHeader } from '../../ground/http/session-cookie';
import { resolveTenant } from '../../ground/tenant/resolve';
import type { Locale, Tenant } from '../../ground/tenant/types';
import { englishMessage } from '../../ground/validation/english';
import { TRANSPORT_REPLY as REPLY } from '../../ground/http/replies';
import { isCrossOrigin } from '../security/origin';
import { readBoundedText } from '../../ground/http/body';
import { problem, reply } from '../../ground/http/reply';
import { clientIp } from '../../ground/client-ip';

/**
 * The one toolkit of the app's route handlers (app/api/*): JSON replies that
 * are never cached unless a route says so, every failure as
 * `{ error, message }` in English, the same-origin rule for anything that
 * changes state, bounded zod-parsed bodies and queries, and no 500s.
 * `route()` puts them together over a contract (lib/edge/api/contracts).
 */

/** The platform's (or the tagging service's) refusals, each capitalised: 422 with the first one as `message`. */
export function userErrors(messages: readonly string[], fallback: string): Response {
  const list = messages.length ? [...messages] : [fallback];
  return problem(422, 'user_errors', list[0]!, { messages: list });
}


export interface RouteOptions {
  /** Changes state: refused cross-origin (default true). */
  mutating?: boolean;
  /** Logged with a failure. */
  context?: LogContext;
}

/**
 * Runs a handler under the shared rules: a cross-origin request to a
 * mutating route gets 403 before anything happens; a thrown failure (store
 * or tagging service down, malformed reply) is logged with the route's event
 * name and answered 502, never 500.
 */
export async function handleRoute(
  request: Request,
  event: string,
  run: () => Promise<Response>,
  { mutating = true, context = {} }: RouteOptions = {},
): Promise<Response> {
  if (mutating && isCrossOrigin(request)) return problem(403, 'forbidden', REPLY.crossOrigin);
  try {
    return await run();
  } catch (error) {
    log.error(`${event}.failed`, { ...context, error });
    return problem(502, 'upstream', REPLY.upstream);
  }
}

/** Account bodies are small forms; anything larger is not one of ours. */
export const MAX_BODY_BYTES = 64 * 1024;

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The JSON body, or a 400/413 reply. An empty body reads as `{}` (logout, get-metafield). */
export async function readJson(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Parsed<unknown>> {
  const read = await readBoundedText(request, maxBytes);
  if (!read.ok) {
    return { ok: false, response: read.reason === 'too-large' ? problem(413, 'invalid', REPLY.tooLarge) : problem(400, 'invalid', REPLY.invalid) };
  }
  if (read.text.trim() === '') return { ok: true, data: {} };
  try {
    return { ok: true, data: JSON.parse(read.text) as unknown };
  } catch {
    return { ok: false, response: problem(400, 'invalid', REPLY.notJson) };
  }
}

/**
 * A zod parse whose first issue becomes a 400 `{ error: 'invalid', message }`.
 * Shared validation schemas carry message keys (lib/ground/validation), which are
 * answered in English; plain-text messages pass through unchanged.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const message = issue ? englishMessage(issue.message) : REPLY.invalid;
  return { ok: false, response: problem(400, 'invalid', message) };
}

/** readJson then parseWith. */
export async function readBody<S extends z.core.$ZodType>(request: Request, schema: S, maxBytes?: number): Promise<Parsed<z.output<S>>> {
  const body = await readJson(request, maxBytes);
  return body.ok ? parseWith(schema, body.data) : body;
}

export interface RequestScope {
  tenant: Tenant;
  locale: Locale;
  /** `@inContext` for the Storefront API, and the client's address for its private token (Shopify-Storefront-Buyer-IP). */
  context: Required<InContext> & RequestContext;
}

/** The tenant of the request's Host header, resolved as the middleware resolves a page's: every route handler's one way to it. */
export function requestTenant(request: Request): Tenant {
  return resolveTenant(request.headers.get('host'), config());
}

/** The tenant of the Host header, the stored language and the client's address. */
export function requestScope(request: Request): RequestScope {
  const tenant = requestTenant(request);
  const { locale } = pickLocale(tenant, null, cookieFromHeader(request.headers.get('cookie'), LOCALE_COOKIE));
  return { tenant, locale, context: { ...readContextFor(tenant, locale, config()), buyerIp: clientIp(request) } };
}

export interface RouteInit {
  /** Log event prefix: a thrown failure is logged as `{event}.failed` and answered 502. */
  event: string;
  /** Changes state, so refused cross-origin. Default: every method but GET and HEAD. */
  mutating?: boolean;
  /** Body size limit while reading (default MAX_BODY_BYTES). */
  maxBytes?: number;
  /** Cache-Control of a 2xx reply (default no-store). */
  cacheControl?: string;
}

export interface RouteInput<C extends Contract> {
  request: Request;
  /** The tenant of the Host header (requestTenant): every read a handler makes is scoped to it. */
  tenant: Tenant;
  body: BodyOf<C>;
  query: QueryOf<C>;
  /** The dynamic segments of the route's path, decoded. */
  params: Record<string, string>;
  /** The typed 2xx reply. */
  ok: (data: ReplyOf<C>, init?: { status?: number; cookies?: readonly string[] }) => Response;
  /** A failure: `{ error, message }` plus the contract's failure fields. */
  fail: (status: number, error: string, message: string, extra?: Partial<FailureOf<C>>) => Response;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** What Next calls (request and the route's params), and what tests call with the request alone. */
export interface RouteHandler {
  (request: Request): Promise<Response>;
  (request: Request, context: RouteContext): Promise<Response>;
}

/**
 * A route handler over its contract: the same-origin check for mutating
 * methods, the query and the JSON body parsed (a 400/413 with the first
 * issue's English message otherwise), then `run`, whose failures are logged
 * and answered 502.
 */
export function route<C extends Contract>(contract: C, init: RouteInit, run: (input: RouteInput<C>) => Promise<Response>): RouteHandler {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    const mutating = init.mutating ?? !['GET', 'HEAD'].includes(request.method);
    return handleRoute(
      request,
      init.event,
      async () => {
        let query: unknown = undefined;
        if (contract.query) {
          const parsed = parseWith(contract.query, Object.fromEntries(new URL(request.url).searchParams));
          if (!parsed.ok) return parsed.response;
          query = parsed.data;
        }
        let body: unknown = undefined;
        if (contract.body) {
          const parsed = await readBody(request, contract.body, init.maxBytes);
          if (!parsed.ok) return parsed.response;
          body = parsed.data;
        }
        const raw = (await context?.params) ?? {};
        const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
        const ok: RouteInput<C>['ok'] = (data, { status = 200, cookies = [] } = {}) => {
          const response = reply(status, data, cookies);
          if (init.cacheControl) response.headers.set('Cache-Control', init.cacheControl);
          return response;
        };
        const fail: RouteInput<C>['fail'] = (status, error, message, extra = {}) => problem(status, error, message, extra);
        return run({ request, tenant: requestTenant(request), body: body as BodyOf<C>, query: query as QueryOf<C>, params, ok, fail });
      },
      { mutating, context: {} },
    );
  };
}
