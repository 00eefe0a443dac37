import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The official Storefront API 2026-04 schema, as shipped by @shopify/hydrogen-react@2026.4.4.
 * Built once per process: buildClientSchema over the 700 kB introspection takes ~100 ms.
 */
let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
    schema = buildClientSchema(raw.data ?? raw);
  }
  return schema;
}
