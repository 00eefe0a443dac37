import 'server-only';
import { z } from 'zod';
import { config } from '../../ground/config';
import { upstream } from '../../ground/http/upstream';
import { isLocalStore } from '../../ground/published-secrets';
import { CustomerAccountError } from './errors';

/**
 * Where the shop signs customers in and keeps their data, read from its two
 * discovery documents on the store's own domain rather than configured, so
 * the platform can move them. Read once per process and kept for an hour; a
 * failed read is not kept, so the next sign-in asks again.
 */

export interface CustomerAccountEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  endSession: string;
  graphql: string;
}

/** Discovery replies are a few hundred bytes. */
const MAX_BYTES = 64 * 1024;
const KEEP_MS = 60 * 60 * 1000;

/** An endpoint must be https (plain http only while the store itself is the local emulator). */
function endpoint(local: boolean) {
  return z.string().url().refine((value) => {
    const { protocol } = new URL(value);
    return protocol === 'https:' || (local && protocol === 'http:');
  }, 'must be an https URL');
}

function openid(local: boolean) {
  return z.object({
    issuer: z.string().min(1),
    authorization_endpoint: endpoint(local),
    token_endpoint: endpoint(local),
    end_session_endpoint: endpoint(local),
  });
}

const api = (local: boolean) => z.object({ graphql_api: endpoint(local) });

async function read<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const cfg = config();
  const reply = await upstream('customer-account', url, { headers: { Accept: 'application/json' } }, {
    timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
    maxBytes: MAX_BYTES,
    error: ({ kind, reason, status, cause }) => new CustomerAccountError(`discovery: ${reason}`, kind, status, cause),
  });
  const parsed = schema.safeParse(reply.json());
  if (!parsed.success) throw reply.malformed(`discovery reply: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
  return parsed.data;
}

/** Both documents, read from the store's origin. */
export async function discoverEndpoints(storeUrl: string): Promise<CustomerAccountEndpoints> {
  const origin = new URL(storeUrl).origin;
  const local = isLocalStore(storeUrl);
  const [oidc, account] = await Promise.all([
    read(`${origin}/.well-known/openid-configuration`, openid(local)),
    read(`${origin}/.well-known/customer-account-api`, api(local)),
  ]);
  return {
    issuer: oidc.issuer,
    authorization: oidc.authorization_endpoint,
    token: oidc.token_endpoint,
    endSession: oidc.end_session_endpoint,
    graphql: account.graphql_api,
  };
}

let kept: { storeUrl: string; at: number; endpoints: Promise<CustomerAccountEndpoints> } | undefined;

/** The configured store's endpoints, kept for an hour. */
export function customerAccountEndpoints(now: number = Date.now()): Promise<CustomerAccountEndpoints> {
  const storeUrl = config().SHOPIFY_STORE_URL;
  if (kept && kept.storeUrl === storeUrl && now - kept.at < KEEP_MS) return kept.endpoints;
  const endpoints = discoverEndpoints(storeUrl);
  const entry = { storeUrl, at: now, endpoints };
  kept = entry;
  endpoints.catch(() => {
    if (kept === entry) kept = undefined;
  });
  return endpoints;
}
