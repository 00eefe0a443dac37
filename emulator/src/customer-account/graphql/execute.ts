import { execute, type ExecutionResult } from 'graphql';
import { documentPreparer, fieldResolverFor, type GraphqlRequest } from '../../graphql/execute.ts';
import type { AccountCtx } from './context.ts';
import { ACCOUNT_RESOLVERS } from './resolvers.ts';
import { customerAccountSchema } from './schema.ts';

/** Parsed and validated documents by query text, as the Storefront endpoint keeps them. */
const prepare = documentPreparer(customerAccountSchema, 200);

const fieldResolver = fieldResolverFor<AccountCtx>(ACCOUNT_RESOLVERS as never);

export async function runAccountGraphql(req: GraphqlRequest, ctx: AccountCtx): Promise<ExecutionResult> {
  const ready = prepare(req.query);
  if (!ready.document) return { errors: ready.errors ?? [] };
  return execute({
    schema: customerAccountSchema(), document: ready.document, variableValues: req.variables ?? {},
    operationName: req.operationName ?? undefined, contextValue: ctx, rootValue: {}, fieldResolver,
  });
}
