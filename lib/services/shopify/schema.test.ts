/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  Kind,
  NoDeprecatedCustomRule,
  parse,
  specifiedRules,
  validate,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import * as documents from './documents';
import { ALL_DOCUMENTS, operationName } from './documents';
import { withFragments, withInContext } from './documents/document';

// The official Storefront API 2026-04 schema, shipped with @shopify/hydrogen-react@2026.4.4.
const introspection = JSON.parse(
  readFileSync(path.join(process.cwd(), 'node_modules/@shopify/hydrogen-react/storefront.schema.json'), 'utf8'),
) as IntrospectionQuery;
const schema = buildClientSchema(introspection);

function operations(source: string): OperationDefinitionNode[] {
  return parse(source).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

describe('Storefront GraphQL documents', () => {
  it('registers documents', () => {
    expect(ALL_DOCUMENTS.length).toBeGreaterThanOrEqual(13);
  });

  it.each(ALL_DOCUMENTS.map((d) => [operationName(d), d]))('%s validates against the 2026-04 schema', (_name, source) => {
    // Deprecated fields (collectionByHandle, pageByHandle, ProductOption.values…) count as errors too.
    const errors = validate(schema, parse(source), [...specifiedRules, NoDeprecatedCustomRule]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it.each(ALL_DOCUMENTS.map((d) => [operationName(d), d]))('%s is one named operation with @inContext', (name, source) => {
    const ops = operations(source);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.name?.value).toBe(name);
    expect(ops[0]!.directives?.map((d) => d.name.value)).toContain('inContext');
  });

  it('uses each operation name once', () => {
    const names = ALL_DOCUMENTS.map(operationName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('registers every document the module exports', () => {
    const exported = Object.entries(documents).filter(([, value]) => typeof value === 'string');
    const unregistered = exported.filter(([, value]) => !ALL_DOCUMENTS.includes(value as string)).map(([key]) => key);
    expect(unregistered).toEqual([]);
    expect(exported.length).toBe(ALL_DOCUMENTS.length);
  });
});

describe('operationName', () => {
  it('reads the name after the operation keyword', () => {
    expect(operationName('query Foo($a: Int) { x }')).toBe('Foo');
    expect(operationName('\nmutation CartCreate { x }')).toBe('CartCreate');
  });
  it('rejects anonymous operations', () => {
    expect(() => operationName('{ shop { name } }')).toThrow(/named operation/);
  });
});

describe('withFragments', () => {
  it('appends the fragments an operation spreads, transitively and once, ignoring inline fragments', () => {
    const source = withFragments('query A { node(id: "1") { ... on Collection { ...CollectionSummaryFields } } products(first: 1) { nodes { ...CardFields } } }');
    expect(source.match(/fragment (\w+)/g)).toEqual(['fragment CardFields', 'fragment CollectionSummaryFields', 'fragment ImageFields']);
  });
  it('fails loudly on an unknown fragment', () => {
    expect(() => withFragments('query A { shop { ...Nope } }')).toThrow(/Nope/);
  });
});

describe('withInContext', () => {
  const IN_CONTEXT = '@inContext(country: $country, language: $language)';
  it.each([
    ['after its own variables', '\nquery A($id: ID!) {\n  node(id: $id) { id }\n}', `query A($id: ID!, $country: CountryCode, $language: LanguageCode)\n${IN_CONTEXT} {\n  node(id: $id) { id }\n}`],
    ['on an operation without variables', 'mutation B { x }', `mutation B($country: CountryCode, $language: LanguageCode)\n${IN_CONTEXT} { x }`],
  ])('declares $country and $language %s and passes them to @inContext', (_case, operation, sent) => {
    expect(withInContext(operation)).toBe(sent);
  });
  it('fails loudly on anything but a named query or mutation', () => {
    expect(() => withInContext('{ shop { name } }')).toThrow(/named query or mutation/);
  });
});
