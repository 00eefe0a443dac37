import { GraphQLError } from 'graphql';

/** Shopify's page-size ceiling for every connection. */
export const MAX_PAGE = 250;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

function userError(message: string, code = 'BAD_REQUEST'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** Cursors look like Shopify's: base64 JSON with the last id and its position in the ordered list. */
function encodeCursor(id: number | string, index: number): string {
  return Buffer.from(JSON.stringify({ last_id: id, last_value: String(index) })).toString('base64');
}

function decodeCursor(cursor: string, idOf: (index: number) => number | string, ids: Map<number | string, number>): number {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: number | string; last_value?: string };
    const byId = c.last_id !== undefined ? ids.get(c.last_id) : undefined;
    if (byId !== undefined) return byId;
    const n = Number(c.last_value);
    if (Number.isInteger(n) && n >= 0 && idOf(n) !== undefined) return n;
  } catch {
    // fall through to the error below
  }
  throw userError(`Invalid cursor for current pagination sort.`, 'INVALID_CURSOR');
}

/**
 * Slices an already filtered and ordered list the way Relay connections do (first/after, last/before);
 * `reverse` flips the order before slicing, as Shopify's sort keys do.
 */
export function connection<T>(all: readonly T[], args: PageArgs, idOf: (item: T) => number | string): Connection<T> {
  const { first, last, after, before } = args;
  if ((first === null || first === undefined) && (last === null || last === undefined)) {
    throw userError('you must provide one of first or last');
  }
  for (const [name, n] of [['first', first], ['last', last]] as const) {
    if (n !== null && n !== undefined && (n < 0 || n > MAX_PAGE)) {
      throw userError(`The \`${name}\` argument must be between 0 and ${MAX_PAGE}, got ${n}.`);
    }
  }
  const list = args.reverse ? [...all].reverse() : all;
  let ids: Map<number | string, number> | undefined;
  const index = () => (ids ??= new Map(list.map((item, i) => [idOf(item), i])));
  const at = (i: number) => (list[i] === undefined ? (undefined as unknown as number) : idOf(list[i]!));
  let start = 0;
  let end = list.length;
  if (after) start = decodeCursor(after, at, index()) + 1;
  if (before) end = Math.min(end, decodeCursor(before, at, index()));
  if (end < start) end = start;
  let from = start;
  let to = end;
  if (first !== null && first !== undefined) to = Math.min(to, from + first);
  if (last !== null && last !== undefined) from = Math.max(from, to - last);
  const slice = list.slice(from, to);
  const edges = slice.map((node, i) => ({ cursor: encodeCursor(idOf(node), from + i), node }));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: to < end || (before ? end < list.length : false),
      hasPreviousPage: from > start || (after ? start > 0 : false),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: list.length,
  };
}

export function emptyConnection(): Connection<never> {
  return {
    edges: [], nodes: [], totalCount: 0,
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  };
}
