import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { codedValidationErrors, fieldResolverFor, type GraphqlRequest } from '../../graphql/execute.ts';
import type { AccountCtx } from './context.ts';
import { ACCOUNT_RESOLVERS } from './resolvers.ts';
import { customerAccountSchema } from './schema.ts';

interface Prepared {
  document?: DocumentNode;
  errors?: GraphQLError[];
}

/** Parsed and validated documents by query text, as the Storefront endpoint keeps them. */
const prepared = new Map<string, Prepared>();
const MAX_PREPARED = 200;

function prepare(query: string): Prepared {
  const hit = prepared.get(query);
  if (hit) return hit;
  let result: Prepared;
  try {
    const document = parse(query);
    const errors = validate(customerAccountSchema(), document);
    result = errors.length ? { errors: codedValidationErrors(customerAccountSchema(), document) } : { document };
  } catch (e) {
    const err = e instanceof GraphQLError ? e : new GraphQLError(String(e));
    result = { errors: [new GraphQLError(err.message, { source: err.source, positions: err.positions, extensions: { code: 'parseError' } })] };
  }
  if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value as string);
  prepared.set(query, result);
  return result;
}

const fieldResolver = fieldResolverFor<AccountCtx>(ACCOUNT_RESOLVERS as never);

export async function runAccountGraphql(req: GraphqlRequest, ctx: AccountCtx): Promise<ExecutionResult> {
  const ready = prepare(req.query);
  if (!ready.document) return { errors: ready.errors ?? [] };
  return execute({
    schema: customerAccountSchema(), document: ready.document, variableValues: req.variables ?? {},
    operationName: req.operationName ?? undefined, contextValue: ctx, rootValue: {}, fieldResolver,
  });
}
