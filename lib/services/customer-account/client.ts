import 'server-only';
import { z } from 'zod';
import { config } from '../../ground/config';
import { upstream } from '../../ground/http/upstream';
import type { CustomerAccountDocument } from './documents/document';
import { customerAccountEndpoints } from './discovery';
import { CustomerAccountError } from './errors';

/**
 * The Customer Account API's GraphQL endpoint, with the customer's access
 * token in `Authorization` (the platform's form, without "Bearer"). A 401 is
 * the platform ending the session (kind 'refused'); GraphQL errors are kind
 * 'graphql'. The token is never logged: the upstream module logs no headers.
 */

/** A customer with 250 orders and their line items stays far below this. */
export const CUSTOMER_ACCOUNT_MAX_BYTES = 4 * 1024 * 1024;

const envelope = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.looseObject({ message: z.string() })).optional(),
});

export async function customerAccountQuery<TData, TVariables>(
  document: CustomerAccountDocument<TData, TVariables>,
  options: { token: string; variables?: TVariables; signal?: AbortSignal },
): Promise<TData> {
  const { graphql } = await customerAccountEndpoints();
  const operation = /^(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
  const reply = await upstream(
    'customer-account',
    graphql,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: options.token },
      body: JSON.stringify({ query: document, variables: options.variables ?? {}, operationName: operation }),
    },
    {
      timeoutMs: config().UPSTREAM_TIMEOUT_MS,
      maxBytes: CUSTOMER_ACCOUNT_MAX_BYTES,
      signal: options.signal,
      error: ({ kind, reason, status, cause }) =>
        new CustomerAccountError(`${operation}: ${reason}`, status === 401 ? 'refused' : kind, status, cause),
    },
  );
  const parsed = envelope.safeParse(reply.json());
  if (!parsed.success) throw reply.malformed(`${operation}: not a GraphQL reply`);
  if (parsed.data.errors?.length) {
    const unauthenticated = parsed.data.errors.some((e) => (e.extensions as { code?: unknown } | undefined)?.code === 'UNAUTHENTICATED');
    throw new CustomerAccountError(`${operation}: ${parsed.data.errors[0]!.message}`, unauthenticated ? 'refused' : 'graphql', reply.status);
  }
  if (!parsed.data.data) throw reply.malformed(`${operation}: no data`);
  return parsed.data.data as TData;
}
