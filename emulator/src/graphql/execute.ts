import {
  execute, getDirectiveValues, getOperationAST, GraphQLError, isListType, isNonNullType, isObjectType, Kind, parse,
  specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLFieldResolver, type GraphQLOutputType,
  type GraphQLResolveInfo, type GraphQLSchema, type ValidationRule,
} from 'graphql';
import type { CheckoutStore } from '../checkout/store.ts';
import type { Outbox } from '../customers/outbox.ts';
import type { CustomerStore } from '../customers/store.ts';
import type { Catalog } from '../store/catalog.ts';
import { emptyConnection } from './connection.ts';
import type { Ctx } from './context.ts';
import { RESOLVERS } from './resolvers/index.ts';
import { SHOP_URL } from './resolvers/shop.ts';
import { storefrontSchema } from './schema.ts';

/**
 * Shopify-style error codes for graphql-js validation rules. graphql-js errors carry no rule name, so a
 * failing document is re-validated one rule at a time to learn which rule reported what.
 */
export const RULE_CODES: Record<string, string> = {
  FieldsOnCorrectTypeRule: 'undefinedField',
  KnownArgumentNamesRule: 'argumentNotAccepted',
  ValuesOfCorrectTypeRule: 'argumentLiteralsIncompatible',
  ProvidedRequiredArgumentsRule: 'missingRequiredArguments',
  KnownTypeNamesRule: 'undefinedType',
  NoUnusedVariablesRule: 'variableNotUsed',
  NoUndefinedVariablesRule: 'variableNotDefined',
  VariablesInAllowedPositionRule: 'variableMismatch',
  VariablesAreInputTypesRule: 'variableRequiresValidType',
  ScalarLeafsRule: 'selectionMismatch',
  UniqueOperationNamesRule: 'uniquelyNamedOperations',
  LoneAnonymousOperationRule: 'anonymousOperationNotAlone',
  KnownDirectivesRule: 'directiveCannotBeApplied',
  KnownFragmentNamesRule: 'undefinedFragment',
  NoUnusedFragmentsRule: 'useAndDefineFragment',
  NoFragmentCyclesRule: 'infiniteLoop',
  UniqueArgumentNamesRule: 'argumentNamesNotUnique',
  UniqueVariableNamesRule: 'variableNotUnique',
  OverlappingFieldsCanBeMergedRule: 'fieldConflict',
  PossibleFragmentSpreadsRule: 'cannotSpreadFragment',
  FragmentsOnCompositeTypesRule: 'fragmentOnNonCompositeType',
  UniqueDirectivesPerLocationRule: 'directiveNotUniqueForLocation',
  ExecutableDefinitionsRule: 'nonExecutableDefinition',
};

export interface Prepared {
  document?: DocumentNode;
  errors?: GraphQLError[];
}

/** Every validation error of a document that failed validation, each with its Shopify code. */
export function codedValidationErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const rule of specifiedRules) {
    const code = RULE_CODES[rule.name] ?? 'validationError';
    for (const e of validate(schema, document, [rule as ValidationRule])) {
      errors.push(new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, extensions: { code } }));
    }
  }
  return errors;
}

/**
 * Parses and validates a document against `schema`, keeping the outcome by
 * query text (at most `max` of them): a storefront sends the same few
 * documents over and over. Errors carry the codes Shopify gives them.
 */
export function documentPreparer(schema: () => GraphQLSchema, max: number): (query: string) => Prepared {
  const prepared = new Map<string, Prepared>();
  return (query) => {
    const hit = prepared.get(query);
    if (hit) return hit;
    let result: Prepared;
    try {
      const document = parse(query);
      const errors = validate(schema(), document);
      result = errors.length ? { errors: codedValidationErrors(schema(), document) } : { document };
    } catch (e) {
      const err = e instanceof GraphQLError ? e : new GraphQLError(String(e));
      result = { errors: [new GraphQLError(err.message, { source: err.source, positions: err.positions, extensions: { code: 'parseError' } })] };
    }
    if (prepared.size >= max) prepared.delete(prepared.keys().next().value as string);
    prepared.set(query, result);
    return result;
  };
}

export const prepare = documentPreparer(storefrontSchema, 500);

/** The operation name a request runs, for the request log: the explicit operationName, else the document's. */
export function operationName(query: unknown, explicit: unknown): string {
  if (typeof explicit === 'string' && explicit) return explicit;
  if (typeof query !== 'string') return 'anonymous';
  const doc = prepare(query).document;
  const op = doc?.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return op && op.kind === Kind.OPERATION_DEFINITION && op.name ? op.name.value : 'anonymous';
}

function notImplemented(info: GraphQLResolveInfo): never {
  throw new GraphQLError(`${info.parentType.name}.${info.fieldName} is not implemented by the emulator`, {
    extensions: { code: 'NOT_IMPLEMENTED' },
  });
}

/** What an unimplemented field returns: null where nullable, [] for lists, an empty page for connections. */
function emptyValue(type: GraphQLOutputType, info: GraphQLResolveInfo): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isObjectType(inner) && inner.name.endsWith('Connection')) return { ...emptyConnection(), productFilters: [] };
  return notImplemented(info);
}

/**
 * A root field the emulator has no resolver for (a mutation such as customerActivate, a query such as sitemap)
 * must not answer a silent null, which a client reads as success or a crash: it is a field error naming it.
 */
function notSupported(info: GraphQLResolveInfo): never {
  const what = info.operation.operation === 'mutation' ? 'the mutation' : 'the query field';
  throw new GraphQLError(`The emulator does not support ${what} '${info.fieldName}'`, { extensions: { code: 'NOT_SUPPORTED' } });
}

/**
 * Resolves through the table of resolvers by type name; a field not listed reads the property of the same name,
 * else answers the empty value of its type; a root field not listed is NOT_SUPPORTED.
 */
export function fieldResolverFor<C>(resolvers: Record<string, Record<string, (s: never, a: Record<string, unknown>, c: C, i: GraphQLResolveInfo) => unknown>>): GraphQLFieldResolver<unknown, C> {
  return (source, args, ctx, info) => {
    const resolver = resolvers[info.parentType.name]?.[info.fieldName];
    if (resolver) return resolver(source as never, args, ctx, info);
    if (info.path.prev === undefined && info.fieldName !== '__typename') notSupported(info);
    const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[info.fieldName] : undefined;
    if (typeof value === 'function') return (value as (a: unknown, c: C, i: GraphQLResolveInfo) => unknown)(args, ctx, info);
    return value !== undefined ? value : emptyValue(info.returnType, info);
  };
}

const fieldResolver: GraphQLFieldResolver<unknown, Ctx> = fieldResolverFor<Ctx>(RESOLVERS);

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphqlEnv {
  catalog: Catalog;
  publicUrl: string;
  carts: CheckoutStore;
  priceSecret: string;
  customers: CustomerStore;
  outbox: Outbox;
}

export async function runGraphql(req: GraphqlRequest, env: GraphqlEnv): Promise<ExecutionResult> {
  const ready = prepare(req.query);
  if (!ready.document) return { errors: ready.errors ?? [] };
  const schema = storefrontSchema();
  const variables = req.variables ?? {};
  const operation = getOperationAST(ready.document, req.operationName ?? undefined);
  let context: { country?: string; language?: string } = {};
  const inContext = schema.getDirective('inContext');
  if (operation && inContext) {
    try {
      context = (getDirectiveValues(inContext, operation, variables) ?? {}) as typeof context;
    } catch (e) {
      return { errors: [e instanceof GraphQLError ? e : new GraphQLError(String(e))] };
    }
  }
  const ctx: Ctx = {
    catalog: env.catalog, publicUrl: env.publicUrl, shopUrl: SHOP_URL,
    language: context.language ?? 'EN', country: context.country ?? 'US', carts: env.carts, priceSecret: env.priceSecret,
    customers: env.customers, outbox: env.outbox,
  };
  const result = await execute({
    schema, document: ready.document, variableValues: variables, operationName: req.operationName ?? undefined,
    contextValue: ctx, rootValue: {}, fieldResolver,
  });
  return operation?.directives?.some((d) => d.name.value === 'inContext')
    ? { ...result, extensions: { ...result.extensions, context: { country: ctx.country, language: ctx.language } } }
    : result;
}
