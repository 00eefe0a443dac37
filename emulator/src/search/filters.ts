import { badParam } from './errors.ts';
import type { FacetAttribute } from './settings.ts';

/**
 * Algolia's filter language, compiled to a predicate over records:
 * - `filters`: `attr:value`, `attr:"a value"`, `attr:low TO high`, `attr <op> number` (<, <=, =, !=, >=, >),
 *   a bare `value` (a `_tags` filter), `NOT` before one filter, `AND`, `OR`, and parentheses around ORs only —
 *   Algolia's rule that a filter is a conjunction of disjunctions (`A AND (B OR C)`; not `(A AND B) OR C`).
 * - `facetFilters` / `numericFilters` / `tagFilters`: arrays whose items are ANDed and whose nested arrays are ORed;
 *   `attr:-value` negates a facet filter (`attr:\-value` is the literal value).
 * Facet values compare without case, tags with case. A facet filter on an attribute missing from
 * attributesForFaceting is refused, so a record shape or settings mistake shows instead of an empty result.
 */

export type Rec = Record<string, unknown>;
export type Predicate = (r: Rec) => boolean;

export interface FilterContext {
  facets: Map<string, FacetAttribute>;
  /** numericAttributesForFiltering, when set: the only attributes numeric filters may use */
  numeric: string[] | null;
}

/** The value at a dotted path (`brand.name`); arrays of objects are flattened along the way. */
export function valueAt(r: Rec, path: string): unknown {
  if (!path.includes('.')) return r[path];
  let cur: unknown[] = [r];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const c of cur) {
      const v = c && typeof c === 'object' && !Array.isArray(c) ? (c as Rec)[key] : undefined;
      if (Array.isArray(v)) next.push(...v);
      else if (v !== undefined) next.push(v);
    }
    cur = next;
  }
  return cur.length === 1 ? cur[0] : cur.length === 0 ? undefined : cur;
}

const values = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

type NumOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

function facetTest(ctx: FilterContext, source: string, attribute: string, value: string): Predicate {
  if (attribute === '_tags') return (r) => values(r._tags).some((t) => String(t) === value);
  if (!ctx.facets.has(attribute)) {
    throw badParam(`${source}: attribute "${attribute}" is not in attributesForFaceting, so it cannot be filtered on`);
  }
  const wanted = value.toLowerCase();
  return (r) => values(valueAt(r, attribute)).some((v) => v !== null && typeof v !== 'object' && String(v).toLowerCase() === wanted);
}

function numericTest(ctx: FilterContext, source: string, attribute: string, test: (n: number) => boolean): Predicate {
  if (ctx.numeric && !ctx.numeric.some((a) => a === attribute || a === `equalOnly(${attribute})`)) {
    throw badParam(`${source}: attribute "${attribute}" is not in numericAttributesForFiltering, so it cannot be filtered on`);
  }
  return (r) => values(valueAt(r, attribute)).some((v) => typeof v === 'number' && test(v));
}

function compare(op: NumOp, n: number): (v: number) => boolean {
  switch (op) {
    case '<': return (v) => v < n;
    case '<=': return (v) => v <= n;
    case '=': return (v) => v === n;
    case '!=': return (v) => v !== n;
    case '>=': return (v) => v >= n;
    case '>': return (v) => v > n;
  }
}

// ── the `filters` string ─────────────────────────────────────────────────────

type Token =
  | { t: '(' | ')' | 'AND' | 'OR' | 'NOT' | 'TO' | ':'; col: number }
  | { t: 'op'; op: NumOp; col: number }
  | { t: 'word'; text: string; quoted: boolean; col: number };

function describe(tok: Token | undefined): string {
  if (!tok) return 'end of filter';
  if (tok.t === 'word') return `string(${tok.text})`;
  return tok.t === 'op' ? `operator(${tok.op})` : `"${tok.t}"`;
}

function lex(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const col = i + 1;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '(' || c === ')' || c === ':') { out.push({ t: c, col }); i++; continue; }
    const op = /^(<=|>=|!=|<|>|=)/.exec(src.slice(i));
    if (op) { out.push({ t: 'op', op: op[1] as NumOp, col }); i += op[1]!.length; continue; }
    if (c === '"' || c === "'") {
      let text = '';
      i++;
      while (i < src.length && src[i] !== c) {
        if (src[i] === '\\' && i + 1 < src.length) i++;
        text += src[i++];
      }
      if (i >= src.length) throw badParam(`filters: Unterminated string starting at col ${col}`);
      i++;
      out.push({ t: 'word', text, quoted: true, col });
      continue;
    }
    let text = '';
    while (i < src.length && !/[\s():<>=!"']/.test(src[i]!)) {
      if (src[i] === '\\' && i + 1 < src.length) i++;
      text += src[i++];
    }
    if (!text) throw badParam(`filters: Unexpected character "${c}" at col ${col}`);
    if (text === 'AND' || text === 'OR' || text === 'NOT' || text === 'TO') out.push({ t: text, col });
    else out.push({ t: 'word', text, quoted: false, col });
  }
  return out;
}

function parseFilters(src: string, ctx: FilterContext): Predicate {
  const toks = lex(src);
  let pos = 0;
  const peek = () => toks[pos];
  const fail = (expected: string): never => {
    const tok = peek();
    throw badParam(`filters: Unexpected token ${describe(tok)} expected ${expected} at col ${tok ? tok.col : src.length + 1}`);
  };
  const word = (expected: string): { text: string; quoted: boolean } => {
    const tok = peek();
    if (tok?.t !== 'word') return fail(expected);
    pos++;
    return tok;
  };
  const number = (text: string, attribute: string): number => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) throw badParam(`filters: "${text}" is not a number (filter on "${attribute}")`);
    return n;
  };

  const literal = (): Predicate => {
    if (peek()?.t === 'NOT') {
      pos++;
      if (peek()?.t === '(') throw badParam('filters: NOT cannot negate a group in parentheses; negate each filter');
      const inner = literal();
      return (r) => !inner(r);
    }
    const first = word('a filter');
    const next = peek();
    if (next?.t === ':') {
      pos++;
      const value = word('a value');
      if (peek()?.t === 'TO') {
        pos++;
        const high = word('the upper bound');
        const lo = number(value.text, first.text);
        const hi = number(high.text, first.text);
        return numericTest(ctx, 'filters', first.text, (v) => v >= lo && v <= hi);
      }
      return facetTest(ctx, 'filters', first.text, value.text);
    }
    if (next?.t === 'op') {
      pos++;
      const value = word('a number');
      return numericTest(ctx, 'filters', first.text, compare(next.op, number(value.text, first.text)));
    }
    return facetTest(ctx, 'filters', '_tags', first.text);
  };

  /** `A OR B OR …`, each a filter or an OR group in parentheses. */
  const disjunction = (nested: boolean): Predicate => {
    const items: Predicate[] = [];
    for (;;) {
      if (peek()?.t === '(') {
        pos++;
        items.push(disjunction(true));
        if (peek()?.t === 'AND') throw badParam(`filters: AND inside parentheses is not supported (col ${peek()!.col}); write (A OR B) AND C`);
        if (peek()?.t !== ')') fail('")"');
        pos++;
      } else items.push(literal());
      if (peek()?.t !== 'OR') break;
      pos++;
    }
    if (nested && peek()?.t === 'AND') throw badParam(`filters: AND inside parentheses is not supported (col ${peek()!.col}); write (A OR B) AND C`);
    return items.length === 1 ? items[0]! : (r) => items.some((p) => p(r));
  };

  const parts: Predicate[] = [];
  for (;;) {
    parts.push(disjunction(false));
    if (pos >= toks.length) break;
    if (peek()?.t !== 'AND') fail('AND, OR or end of filter');
    pos++;
  }
  return (r) => parts.every((p) => p(r));
}

// ── the array forms ──────────────────────────────────────────────────────────

type Nested = string | (string | string[])[];

/** Items ANDed, nested arrays ORed; a plain string is one item (or a comma-separated list, as Algolia reads it). */
function nestedForm(raw: Nested, leaf: (s: string) => Predicate): Predicate {
  const list = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : raw;
  const ands = list.map((item) => {
    if (typeof item === 'string') return leaf(item);
    const ors = item.map(leaf);
    return (r: Rec) => ors.some((p) => p(r));
  });
  return (r) => ands.every((p) => p(r));
}

function facetFilter(ctx: FilterContext, item: string): Predicate {
  const at = item.indexOf(':');
  if (at <= 0) throw badParam(`facetFilters: "${item}" is not attribute:value`);
  const attribute = item.slice(0, at).trim().replace(/^"(.*)"$/, '$1');
  let value = item.slice(at + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  const test = facetTest(ctx, 'facetFilters', attribute, value);
  return negated ? (r) => !test(r) : test;
}

function numericFilter(ctx: FilterContext, item: string): Predicate {
  const range = /^\s*([^\s:<>=!]+)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/.exec(item);
  if (range) {
    const [lo, hi] = [Number(range[2]), Number(range[3])];
    return numericTest(ctx, 'numericFilters', range[1]!, (v) => v >= lo && v <= hi);
  }
  const cmp = /^\s*([^\s:<>=!]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+)\s*$/.exec(item);
  if (!cmp || !Number.isFinite(Number(cmp[3]))) throw badParam(`numericFilters: "${item}" is not "attribute <op> number" or "attribute:low TO high"`);
  return numericTest(ctx, 'numericFilters', cmp[1]!, compare(cmp[2] as NumOp, Number(cmp[3])));
}

function tagFilter(item: string): Predicate {
  const negated = item.startsWith('-');
  const tag = negated ? item.slice(1) : item.replace(/^\\-/, '-');
  const test: Predicate = (r) => values(r._tags).some((t) => String(t) === tag);
  return negated ? (r) => !test(r) : test;
}

export interface FilterParams {
  filters?: unknown;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
}

/** Every filter parameter of a search, ANDed; null when there is none. Throws a 400 AlgoliaError for bad input. */
export function compileFilters(p: FilterParams, ctx: FilterContext): Predicate | null {
  const parts: Predicate[] = [];
  if (typeof p.filters === 'string' && p.filters.trim()) parts.push(parseFilters(p.filters, ctx));
  if (p.facetFilters) parts.push(nestedForm(p.facetFilters as Nested, (s) => facetFilter(ctx, s)));
  if (p.numericFilters) parts.push(nestedForm(p.numericFilters as Nested, (s) => numericFilter(ctx, s)));
  if (p.tagFilters) parts.push(nestedForm(p.tagFilters as Nested, tagFilter));
  if (parts.length === 0) return null;
  return (r) => parts.every((f) => f(r));
}
