import { json, type Handler, type Req } from '../http.ts';
import { operationName, runGraphql, type GraphqlEnv, type GraphqlRequest } from '../graphql/execute.ts';
import { SCHEMA_VERSION, servedVersion } from '../graphql/versions.ts';

/** The path of the version the schema is (callers that build URLs by hand use it). */
export const GRAPHQL_PATH = `/api/${SCHEMA_VERSION}/graphql.json`;
/** Every version segment reaches the handler, which serves, falls forward or answers 404. */
export const GRAPHQL_ROUTE = '/api/:version/graphql.json';
export const VERSION_HEADER = 'X-Shopify-API-Version';

/** Shopify's 404 for a path it does not serve, e.g. a malformed API version. */
export const NOT_FOUND_BODY = { errors: 'Not Found' };

/** Request-log key: per requested version, so `POST /api/2026-04/graphql.json` stays what it was. */
export const graphqlLogKey = (req: Req): string => `POST /api/${req.params.version ?? ''}/graphql.json`;

/** Shopify's reply to a missing or wrong storefront token, public or private. */
export const INVALID_TOKEN_BODY = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

export const PUBLIC_TOKEN_HEADER = 'x-shopify-storefront-access-token';
/** Server-side requests: the private token, with the shopper's address in BUYER_IP_HEADER. */
export const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
export const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

/**
 * Whether the request carries a token this store accepts: a private token
 * when the request sends one (it then decides, whatever public token comes
 * with it), else the public token. The buyer IP header is optional, as on
 * the platform, and not checked.
 */
export function tokenAccepted(headers: Req['headers'], tokens: { token: string; privateToken: string }): boolean {
  const sent = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const privateToken = sent(PRIVATE_TOKEN_HEADER);
  if (privateToken !== undefined) return privateToken === tokens.privateToken;
  return sent(PUBLIC_TOKEN_HEADER) === tokens.token;
}

/** Reads `{query, variables, operationName}` from a JSON body, or the raw document from application/graphql. */
export function readRequest(req: Req): GraphqlRequest | string {
  const text = req.body.toString('utf8');
  if (String(req.headers['content-type'] ?? '').startsWith('application/graphql')) return { query: text };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'Request body is not valid JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'Request body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.query !== 'string' || !b.query.trim()) return 'No query string was present';
  if (b.variables !== undefined && b.variables !== null && (typeof b.variables !== 'object' || Array.isArray(b.variables))) {
    return 'Variables must be a JSON object';
  }
  return {
    query: b.query,
    variables: (b.variables ?? null) as Record<string, unknown> | null,
    operationName: typeof b.operationName === 'string' ? b.operationName : null,
  };
}

export function graphqlOperation(req: Req): string {
  const r = readRequest(req);
  return typeof r === 'string' ? 'anonymous' : operationName(r.query, r.operationName);
}

export function graphqlHandler(
  deps: Omit<GraphqlEnv, 'publicUrl'> & { publicUrl: () => string; token: string; privateToken: string },
): Handler {
  return async (req) => {
    const version = servedVersion(req.params.version ?? '');
    if (!version) return json(404, NOT_FOUND_BODY);
    const headers = { [VERSION_HEADER]: version };
    if (!tokenAccepted(req.headers, deps)) return json(401, INVALID_TOKEN_BODY, headers);
    const r = readRequest(req);
    if (typeof r === 'string') {
      return json(r.startsWith('No query') ? 200 : 400, { errors: [{ message: r, extensions: { code: 'BAD_REQUEST' } }] }, headers);
    }
    const result = await runGraphql(r, { ...deps, publicUrl: deps.publicUrl() });
    return json(200, result, headers);
  };
}
