import { graphql } from 'graphql';
import { json, jsonBody, type Handler } from '../http.ts';
import type { Router } from '../router.ts';
import { DraftOrders } from '../admin-api/draftOrders.ts';
import { adminRoot } from '../admin-api/resolvers.ts';
import { adminSchema } from '../admin-api/schema.ts';
import { servedVersion } from '../graphql/versions.ts';
import type { Catalog } from '../store/catalog.ts';

export interface AdminApiDeps {
  catalog: Catalog;
  /** The custom app's access token it accepts (SHOPIFY_ADMIN_TOKEN). */
  token: string;
  priceSecret: string;
}

/** The platform's answer to a missing or wrong X-Shopify-Access-Token. */
const INVALID_TOKEN = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

function graphqlHandler(drafts: DraftOrders, token: string): Handler {
  return async (req) => {
    if (req.headers['x-shopify-access-token'] !== token) return json(401, INVALID_TOKEN);
    if (!servedVersion(req.params.version ?? '')) return json(404, { errors: 'Not Found' });
    const body = jsonBody(req) as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    if (!body || typeof body.query !== 'string') return json(400, { errors: { query: 'Required parameter missing or invalid' } });
    const result = await graphql({
      schema: adminSchema(),
      source: body.query,
      rootValue: adminRoot(drafts),
      variableValues: typeof body.variables === 'object' && body.variables !== null ? (body.variables as Record<string, unknown>) : {},
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    });
    return json(200, result);
  };
}

/** The Admin API's draft orders (what a punchout purchase order becomes) and their test hook. */
export function addAdminApiRoutes(router: Router, deps: AdminApiDeps): DraftOrders {
  const drafts = new DraftOrders(deps.catalog, deps.priceSecret);
  router
    .add('POST', '/admin/api/:version/graphql.json', graphqlHandler(drafts, deps.token))
    .add('GET', '/__emulator/admin/orders', () => json(200, { orders: drafts.list() }));
  return drafts;
}

