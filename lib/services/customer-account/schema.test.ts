/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, Kind, NoDeprecatedCustomRule, parse, specifiedRules, validate, type IntrospectionQuery } from 'graphql';
import { ALL_CUSTOMER_ACCOUNT_DOCUMENTS } from './documents';

// The official Customer Account API 2026-04 schema, shipped with @shopify/hydrogen-react@2026.4.4.
const schema = buildClientSchema(
  JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@shopify/hydrogen-react/customer-account.schema.json'), 'utf8')) as IntrospectionQuery,
);

const nameOf = (source: string) => /\b(?:query|mutation)\s+(\w+)/.exec(source)?.[1] ?? '?';

describe('Customer Account GraphQL documents', () => {
  it.each(ALL_CUSTOMER_ACCOUNT_DOCUMENTS.map((d) => [nameOf(d), d]))('%s validates against the 2026-04 schema, deprecated fields included', (_name, source) => {
    expect(validate(schema, parse(source), [...specifiedRules, NoDeprecatedCustomRule]).map((e) => e.message)).toEqual([]);
  });

  it.each(ALL_CUSTOMER_ACCOUNT_DOCUMENTS.map((d) => [nameOf(d), d]))('%s is one named operation', (_name, source) => {
    const operations = parse(source).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
  });
});
