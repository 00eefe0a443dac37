import type { StorefrontMutations, StorefrontQueries } from '../generated/storefront.generated';
import { FRAGMENTS } from './fragments';

/**
 * A GraphQL document string that carries its result and variable types, so
 * `storefrontQuery(PRODUCT_BY_HANDLE, { variables })` is typed end to end.
 * At runtime it is a plain string (what the schema test parses).
 */
export type Document<TData, TVariables> = string & { readonly __types?: [TData, TVariables] };

/** Every operation codegen generated types for, keyed by its source text (codegen.ts). */
type Operations = StorefrontQueries & StorefrontMutations;
export type KnownOperation = keyof Operations & string;

/** The typed document of a known operation: its generated reply and variables. */
export type DocumentOf<S extends KnownOperation> = Document<Operations[S]['return'], Operations[S]['variables']>;

const SPREAD = /\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g;

/** Names of fragments a source spreads, excluding inline fragments (`... on X`). */
function spreadNames(source: string): string[] {
  return [...source.matchAll(SPREAD)].map((m) => m[1]!).filter((name) => name !== 'on');
}

/**
 * The operation with exactly the fragments it uses appended, transitively.
 * GraphQL rejects unused fragments and unknown spreads, so hand-maintained
 * lists break easily; deriving them keeps each document valid by construction.
 */
export function withFragments(operation: string): string {
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
  return [operation.trim(), ...[...needed].sort().map((name) => FRAGMENTS[name]!.trim())].join('\n\n');
}

/** An operation's head: keyword, name and own variables, up to its selection set. */
const HEAD = /^\s*(query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)\s*(?:\(([^)]*)\))?\s*\{/;

/**
 * The operation run in the shopper's market: `$country` and `$language`
 * declared and passed to `@inContext`. Every operation takes them and the
 * client fills both from its `context`, so an operation's source states only
 * its own variables (and its generated types know only those).
 */
export function withInContext(operation: string): string {
  const head = HEAD.exec(operation);
  if (!head) throw new Error('GraphQL document must start with a named query or mutation');
  const [matched, keyword, name, own] = head;
  const variables = [own?.trim(), '$country: CountryCode, $language: LanguageCode'].filter(Boolean).join(', ');
  return `${keyword} ${name}(${variables})\n@inContext(country: $country, language: $language) {${operation.slice(matched.length)}`;
}

/**
 * A document to send, typed by the generated types of its source text:
 * write the operation as a `/* GraphQL *\/` template directly in the call
 * (codegen reads it there) and run `npm run codegen` after changing it.
 */
export function doc<const S extends string>(
  // A document whose text has no generated types fails here, naming the fix.
  operation: S & (S extends KnownOperation ? unknown : { readonly 'no generated types for this document: run npm run codegen': true }),
): DocumentOf<S & KnownOperation> {
  return withFragments(withInContext(operation)) as DocumentOf<S & KnownOperation>;
}

/** The operation name, which the emulator counts requests by and we log with. */
export function operationName(document: string): string {
  const m = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document);
  if (!m?.[1]) throw new Error('GraphQL document has no named operation');
  return m[1];
}
