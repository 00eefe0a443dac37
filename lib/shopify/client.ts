import 'server-only';
import { z } from 'zod';
import { config } from '../config';
import { redactText } from '../log';
import { operationName, type Document } from './documents';
import { StorefrontError } from './errors';

export { StorefrontError, type StorefrontErrorKind } from './errors';

/** `@inContext` arguments: every document declares `$country` and `$language`. */
export interface InContext {
  country?: string;
  language?: string;
}

export interface QueryOptions<TVariables> {
  variables?: TVariables;
  context?: InContext;
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
 * POSTs one operation to the Storefront API and returns its `data`.
 * Not cached here (`cache: 'no-store'`): the readers one level up own caching
 * through lib/cache/read.ts with tags. Any failure, including a GraphQL `errors` array
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
  const variables = { ...(options.variables ?? {}), ...(options.context ?? {}) };

  let response: Response;
  try {
    response = await fetch(cfg.storefrontEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': cfg.SHOPIFY_STOREFRONT_TOKEN,
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
