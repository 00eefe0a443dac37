import 'server-only';
import { isIP } from 'node:net';
import { z } from 'zod';
import { config, type AppConfig } from '../../ground/config';
import { redactText } from '../../ground/log';
import { operationName, type Document } from './documents';
import { StorefrontError } from './errors';

export { StorefrontError, type StorefrontErrorKind } from './errors';

/** `@inContext` arguments: `doc()` declares `$country` and `$language` on every document. */
export interface InContext {
  country?: string;
  language?: string;
}

/**
 * The context of one call: the `@inContext` arguments and, for a request
 * made on a shopper's behalf (route handlers: lib/edge/api/server.ts
 * requestScope, checkout), the shopper's IP. Cached reads shared by every
 * shopper (catalog, quick view) leave it out.
 */
export interface RequestContext extends InContext {
  buyerIp?: string;
}

export interface QueryOptions<TVariables> {
  variables?: TVariables;
  context?: RequestContext;
  /** Caller's abort (e.g. request gone); combined with the configured timeout. */
  signal?: AbortSignal;
}

const Envelope = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.looseObject({ message: z.string() })).optional(),
});

/**
 * A short piece of a reply the client could not use, kept on the error for
 * the logs: scrubbed of tokens and personal fields first (a customer reply
 * carries accessToken, email, phone …), then cut.
 */
const excerpt = (text: string) => redactText(text.slice(0, 2000).replace(/\s+/g, ' ').trim()).slice(0, 300);

/**
 * The credential headers of a Storefront request. With a private token
 * configured (server-side requests, as Shopify recommends) it is sent as
 * Shopify-Storefront-Private-Token together with the buyer's IP in
 * Shopify-Storefront-Buyer-IP when the caller knows it, so the platform's
 * bot protection and rate limits see the shopper rather than this server;
 * otherwise the public token. Neither token is logged or sent to browsers.
 */
export function storefrontAuthHeaders(
  cfg: Pick<AppConfig, 'SHOPIFY_STOREFRONT_TOKEN' | 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN'>,
  buyerIp?: string,
): Record<string, string> {
  if (!cfg.SHOPIFY_STOREFRONT_PRIVATE_TOKEN) return { 'X-Shopify-Storefront-Access-Token': cfg.SHOPIFY_STOREFRONT_TOKEN };
  const ip = buyerIp?.trim();
  return {
    'Shopify-Storefront-Private-Token': cfg.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
    // Only an address: whatever else a forwarded header carried is not sent on.
    ...(ip && isIP(ip) ? { 'Shopify-Storefront-Buyer-IP': ip } : {}),
  };
}

/**
 * POSTs one operation to the Storefront API and returns its `data`.
 * Not cached here (`cache: 'no-store'`): the readers one level up own caching
 * through lib/services/cache/read.ts with tags. Any failure, including a GraphQL `errors` array
 * next to partial data, throws StorefrontError.
 */
export async function storefrontQuery<TData, TVariables>(
  document: Document<TData, TVariables>,
  options: QueryOptions<TVariables> = {},
): Promise<TData> {
  const cfg = config();
  const operation = operationName(document);
  const timeout = AbortSignal.timeout(cfg.UPSTREAM_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { buyerIp, ...inContext } = options.context ?? {};
  const variables = { ...(options.variables ?? {}), ...inContext };

  let response: Response;
  try {
    response = await fetch(cfg.storefrontEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...storefrontAuthHeaders(cfg, buyerIp),
      },
      body: JSON.stringify({ query: document, variables, operationName: operation }),
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    const timedOut = timeout.aborted;
    throw new StorefrontError(
      timedOut ? `${operation}: no reply within ${cfg.UPSTREAM_TIMEOUT_MS} ms` : `${operation}: request failed`,
      { operation, kind: timedOut ? 'timeout' : 'network', cause },
    );
  }

  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new StorefrontError(`${operation}: reply body could not be read`, {
      operation,
      kind: timeout.aborted ? 'timeout' : 'network',
      status: response.status,
      cause,
    });
  }

  if (!response.ok) {
    throw new StorefrontError(`${operation}: HTTP ${response.status}`, {
      operation,
      kind: 'http',
      status: response.status,
      messages: text ? [excerpt(text)] : [],
    });
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new StorefrontError(`${operation}: reply is not JSON`, {
      operation,
      kind: 'parse',
      status: response.status,
      messages: [excerpt(text)],
      cause,
    });
  }

  const envelope = Envelope.safeParse(json);
  if (!envelope.success) {
    throw new StorefrontError(`${operation}: reply is not a GraphQL response`, {
      operation,
      kind: 'parse',
      status: response.status,
      cause: envelope.error,
    });
  }
  const { data, errors } = envelope.data;
  if (errors?.length) {
    const messages = errors.map((e) => e.message);
    throw new StorefrontError(`${operation}: ${messages.join('; ')}`, {
      operation,
      kind: 'graphql',
      status: response.status,
      messages,
    });
  }
  if (!data) {
    throw new StorefrontError(`${operation}: reply has no data`, { operation, kind: 'parse', status: response.status });
  }
  // The document's generated reply type (codegen.ts): the schema test
  // guarantees the selection, and the mappers take every reply as Loose
  // (./types.ts), null-safe for anything the server leaves out.
  return data as TData;
}
