import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The official Customer Account API schema, as shipped by @shopify/hydrogen-react (the version the Storefront schema is). */
let schema: GraphQLSchema | undefined;

export function customerAccountSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@shopify/hydrogen-react/customer-account.schema.json');
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
    schema = buildClientSchema(raw.data ?? raw);
  }
  return schema;
}
