import { FRAGMENTS } from './fragments';

/**
 * A GraphQL document string that carries its result and variable types, so
 * `storefrontQuery(PRODUCT_BY_HANDLE, { variables })` is typed end to end.
 * At runtime it is a plain string (what the schema test parses).
 */
export type Document<TData, TVariables> = string & { readonly __types?: [TData, TVariables] };

const SPREAD = /\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g;

/** Names of fragments a source spreads, excluding inline fragments (`... on X`). */
function spreadNames(source: string): string[] {
  return [...source.matchAll(SPREAD)].map((m) => m[1]!).filter((name) => name !== 'on');
}

/**
 * Appends exactly the fragments the operation uses, transitively. GraphQL
 * rejects unused fragments and unknown spreads, so hand-maintained lists
 * break easily; deriving them keeps each document valid by construction.
 */
export function doc<TData, TVariables = Record<string, never>>(operation: string): Document<TData, TVariables> {
  const needed = new Set<string>();
  const queue = spreadNames(operation);
  while (queue.length) {
    const name = queue.shift()!;
    if (needed.has(name)) continue;
    const fragment = FRAGMENTS[name];
    if (!fragment) throw new Error(`GraphQL fragment ${name} is not defined in documents/fragments.ts`);
    needed.add(name);
    queue.push(...spreadNames(fragment));
  }
  const parts = [operation.trim(), ...[...needed].sort().map((name) => FRAGMENTS[name]!.trim())];
  return parts.join('\n\n') as Document<TData, TVariables>;
}

/** The operation name, which the emulator counts requests by and we log with. */
export function operationName(document: string): string {
  const m = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document);
  if (!m?.[1]) throw new Error('GraphQL document has no named operation');
  return m[1];
}
