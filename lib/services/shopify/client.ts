import 'server-only';
import { isIP } from 'node:net';
import { z } from 'zod';
import { config, type AppConfig } from '../../ground/config';
import { upstream } from '../../ground/http/upstream';
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
 * The largest reply a Storefront read may bring. The biggest are a collection
 * page (up to 250 products with images and variants: about 1.5 KB a product
 * on the emulator, so some 0.4 MB full) and a product with 250 variants;
 * this leaves room for long descriptions many times over.
 */
export const STOREFRONT_MAX_BYTES = 8 * 1024 * 1024;

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
 * through lib/services/cache/read.ts with tags; the call goes through
 * lib/ground/http/upstream.ts. Any failure, including a GraphQL `errors`
 * array next to partial data, throws StorefrontError.
 */
export async function storefrontQuery<TData, TVariables>(
  document: Document<TData, TVariables>,
  options: QueryOptions<TVariables> = {},
): Promise<TData> {
  const cfg = config();
  const operation = operationName(document);
  const { buyerIp, ...inContext } = options.context ?? {};
  const variables = { ...(options.variables ?? {}), ...inContext };

  const reply = await upstream(
    'storefront',
    cfg.storefrontEndpoint,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...storefrontAuthHeaders(cfg, buyerIp),
      },
      body: JSON.stringify({ query: document, variables, operationName: operation }),
    },
    {
      timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
      signal: options.signal,
      maxBytes: STOREFRONT_MAX_BYTES,
      error: ({ kind, status, reason, excerpt, cause }) =>
        new StorefrontError(`${operation}: ${reason}`, { operation, kind, status, messages: excerpt ? [excerpt] : [], cause }),
    },
  );

  const json = reply.json();
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) throw reply.malformed('reply is not a GraphQL response', envelope.error);
  const { data, errors } = envelope.data;
  if (errors?.length) {
    const messages = errors.map((e) => e.message);
    throw new StorefrontError(`${operation}: ${messages.join('; ')}`, {
      operation,
      kind: 'graphql',
      status: reply.status,
      messages,
    });
  }
  if (!data) throw reply.malformed('reply has no data');
  // The document's generated reply type (codegen.ts): the schema test
  // guarantees the selection, and the mappers take every reply as Loose
  // (./types.ts), null-safe for anything the server leaves out.
  return data as TData;
}
