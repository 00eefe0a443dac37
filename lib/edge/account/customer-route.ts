import 'server-only';
import type { BodyOf, Contract, QueryOf } from '../api/contract';
import { parseWith, readBody, route, type RouteInit, type RouteInput } from '../api/server';
import type { LogContext } from '../../ground/log';
import { checkRateLimit, type RateLimitBucket } from '../security/rate-limit';
import { withCustomer, type CustomerRequest } from '../session/server';
import type { RecaptchaAction } from '../../services/recaptcha';
import { recaptchaRefusal } from './recaptcha-gate';

export interface CustomerRouteInit extends RouteInit {
  /** Counted per client address and per session once the session is known, before the request is read. */
  limit?: RateLimitBucket;
  /** Logged with a failure, from the path's parameters. */
  context?: (params: Record<string, string>) => LogContext;
  /** The body's reCAPTCHA token must pass for this action (./recaptcha-gate.ts), checked once the body is valid and before `run`. */
  recaptcha?: RecaptchaAction;
}

export interface CustomerRouteInput<C extends Contract> extends RouteInput<C> {
  /** The signed-in customer (lib/edge/session/server.ts). */
  customer: CustomerRequest;
}

/**
 * A route handler of the signed-in customer (app/api/account,
 * app/api/tagging) over its contract, on `route()`: the same-origin check
 * first, then the session (401 without a live one, or when the platform
 * refuses its token), the rate limit, and only then the query and the body,
 * so nobody learns what a well-formed request looks like without a session
 * and a flood of malformed ones still counts; then the reCAPTCHA, if the
 * route asks for one, before anything changes.
 */
export function customerRoute<C extends Contract>(
  contract: C,
  init: CustomerRouteInit,
  run: (input: CustomerRouteInput<C>) => Promise<Response>,
) {
  const { body: bodySchema, query: querySchema, ...rest } = contract;
  const { limit, context, recaptcha, ...routeInit } = init;
  return route(rest as C, routeInit, (input) =>
    withCustomer(
      input.request,
      init.event,
      async (customer) => {
        const { request } = input;
        if (limit) {
          const check = await checkRateLimit(request, limit, customer.session.token);
          if (check.refused) return check.refused;
        }
        let query: unknown = undefined;
        if (querySchema) {
          const parsed = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
          if (!parsed.ok) return parsed.response;
          query = parsed.data;
        }
        let body: unknown = undefined;
        if (bodySchema) {
          const parsed = await readBody(request, bodySchema, init.maxBytes);
          if (!parsed.ok) return parsed.response;
          body = parsed.data;
        }
        if (recaptcha) {
          const refused = await recaptchaRefusal(request, body, recaptcha);
          if (refused) return refused;
        }
        return run({ ...input, body: body as BodyOf<C>, query: query as QueryOf<C>, customer });
      },
      // route() has already refused a cross-site request.
      { mutating: false, context: context?.(input.params) },
    ),
  );
}
