import 'server-only';
import { z } from 'zod';
import type { AppConfig } from '../../../ground/config';
import { upstream } from '../../../ground/http/upstream';

/**
 * The Admin API's GraphQL endpoint, with the custom app's access token in
 * X-Shopify-Access-Token (SHOPIFY_ADMIN_TOKEN, server-side only; the upstream
 * module logs no headers). Only punchout purchase orders use it. The
 * documents are few and written by hand with their reply shapes checked by
 * zod: the Admin schema is not shipped with the libraries we build on, so
 * there is no official schema here to generate types from.
 */

export const ADMIN_MAX_BYTES = 1024 * 1024;

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-configured' | 'refused' | 'graphql' | 'timeout' | 'network' | 'status' | 'too-large' | 'malformed',
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

const envelope = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.union([z.string(), z.array(z.looseObject({ message: z.string() }))]).optional(),
});

export type AdminConfig = Pick<AppConfig, 'SHOPIFY_STORE_URL' | 'SHOPIFY_API_VERSION' | 'SHOPIFY_ADMIN_TOKEN' | 'UPSTREAM_TIMEOUT_MS'>;

export async function adminQuery<S extends z.ZodType>(cfg: AdminConfig, document: string, variables: Record<string, unknown>, shape: S): Promise<z.infer<S>> {
  if (!cfg.SHOPIFY_ADMIN_TOKEN) throw new AdminApiError('SHOPIFY_ADMIN_TOKEN is not set', 'not-configured');
  const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
  const url = `${cfg.SHOPIFY_STORE_URL.replace(/\/$/, '')}/admin/api/${cfg.SHOPIFY_API_VERSION}/graphql.json`;
  const reply = await upstream(
    'admin',
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Access-Token': cfg.SHOPIFY_ADMIN_TOKEN },
      body: JSON.stringify({ query: document, variables, operationName: operation }),
    },
    {
      timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
      maxBytes: ADMIN_MAX_BYTES,
      error: ({ kind, reason, status }) => new AdminApiError(`${operation}: ${reason}`, status === 401 || status === 403 ? 'refused' : kind),
    },
  );
  const parsed = envelope.safeParse(reply.json());
  if (!parsed.success) throw reply.malformed(`${operation}: not a GraphQL reply`);
  const { errors, data } = parsed.data;
  if (errors && errors.length) throw new AdminApiError(`${operation}: ${typeof errors === 'string' ? errors : errors[0]!.message}`, 'graphql');
  const checked = shape.safeParse(data);
  if (!checked.success) throw reply.malformed(`${operation}: unexpected reply`);
  return checked.data;
}
